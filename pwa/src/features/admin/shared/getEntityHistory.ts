/** GET /admin/audit/{entityType}/{entityId}: one entity's history, oldest first (the history tab). */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/apiClient.ts';
import { adminPaginationSchema } from './adminPagination.ts';
import { auditEntrySchema } from './auditEntry.ts';

export type HistoryEntityType = 'clip' | 'user' | 'purchase' | 'ledger' | 'payout' | 'complaint' | 'request';

const historySchema = z.object({
  entries: z.array(auditEntrySchema).catch([]),
  pagination: adminPaginationSchema,
});

/** Enough for any one entity's tab; the audit page pages through more. */
export const HISTORY_TAB_LIMIT = 100;

export const entityHistoryQueryOptions = (entityType: HistoryEntityType, entityId: string) =>
  queryOptions({
    queryKey: ['admin', 'history', entityType, entityId],
    queryFn: ({ signal }) =>
      apiRequest(`/admin/audit/${entityType}/${encodeURIComponent(entityId)}`, {
        query: { limit: HISTORY_TAB_LIMIT },
        schema: historySchema,
        signal,
      }),
  });
