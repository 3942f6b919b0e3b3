import { useId, useState } from 'react';
import {
  ADMIN_USER_ROLE_FILTERS,
  ADMIN_USER_SORTS,
  ADMIN_USER_TYPE_FILTERS,
  type AdminUserSort,
} from '../../../../lib/constants.ts';
import { adminCommon as common } from '../../shared/adminSharedTexts.ts';
import { adminUsers as t } from '../adminUsersTexts.ts';
import { ChoiceField } from '../../shared/ChoiceField.tsx';
import { DebouncedField } from '../../shared/DebouncedField.tsx';
import type { AdminUsersSearch } from '../api/getAdminUsers.ts';

/** What the toolbar changes; the screen resets the page to 1 on every change (admin spec §5). */
export type UsersSearchChange = Partial<Omit<AdminUsersSearch, 'page'>>;

interface UsersToolbarProps {
  search: AdminUsersSearch;
  onChange: (change: UsersSearchChange) => void;
}

const FLAGS = ['isAdmin', 'isActive', 'emailVerified'] as const;
const flagNames = {
  isAdmin: { label: t.isAdmin, yes: t.adminYes, no: t.adminNo },
  isActive: { label: t.isActive, yes: t.activeYes, no: t.activeNo },
  emailVerified: { label: t.emailVerified, yes: t.verifiedYes, no: t.verifiedNo },
};

const flagValue = (value: boolean | undefined) => (value === undefined ? '' : String(value));
const flagFrom = (value: string) => (value === '' ? undefined : value === 'true');

/** The search box (debounced), the sort selector and the collapsible filters of the user list. */
export function UsersToolbar({ search, onChange }: UsersToolbarProps) {
  const id = useId();
  const [filtersOpen, setFiltersOpen] = useState(
    () =>
      search.userType !== undefined ||
      search.roles !== undefined ||
      FLAGS.some((f) => search[f] !== undefined),
  );

  const hasFilters =
    search.userType !== undefined || search.roles !== undefined || FLAGS.some((f) => search[f] !== undefined);

  return (
    <div className="admin-users__controls">
      <div className="admin-toolbar">
        <DebouncedField
          fieldClassName="field admin-users__search"
          label={t.searchLabel}
          type="search"
          placeholder={t.searchPlaceholder}
          value={search.search ?? ''}
          onCommit={(text) => onChange({ search: text || undefined })}
        />
        <div className="field">
          <label htmlFor={`${id}-sort`}>{common.sort}</label>
          <select
            id={`${id}-sort`}
            value={search.sort ?? 'newest'}
            onChange={(event) => onChange({ sort: event.target.value as AdminUserSort })}
          >
            {(Object.keys(ADMIN_USER_SORTS) as AdminUserSort[]).map((sort) => (
              <option key={sort} value={sort}>
                {t.sorts[sort]}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="button button--ghost"
          aria-expanded={filtersOpen}
          aria-controls={`${id}-filters`}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {filtersOpen ? common.hideFilters : common.showFilters}
        </button>
      </div>

      {filtersOpen && (
        <div
          id={`${id}-filters`}
          role="group"
          aria-label={common.filters}
          className="admin-toolbar admin-users__filters"
        >
          <ChoiceField
            label={t.userType}
            value={search.userType}
            choices={ADMIN_USER_TYPE_FILTERS}
            name={(value) => t.userTypes[value] ?? value}
            allText={common.all}
            onChange={(userType) => onChange({ userType })}
          />
          <ChoiceField
            label={t.roles}
            value={search.roles}
            choices={ADMIN_USER_ROLE_FILTERS}
            name={(value) => t.roleNames[value] ?? value}
            allText={common.all}
            onChange={(roles) => onChange({ roles })}
          />
          {FLAGS.map((flag) => (
            <div key={flag} className="field">
              <label htmlFor={`${id}-${flag}`}>{flagNames[flag].label}</label>
              <select
                id={`${id}-${flag}`}
                value={flagValue(search[flag])}
                onChange={(event) => onChange({ [flag]: flagFrom(event.target.value) })}
              >
                <option value="">{common.all}</option>
                <option value="true">{flagNames[flag].yes}</option>
                <option value="false">{flagNames[flag].no}</option>
              </select>
            </div>
          ))}
          {hasFilters && (
            <button
              type="button"
              className="button button--ghost"
              onClick={() =>
                onChange({
                  userType: undefined,
                  roles: undefined,
                  isAdmin: undefined,
                  isActive: undefined,
                  emailVerified: undefined,
                })
              }
            >
              {common.clearFilters}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
