import { z } from 'zod';
import { ID_MAX_LENGTH } from '../../events/constants.ts';
import { calendarDaySchema, requiredTextSchema, safeTextSchema } from '../../events/textSchemas.ts';
import { th } from './messages.ts';

/** Free text from a person (events/textSchemas.ts), refused in Thai. */
export const safeText = (params?: { error: string }) => safeTextSchema(th.input.unsafeText, params);

/** Free text a person must give (events/textSchemas.ts), refused in Thai. */
export const requiredText = (required: string, max: number, tooLong: string = required) =>
  requiredTextSchema(th.input.unsafeText, required, max, tooLong);

/**
 * The ids this API hands out and takes back: uuids, hex, the dev accounts' slugs, Firebase uids and
 * the payment provider's ids (`cs_test_…`, `pi_…`). Nothing else reaches a query.
 */
export const ID_PATTERN = /^[A-Za-z0-9_-]+$/;

/** A real calendar day (events/textSchemas.ts). */
export const calendarDay = calendarDaySchema;

export const idSchema = (message: string = th.input.invalidId) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(ID_MAX_LENGTH, { error: message })
    .regex(ID_PATTERN, { error: message });
