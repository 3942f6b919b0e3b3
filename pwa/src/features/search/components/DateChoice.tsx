/**
 * The incident date as one choice: every date (the default), a relative range, or "กำหนดเอง" with a
 * from/to pair of Buddhist-era date pickers. A preset clears the dates and dates clear the preset,
 * so two date controls never disagree.
 */
import { useId, useState } from 'react';
import { ThaiDatePicker } from '../../../components/ThaiDatePicker.tsx';
import { todayInBangkok } from '../../../components/thaiCalendar.ts';
import { SEARCH_TIME_RANGES } from '../../../lib/constants.ts';
import { search as t } from '../searchTexts.ts';
import type { DashboardSearch, FilterPatch, TimeRange } from '../searchParams.ts';

type Choice = 'all' | TimeRange | 'custom';
const CHOICES: readonly Choice[] = ['all', ...SEARCH_TIME_RANGES, 'custom'];

const NO_DATES = { dateFrom: undefined, dateTo: undefined, eventDate: undefined } as const;

export function DateChoice({
  search,
  onChange,
}: {
  search: DashboardSearch;
  onChange: (patch: FilterPatch) => void;
}) {
  const name = useId();
  const datesGiven = Boolean(search.dateFrom || search.dateTo || search.eventDate);
  const [customOpen, setCustomOpen] = useState(datesGiven);
  const chosen: Choice = datesGiven || customOpen ? 'custom' : (search.timeRange ?? 'all');
  // An older link's single eventDate shows as a one-day range.
  const from = search.dateFrom ?? search.eventDate;
  const to = search.dateTo ?? search.eventDate;
  const today = todayInBangkok();

  const choose = (choice: Choice) => {
    setCustomOpen(choice === 'custom');
    if (choice !== 'custom') onChange({ ...NO_DATES, timeRange: choice === 'all' ? undefined : choice });
  };

  return (
    <fieldset className="search-dates">
      <legend>{t.filters.incidentDate}</legend>
      <div className="search-dates__chips">
        {CHOICES.map((choice) => (
          <label key={String(choice)} className="search-chip">
            <input type="radio" name={name} checked={chosen === choice} onChange={() => choose(choice)} />
            <span>{t.filters.dateChoices[choice]}</span>
          </label>
        ))}
      </div>
      {chosen === 'custom' && (
        <div className="search-dates__range">
          <ThaiDatePicker
            label={t.filters.dateFrom}
            value={from}
            max={to ?? today}
            clearable
            onChange={(dateFrom) => onChange({ ...NO_DATES, dateFrom, dateTo: to, timeRange: undefined })}
          />
          <ThaiDatePicker
            label={t.filters.dateTo}
            value={to}
            min={from}
            max={today}
            clearable
            onChange={(dateTo) => onChange({ ...NO_DATES, dateFrom: from, dateTo, timeRange: undefined })}
          />
        </div>
      )}
    </fieldset>
  );
}
