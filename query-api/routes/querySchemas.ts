import { z } from 'zod';
import { SEARCH_TEXT_MAX } from '../../events/constants.ts';
import { LIST_MAX_PAGE, MAX_PAGE_SIZE, PRICE_FILTER_MAX_BAHT } from '../constants.ts';
import { inCalendarRange } from '../../events/time/calendarDay.ts';
import { idSchema, safeText } from '../../infra/http/inputSchemas.ts';
import { auditTexts } from './messages/auditTexts.ts';
import { listTexts } from './messages/listTexts.ts';

export const idParams = z.object({ id: idSchema() }).strict();

const pageError = { error: listTexts.invalidPage };
export const page = z.coerce
  .number(pageError)
  .int(pageError)
  .min(1, pageError)
  .max(LIST_MAX_PAGE, pageError)
  .default(1);
const limitError = { error: listTexts.invalidLimit(MAX_PAGE_SIZE) };
export const limit = (pageSize: number) =>
  z.coerce
    .number(limitError)
    .int(limitError)
    .min(1, limitError)
    .max(MAX_PAGE_SIZE, limitError)
    .default(pageSize);

export const pageQuery = (pageSize: number) => z.object({ page, limit: limit(pageSize) }).strict();

/** Free text an admin list searches by; empty means no search. */
export const optionalText = safeText()
  .trim()
  .max(SEARCH_TEXT_MAX)
  .optional()
  .transform((value) => value || undefined);

/** An optional choice where '' and 'all' (the admin screens' "all") mean no filter. */
export const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .enum(values, { error: message })
    .optional()
    .or(z.enum(['', 'all']).transform(() => undefined));

/** An optional yes/no filter: 'true' or 'false'; '' and 'all' mean no filter. */
export const optionalFlag = z
  .enum(['true', 'false', '', 'all'], { error: listTexts.invalidBoolean })
  .optional()
  .transform((value) => (value === 'true' ? true : value === 'false' ? false : undefined));

/** A list's sort column, one of `sorts`, with a Thai message naming them. */
export const sortBy = <T extends readonly [string, ...string[]]>(sorts: T, fallback: T[number]) =>
  z.enum(sorts, { error: listTexts.invalidSortBy(sorts) }).default(fallback);

/** asc or desc, newest (largest) first unless told. */
export const sortOrder = z.enum(['asc', 'desc'], { error: listTexts.invalidSortOrder }).default('desc');

/** An optional calendar day, YYYY-MM-DD (a real date; a Bangkok day); '' means none. */
export const optionalDay = z
  .string()
  .trim()
  .refine(
    (value) => {
      if (value === '') return true;
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
      const date = new Date(`${value}T00:00:00Z`);
      return (
        !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && inCalendarRange(value)
      );
    },
    { error: auditTexts.invalidDate },
  )
  .optional()
  .transform((value) => value || undefined);

/** An optional amount of baht, 0 up to PRICE_FILTER_MAX_BAHT; '' means none. */
export const optionalBaht = z
  .union([z.literal('').transform(() => undefined), z.coerce.number({ error: listTexts.invalidPrice })])
  .optional()
  .refine((value) => value === undefined || (Number.isFinite(value) && value >= 0), {
    error: listTexts.invalidPrice,
  })
  .refine((value) => value === undefined || value <= PRICE_FILTER_MAX_BAHT, {
    error: listTexts.priceFilterRange(PRICE_FILTER_MAX_BAHT),
  });
