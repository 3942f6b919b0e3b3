import { z } from 'zod';
import { ADMIN_PAGE_SIZE } from '../../../lib/constants.ts';

/** True when the server stopped counting (more than its cap match; totalCount is then the cap). */
export const totalCountCappedSchema = z.boolean().optional().catch(undefined);

/** The `pagination` of the admin lists, read leniently: an odd one reads as one empty page. */
export const adminPaginationSchema = z
  .object({
    page: z.number(),
    limit: z.number(),
    totalCount: z.number(),
    totalPages: z.number(),
    totalCountCapped: totalCountCappedSchema,
  })
  .catch({ page: 1, limit: ADMIN_PAGE_SIZE, totalCount: 0, totalPages: 1, totalCountCapped: undefined });
export type AdminPagination = z.infer<typeof adminPaginationSchema>;
