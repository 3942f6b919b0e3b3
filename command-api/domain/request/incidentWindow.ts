import { REQUEST_INCIDENT_MAX_AGE_DAYS } from '../../../events/constants.ts';
import type { RequestWhen } from '../../../events/request/requestEvents.ts';
import { bangkokDay } from '../../../events/time/bangkokDay.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A time of day as the request form gives it: HH:MM, 00:00 to 23:59. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

export type IncidentWindowProblem = 'DATE_IN_FUTURE' | 'DATE_TOO_OLD' | 'WINDOW_REVERSED';

/**
 * What is wrong with an incident's day, seen on `now`: it may not be after today in Bangkok, nor
 * more than REQUEST_INCIDENT_MAX_AGE_DAYS before it (no dashcam keeps footage that long). Null
 * when nothing is.
 */
export function incidentDateProblem(incidentDate: string, now: string): IncidentWindowProblem | null {
  const at = Date.parse(now);
  if (incidentDate > bangkokDay(new Date(at))) return 'DATE_IN_FUTURE';
  if (incidentDate < bangkokDay(new Date(at - REQUEST_INCIDENT_MAX_AGE_DAYS * DAY_MS))) return 'DATE_TOO_OLD';
  return null;
}

/** The window runs forward within its day: a window across midnight is two requests. */
export const windowReversed = (when: Pick<RequestWhen, 'timeFrom' | 'timeTo'>) =>
  when.timeFrom >= when.timeTo;

/** The day's problem first, then the window's; null when neither has one. */
export function incidentWindowProblem(when: RequestWhen, now: string): IncidentWindowProblem | null {
  return incidentDateProblem(when.incidentDate, now) ?? (windowReversed(when) ? 'WINDOW_REVERSED' : null);
}
