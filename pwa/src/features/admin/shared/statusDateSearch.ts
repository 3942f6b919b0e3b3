/**
 * The URL state, query and cache key of the admin lists filtered by a search, a status and a date
 * range (transactions, payouts; admin spec §2, §9). Anything odd in the address falls back to "none".
 * The route files check the address with these schemas, and the route tree is part of every
 * visitor's first load: keep this module light (zod/mini and constants only).
 */
import * as z from 'zod/mini';
import { ADMIN_DATE_FILTERS, ADMIN_PAGE_SIZE, SEARCH_KEYWORD_MAX } from '../../../lib/constants.ts';

/** An optional URL value: a bad one reads as "not set". */
export const optionalUrlValue = <T extends z.ZodMiniType>(schema: T) =>
  z.catch(z.optional(schema), undefined);

/** A page number in the address: a whole number from 1. */
export const urlPage = () => z.int().check(z.minimum(1));

/** The URL state of a list searched and filtered by `statuses` and a date range. */
export const statusDateSearchSchema = <const S extends readonly [string, ...string[]]>(statuses: S) =>
  z.object({
    search: optionalUrlValue(z.string().check(z.trim(), z.maxLength(SEARCH_KEYWORD_MAX))),
    status: optionalUrlValue(z.enum(statuses)),
    date: optionalUrlValue(z.enum(ADMIN_DATE_FILTERS)),
    page: optionalUrlValue(urlPage()),
  });

export type StatusDateSearch = z.infer<ReturnType<typeof statusDateSearchSchema<[string, ...string[]]>>>;

/** Empty values and page 1 stay out of the address. */
export const tidyStatusDateSearch = <T extends StatusDateSearch>(next: T): T =>
  ({
    search: next.search || undefined,
    status: next.status,
    date: next.date,
    page: next.page && next.page > 1 ? next.page : undefined,
  }) as T;

/** The list request's query: the filters and one page of ADMIN_PAGE_SIZE. */
export const statusDateQuery = (search: StatusDateSearch) => ({
  search: search.search,
  status: search.status,
  date: search.date,
  page: search.page ?? 1,
  limit: ADMIN_PAGE_SIZE,
});

/** The filters' part of the list's query key. */
export const statusDateKey = (search: StatusDateSearch) =>
  [search.search ?? '', search.status ?? 'all', search.date ?? 'all', search.page ?? 1] as const;
