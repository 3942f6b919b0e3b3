/**
 * How long ago the incident was, in whole Bangkok days: what a driver must know first, because most
 * dashcams overwrite their loop recordings within one to three days (issue 22).
 */
import { parseIsoDay } from '../../components/thaiCalendar.ts';
import { REQUEST_URGENT_DAYS } from '../../lib/constants.ts';
import { requestsTexts } from './requestsTexts.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from the incident's day to `today` (both YYYY-MM-DD); null for a day that cannot be read. */
export function daysSince(incidentDate: string, today: string): number | null {
  const from = parseIsoDay(incidentDate);
  const to = parseIsoDay(today);
  if (!from || !to) return null;
  const days =
    (Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / DAY_MS;
  return Math.max(0, Math.round(days));
}

export interface IncidentAge {
  text: string;
  /** Within REQUEST_URGENT_DAYS: the footage may still be on a card, if someone locks it now. */
  urgent: boolean;
}

export function incidentAge(incidentDate: string, today: string): IncidentAge | null {
  const days = daysSince(incidentDate, today);
  if (days === null) return null;
  const t = requestsTexts.age;
  const text = days === 0 ? t.today : days === 1 ? t.yesterday : t.daysAgo(days);
  return { text, urgent: days <= REQUEST_URGENT_DAYS };
}
