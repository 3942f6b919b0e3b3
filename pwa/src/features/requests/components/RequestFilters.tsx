import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { ThaiDatePicker } from '../../../components/ThaiDatePicker.tsx';
import { todayInBangkok } from '../../../components/thaiCalendar.ts';
import { REQUEST_NEAR_KM } from '../../../lib/constants.ts';
import { provincesQueryOptions } from '../../../lib/locations.ts';
import type { RequestsSearch } from '../requestsSearch.ts';
import { requestsTexts } from '../requestsTexts.ts';
import type { DevicePosition } from '../useDevicePosition.ts';

const t = requestsTexts.filters;

interface RequestFiltersProps {
  search: RequestsSearch;
  position: DevicePosition;
  onChange: (patch: Partial<RequestsSearch>) => void;
}

/** The board's filters: province, incident date and distance from the device, applied by the server. */
export function RequestFilters({ search, position, onChange }: RequestFiltersProps) {
  const provinceId = useId();
  const nearId = useId();
  const provinces = useQuery(provincesQueryOptions());
  const filtered = Boolean(search.province || search.date || search.near);
  return (
    <div className="request-filters" role="search" aria-label={t.label}>
      <div className="field">
        <label htmlFor={provinceId}>{t.province}</label>
        <select
          id={provinceId}
          value={search.province ?? ''}
          onChange={(event) => onChange({ province: event.target.value || undefined })}
        >
          <option value="">{t.anyProvince}</option>
          {/* A province from a link shows even before (or without) the list. */}
          {search.province && !provinces.data?.some((p) => p.name_th === search.province) && (
            <option value={search.province}>{search.province}</option>
          )}
          {provinces.data?.map((province) => (
            <option key={province.id} value={province.name_th}>
              {province.name_th}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <ThaiDatePicker
          label={t.date}
          value={search.date}
          max={todayInBangkok()}
          clearable
          onChange={(date) => onChange({ date })}
        />
      </div>
      <div className="field">
        <label htmlFor={nearId}>{t.distance}</label>
        <select
          id={nearId}
          value={search.near ?? ''}
          onChange={(event) =>
            onChange({
              near: event.target.value
                ? (Number(event.target.value) as (typeof REQUEST_NEAR_KM)[number])
                : undefined,
            })
          }
        >
          <option value="">{t.nearOff}</option>
          {REQUEST_NEAR_KM.map((km) => (
            <option key={km} value={km}>
              {t.withinKm(km)}
            </option>
          ))}
        </select>
        {position.state === 'locating' && <small className="muted">{t.locating}</small>}
        {position.state === 'ready' && <small className="muted">{t.locationPrivate}</small>}
        {(position.state === 'denied' || position.state === 'unavailable') && (
          <small className="error-text" role="alert">
            {position.state === 'denied' ? t.locationDenied : t.locationUnavailable}
          </small>
        )}
      </div>
      {filtered && (
        <button
          type="button"
          className="button button--ghost request-filters__clear"
          onClick={() => onChange({ province: undefined, date: undefined, near: undefined })}
        >
          {t.clear}
        </button>
      )}
    </div>
  );
}
