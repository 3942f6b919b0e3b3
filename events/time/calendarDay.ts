import { CALENDAR_DAY_RANGE } from '../constants.ts';

/** A calendar day (YYYY-MM-DD) within CALENDAR_DAY_RANGE: a year-0 date would fail in PostgreSQL. */
export const inCalendarRange = (day: string) =>
  day >= CALENDAR_DAY_RANGE.min && day <= CALENDAR_DAY_RANGE.max;
