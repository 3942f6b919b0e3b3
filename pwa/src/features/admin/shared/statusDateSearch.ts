/**
 * The URL state, query and cache key of the admin lists filtered by a search, a status and a date
 * range (transactions, payouts; admin spec §2, §9). Anything odd in the address falls back to "none".
 */
import { z } from 'zod';
import { ADMIN_DATE_FILTERS, ADMIN_PAGE_SIZE, SEARCH_KEYWORD_MAX } from '../../../lib/constants.ts';

/** The URL state of a list searched and filtered by `statuses` and a date range. */
export const statusDateSearchSchema = <const S extends readonly [string, ...string[]]>(statuses: S) =>
  z.object({
    search: z.string().trim().max(SEARCH_KEYWORD_MAX).optional().catch(undefined),
    status: z.enum(statuses).optional().catch(undefined),
    date: z.enum(ADMIN_DATE_FILTERS).optional().catch(undefined),
    page: z.number().int().min(1).optional().catch(undefined),
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
