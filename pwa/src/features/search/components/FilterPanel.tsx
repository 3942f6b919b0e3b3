/**
 * The dashboard's filters (spec §2 Dashboard). Every control writes the URL through `onChange`;
 * facet counts from the current answer sit next to province, category and vehicle type options.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { CATEGORIES, EVENT_HOUR_OPTIONS, VEHICLE_TYPES } from '../../../lib/constants.ts';
import { formatCompact } from '../../../lib/format.ts';
import { categoryLabel, vehicleTypeLabel } from '../../../lib/labels.ts';
import { search as t } from '../searchTexts.ts';
import { districtsQueryOptions, provincesQueryOptions } from '../api/locations.ts';
import { facetCounts, type Facets } from '../api/searchVideos.ts';
import type { DashboardSearch, FilterPatch } from '../searchParams.ts';
import { DateChoice } from './DateChoice.tsx';
import { KeywordField } from './KeywordField.tsx';
import { PriceRange } from './PriceRange.tsx';

interface FilterPanelProps {
  search: DashboardSearch;
  facets: Facets | null;
  onChange: (patch: FilterPatch) => void;
  onClear: () => void;
}

function withCount(label: string, count: number | undefined, approximate: boolean | undefined): string {
  if (count === undefined) return label;
  return approximate
    ? t.filters.withApproximateCount(label, formatCompact(count))
    : t.filters.withCount(label, formatCompact(count));
}

/** The 24 hourly times, plus a hand-typed one from the URL so the select can show it. */
function hourOptions(value: string | undefined): string[] {
  return value && !EVENT_HOUR_OPTIONS.includes(value)
    ? [...EVENT_HOUR_OPTIONS, value].sort()
    : EVENT_HOUR_OPTIONS;
}

function SelectField({
  label,
  value,
  onChange,
  children,
  disabled,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  );
}

function PlaceFields({ search, facets, onChange }: Omit<FilterPanelProps, 'onClear'>) {
  const provinces = useQuery(provincesQueryOptions());
  const provinceId = provinces.data?.find((province) => province.name_th === search.province)?.id;
  const districts = useQuery(districtsQueryOptions(provinceId));
  const counts = facetCounts(facets?.province);
  const provinceNames = provinces.data?.map((province) => province.name_th) ?? [];
  // A preset or a place suggestion may name a place before (or without) the list knowing it.
  if (search.province && !provinceNames.includes(search.province)) provinceNames.unshift(search.province);
  const districtNames = districts.data?.map((district) => district.name_th) ?? [];
  if (search.district && !districtNames.includes(search.district)) districtNames.unshift(search.district);

  return (
    <>
      <SelectField
        label={t.filters.province}
        value={search.province ?? ''}
        onChange={(province) => onChange({ province: province || undefined, district: undefined })}
      >
        <option value="">{t.filters.any}</option>
        {provinceNames.map((name) => (
          <option key={name} value={name}>
            {withCount(name, counts[name], facets?.approximate)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t.filters.district}
        value={search.district ?? ''}
        disabled={!search.province}
        onChange={(district) => onChange({ district: district || undefined })}
      >
        <option value="">{t.filters.any}</option>
        {districtNames.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </SelectField>
      {(provinces.isError || districts.isError) && <p className="error-text">{t.filters.loadPlacesFailed}</p>}
    </>
  );
}

export function FilterPanel({ search, facets, onChange, onClear }: FilterPanelProps) {
  const categoryCounts = facetCounts(facets?.category);
  const vehicleCounts = facetCounts(facets?.vehicleType);

  return (
    <form
      className="search-filters"
      role="search"
      aria-label={t.filters.heading}
      onSubmit={(e) => e.preventDefault()}
    >
      <KeywordField keyword={search.keyword} onChange={onChange} />
      <PlaceFields search={search} facets={facets} onChange={onChange} />
      <SelectField
        label={t.filters.category}
        value={search.category ?? ''}
        onChange={(category) => onChange({ category: (category || undefined) as FilterPatch['category'] })}
      >
        <option value="">{t.filters.any}</option>
        {CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {withCount(categoryLabel(category), categoryCounts[category], facets?.approximate)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t.filters.vehicleType}
        value={search.vehicleType ?? ''}
        onChange={(vehicleType) =>
          onChange({ vehicleType: (vehicleType || undefined) as FilterPatch['vehicleType'] })
        }
      >
        <option value="">{t.filters.any}</option>
        {VEHICLE_TYPES.map((vehicleType) => (
          <option key={vehicleType} value={vehicleType}>
            {withCount(vehicleTypeLabel(vehicleType), vehicleCounts[vehicleType], facets?.approximate)}
          </option>
        ))}
      </SelectField>
      <PriceRange minPrice={search.minPrice} maxPrice={search.maxPrice} onChange={onChange} />
      <DateChoice search={search} onChange={onChange} />
      <fieldset className="search-hours">
        <legend>{t.filters.timeOfDay}</legend>
        <SelectField
          label={t.filters.eventStartTime}
          value={search.eventStartTime ?? ''}
          onChange={(time) => onChange({ eventStartTime: time || undefined })}
        >
          <option value="">{t.filters.anyTime}</option>
          {hourOptions(search.eventStartTime).map((hour) => (
            <option key={hour} value={hour}>
              {hour}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t.filters.eventEndTime}
          value={search.eventEndTime ?? ''}
          onChange={(time) => onChange({ eventEndTime: time || undefined })}
        >
          <option value="">{t.filters.anyTime}</option>
          {hourOptions(search.eventEndTime).map((hour) => (
            <option key={hour} value={hour}>
              {hour}
            </option>
          ))}
        </SelectField>
      </fieldset>
      <button type="button" className="button button--ghost" onClick={onClear}>
        {t.filters.clear}
      </button>
    </form>
  );
}
