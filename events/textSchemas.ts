import { z } from 'zod';
import { isSafeText } from './safeText.ts';
import { inCalendarRange } from './time/calendarDay.ts';

/*
 * The zod pieces every text input is built from, once. Each side says what a refusal reads: the
 * HTTP edge passes Thai messages (infra/http/inputSchemas.ts), the upload use case passes problem
 * codes that its route words (command-api/uploads/uploadFields.ts).
 */

/**
 * Free text from a person: a string without NUL or lone surrogates (which PostgreSQL refuses), so
 * schemas chain `.trim().min().max()` on it as on `z.string()`.
 */
export const safeTextSchema = (unsafe: string, params?: { error: string }) =>
  z.string(params).refine(isSafeText, { error: unsafe });

/**
 * Free text a person must give: trimmed, not empty (`required`), at most `max` characters
 * (`tooLong`; the `required` message unless told otherwise).
 */
export const requiredTextSchema = (
  unsafe: string,
  required: string,
  max: number,
  tooLong: string = required,
) => safeTextSchema(unsafe, { error: required }).trim().min(1, required).max(max, tooLong);

/** A real calendar day, YYYY-MM-DD, within CALENDAR_DAY_RANGE (a year-0 date would fail in PostgreSQL). */
export const calendarDaySchema = (message: string) =>
  z.iso.date({ error: message }).refine(inCalendarRange, { error: message });
