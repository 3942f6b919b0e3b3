/**
 * The `pagination` of the profile's paged lists (GET /users/purchases, the sales of
 * GET /users/earnings). Each page asks for DASHBOARD_PAGE_SIZE rows, the server's default for them.
 */
import { z } from 'zod';
import { DASHBOARD_PAGE_SIZE } from '../../../lib/constants.ts';

/** Read leniently: a missing or odd one (an older server answering every row) reads as one page. */
export const listPaginationSchema = z
  .object({ page: z.number(), limit: z.number(), totalCount: z.number(), totalPages: z.number() })
  .catch({ page: 1, limit: DASHBOARD_PAGE_SIZE, totalCount: 0, totalPages: 1 });
