import { useEffect, useId, useState } from 'react';
import {
  ADMIN_USER_ROLE_FILTERS,
  ADMIN_USER_SORTS,
  ADMIN_USER_TYPE_FILTERS,
  FILTER_DEBOUNCE_MS,
  type AdminUserSort,
} from '../../../../lib/constants.ts';
import { adminCommon as common, adminUsers as t } from '../../../../lib/texts.ts';
import type { AdminUsersSearch } from '../api/getAdminUsers.ts';
import { useDebounced } from '../useDebounced.ts';

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
  const committed = search.search ?? '';
  const [typed, setTyped] = useState(committed);
  const settled = useDebounced(typed, FILTER_DEBOUNCE_MS);
  const [filtersOpen, setFiltersOpen] = useState(
    () =>
      search.userType !== undefined ||
      search.roles !== undefined ||
      FLAGS.some((f) => search[f] !== undefined),
  );

  useEffect(() => {
    const wanted = settled.trim();
    if (wanted !== committed) onChange({ search: wanted || undefined });
    // Only a settled change of what was typed commits; a URL change alone must not re-commit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  // The URL changed from elsewhere (back button, a link): the box follows it.
  const [seen, setSeen] = useState(committed);
  if (seen !== committed) {
    setSeen(committed);
    if (typed.trim() !== committed) setTyped(committed);
  }

  const hasFilters =
    search.userType !== undefined || search.roles !== undefined || FLAGS.some((f) => search[f] !== undefined);

  return (
    <div className="admin-users__controls">
      <div className="admin-toolbar">
        <div className="field admin-users__search">
          <label htmlFor={`${id}-search`}>{t.searchLabel}</label>
          <input
            id={`${id}-search`}
            type="search"
            value={typed}
            placeholder={t.searchPlaceholder}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
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
          <div className="field">
            <label htmlFor={`${id}-userType`}>{t.userType}</label>
            <select
              id={`${id}-userType`}
              value={search.userType ?? ''}
              onChange={(event) =>
                onChange({ userType: (event.target.value || undefined) as AdminUsersSearch['userType'] })
              }
            >
              <option value="">{common.all}</option>
              {ADMIN_USER_TYPE_FILTERS.map((value) => (
                <option key={value} value={value}>
                  {t.userTypes[value]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-roles`}>{t.roles}</label>
            <select
              id={`${id}-roles`}
              value={search.roles ?? ''}
              onChange={(event) =>
                onChange({ roles: (event.target.value || undefined) as AdminUsersSearch['roles'] })
              }
            >
              <option value="">{common.all}</option>
              {ADMIN_USER_ROLE_FILTERS.map((value) => (
                <option key={value} value={value}>
                  {t.roleNames[value]}
                </option>
              ))}
            </select>
          </div>
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
