import { z } from 'zod';
import { ID_MAX_LENGTH } from '../../events/constants.ts';
import { th } from './messages.ts';
import { isSafeText } from './safeText.ts';

/** Days a date field takes (YYYY-MM-DD): PostgreSQL has no year 0, and no incident is older. */
const CALENDAR_DAY_RANGE = { min: '1900-01-01', max: '9999-12-31' } as const;

/**
 * Free text from a person: a string without NUL or lone surrogates (which PostgreSQL refuses), so
 * schemas chain `.trim().min().max()` on it as on `z.string()`.
 */
export const safeText = (params?: { error: string }) =>
  z.string(params).refine(isSafeText, { error: th.input.unsafeText });

/**
 * Free text a person must give: trimmed, not empty (`required`), at most `max` characters
 * (`tooLong`; the `required` message unless told otherwise).
 */
export const requiredText = (required: string, max: number, tooLong: string = required) =>
  safeText({ error: required }).trim().min(1, required).max(max, tooLong);

/**
 * The ids this API hands out and takes back: uuids, hex, the dev accounts' slugs, Firebase uids and
 * the payment provider's ids (`cs_test_…`, `pi_…`). Nothing else reaches a query.
 */
export const ID_PATTERN = /^[A-Za-z0-9_-]+$/;

/** A real calendar day, YYYY-MM-DD, within CALENDAR_DAY_RANGE (a year-0 date would fail in PostgreSQL). */
export const inCalendarRange = (day: string) =>
  day >= CALENDAR_DAY_RANGE.min && day <= CALENDAR_DAY_RANGE.max;

export const calendarDay = (message: string) =>
  z.iso.date({ error: message }).refine(inCalendarRange, { error: message });

export const idSchema = (message: string = th.input.invalidId) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(ID_MAX_LENGTH, { error: message })
    .regex(ID_PATTERN, { error: message });
