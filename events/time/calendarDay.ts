/** Days a date field takes (YYYY-MM-DD): PostgreSQL has no year 0, and no incident is older. */
export const CALENDAR_DAY_RANGE = { min: '1900-01-01', max: '9999-12-31' } as const;

/** A calendar day (YYYY-MM-DD) within CALENDAR_DAY_RANGE: a year-0 date would fail in PostgreSQL. */
export const inCalendarRange = (day: string) =>
  day >= CALENDAR_DAY_RANGE.min && day <= CALENDAR_DAY_RANGE.max;
