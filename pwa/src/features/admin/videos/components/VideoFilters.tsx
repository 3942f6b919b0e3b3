import { useId } from 'react';
import { CATEGORIES, VEHICLE_TYPES } from '../../../../lib/constants.ts';
import { categoryLabel, statusLabel, vehicleTypeLabel } from '../../../../lib/labels.ts';
import { adminCommon } from '../../shared/adminSharedTexts.ts';
import { adminVideos as t } from '../adminVideosTexts.ts';
import {
  ADMIN_VIDEO_DEFAULT_SORT,
  ADMIN_VIDEO_SORTS,
  ADMIN_VIDEO_STATUSES,
  SORT_ORDERS,
  type AdminVideosSearch,
} from '../api/getAdminVideos.ts';
import { DateField } from '../../shared/DateField.tsx';
import { DebouncedField } from '../../shared/DebouncedField.tsx';

/** A change of search, filters or sort (the screen sends the list back to page 1). */
export type FilterPatch = Omit<Partial<AdminVideosSearch>, 'page'>;

interface VideoFiltersProps {
  search: AdminVideosSearch;
  onChange: (patch: FilterPatch) => void;
}

/** The filters the "clear" button empties (search and sort stay). */
const FILTER_KEYS = [
  'status',
  'category',
  'vehicleType',
  'seller',
  'isActive',
  'minPrice',
  'maxPrice',
  'dateFrom',
  'dateTo',
] as const satisfies readonly (keyof AdminVideosSearch)[];

const toBaht = (value: string) => {
  const number = Number(value);
  return value.trim() === '' || !Number.isFinite(number) || number < 0 ? undefined : number;
};

interface ChoiceProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

function Choice({ label, value, options, onChange }: ChoiceProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const all = { value: '', label: adminCommon.all };
const categoryOptions = [all, ...CATEGORIES.map((value) => ({ value, label: categoryLabel(value) }))];
const vehicleOptions = [all, ...VEHICLE_TYPES.map((value) => ({ value, label: vehicleTypeLabel(value) }))];
const activeOptions = [all, { value: 'true', label: t.active }, { value: 'false', label: t.inactive }];
const sortOptions = ADMIN_VIDEO_SORTS.map((value) => ({ value, label: t.sorts[value] }));
const orderOptions = SORT_ORDERS.map((value) => ({ value, label: t.orders[value] }));

/**
 * Search, status, the admin spec §2/§9 filters and the sort of the video list. Every one of them is
 * applied on the server (DESIGN.md §7); text and price boxes commit once typing rests.
 */
export function VideoFilters({ search, onChange }: VideoFiltersProps) {
  const filtered = FILTER_KEYS.some((key) => search[key] !== undefined);
  return (
    <div className="admin-videos__filters">
      <div className="admin-toolbar">
        <DebouncedField
          label={t.searchLabel}
          type="search"
          placeholder={t.searchPlaceholder}
          value={search.search ?? ''}
          onCommit={(value) => onChange({ search: value || undefined })}
        />
        <Choice
          label={adminCommon.sort}
          value={search.sortBy ?? ADMIN_VIDEO_DEFAULT_SORT}
          options={sortOptions}
          onChange={(value) => onChange({ sortBy: value as AdminVideosSearch['sortBy'] })}
        />
        <Choice
          label={t.sortOrder}
          value={search.sortOrder ?? 'desc'}
          options={orderOptions}
          onChange={(value) => onChange({ sortOrder: value as AdminVideosSearch['sortOrder'] })}
        />
      </div>

      <div className="admin-videos__statuses" role="group" aria-label={t.statusGroup}>
        {[undefined, ...ADMIN_VIDEO_STATUSES].map((status) => (
          <button
            key={status ?? 'all'}
            type="button"
            className={`button button--ghost admin-videos__status${search.status === status ? ' admin-videos__status--on' : ''}`}
            aria-pressed={search.status === status}
            onClick={() => onChange({ status })}
          >
            {status ? statusLabel(status) : adminCommon.all}
          </button>
        ))}
      </div>

      <div className="admin-toolbar admin-videos__more" role="group" aria-label={adminCommon.filters}>
        <Choice
          label={t.incidentCategory}
          value={search.category ?? ''}
          options={categoryOptions}
          onChange={(value) => onChange({ category: (value || undefined) as AdminVideosSearch['category'] })}
        />
        <Choice
          label={t.vehicleType}
          value={search.vehicleType ?? ''}
          options={vehicleOptions}
          onChange={(value) =>
            onChange({ vehicleType: (value || undefined) as AdminVideosSearch['vehicleType'] })
          }
        />
        <DebouncedField
          label={t.sellerFilter}
          value={search.seller ?? ''}
          autoComplete="off"
          onCommit={(value) => onChange({ seller: value || undefined })}
        />
        <Choice
          label={t.isActive}
          value={search.isActive === undefined ? '' : String(search.isActive)}
          options={activeOptions}
          onChange={(value) => onChange({ isActive: value === '' ? undefined : value === 'true' })}
        />
        <DebouncedField
          label={t.minPrice}
          type="number"
          min={0}
          inputMode="numeric"
          value={search.minPrice === undefined ? '' : String(search.minPrice)}
          onCommit={(value) => onChange({ minPrice: toBaht(value) })}
        />
        <DebouncedField
          label={t.maxPrice}
          type="number"
          min={0}
          inputMode="numeric"
          value={search.maxPrice === undefined ? '' : String(search.maxPrice)}
          onCommit={(value) => onChange({ maxPrice: toBaht(value) })}
        />
        <DateField
          label={t.dateFrom}
          value={search.dateFrom}
          onChange={(dateFrom) => onChange({ dateFrom })}
        />
        <DateField label={t.dateTo} value={search.dateTo} onChange={(dateTo) => onChange({ dateTo })} />
        {filtered && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => onChange(Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined])))}
          >
            {adminCommon.clearFilters}
          </button>
        )}
      </div>
    </div>
  );
}
