/**
 * The audit page's calls (issue 7): GET /admin/audit (newest first, filtered and paged on the
 * server) and GET /admin/audit/export.csv with the same filters. The export needs the bearer
 * token, so it is fetched as a file and saved from an object URL rather than linked to.
 */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../../lib/apiClient.ts';
import { fetchSignedInFile, saveFile } from '../../../../lib/fileDownload.ts';
import { ADMIN_PAGE_SIZE } from '../../../../lib/constants.ts';
import { adminPaginationSchema } from '../../shared/adminPagination.ts';
import { auditEntrySchema } from '../../shared/auditEntry.ts';
import type { HistoryEntityType } from '../../shared/getEntityHistory.ts';
import { AUDIT_ENTITY_TYPES, type AuditFilters } from '../adminAuditSearch.ts';

// The URL state lives in its own light module (the route tree loads it on every first visit).
export {
  AUDIT_ENTITY_TYPES,
  adminAuditSearchSchema,
  type AdminAuditSearch,
  type AuditFilters,
} from '../adminAuditSearch.ts';

// Each entity type of the audit log is one the history tab knows.
AUDIT_ENTITY_TYPES satisfies readonly HistoryEntityType[];

// One odd entry is left out rather than hiding the page.
const auditListSchema = z.object({
  entries: z
    .array(z.unknown())
    .catch([])
    .transform((items) =>
      items.flatMap((item) => {
        const parsed = auditEntrySchema.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
  pagination: adminPaginationSchema,
});
export type AuditList = z.infer<typeof auditListSchema>;

const filterQuery = (filters: AuditFilters) => ({
  actor: filters.actor,
  entityType: filters.entityType,
  action: filters.action,
  dateFrom: filters.dateFrom,
  dateTo: filters.dateTo,
});

export const adminAuditKeys = {
  all: ['admin', 'audit'] as const,
  list: (filters: AuditFilters, page: number) => [...adminAuditKeys.all, filters, page] as const,
};

export const adminAuditQueryOptions = (filters: AuditFilters, page: number) =>
  queryOptions({
    queryKey: adminAuditKeys.list(filters, page),
    queryFn: ({ signal }) =>
      apiRequest('/admin/audit', {
        query: { ...filterQuery(filters), page, limit: ADMIN_PAGE_SIZE },
        schema: auditListSchema,
        signal,
      }),
  });

const EXPORT_FILE_NAME = 'dashclip-audit.csv';

/** The CSV of every entry matching the filters, as a file; a failure carries the server's Thai text. */
export const fetchAuditCsv = (filters: AuditFilters) =>
  fetchSignedInFile('/admin/audit/export.csv', {
    accept: 'text/csv',
    fallbackName: EXPORT_FILE_NAME,
    query: filterQuery(filters),
  });

export async function exportAuditCsv(filters: AuditFilters): Promise<void> {
  const { blob, fileName } = await fetchAuditCsv(filters);
  saveFile(blob, fileName);
}
