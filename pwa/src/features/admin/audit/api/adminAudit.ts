/**
 * The audit page's calls (issue 7): GET /admin/audit (newest first, filtered and paged on the
 * server) and GET /admin/audit/export.csv with the same filters. The export needs the bearer
 * token, so it is fetched as a file and saved from an object URL rather than linked to.
 */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiRequest, apiUrl } from '../../../../lib/apiClient.ts';
import { ADMIN_PAGE_SIZE } from '../../../../lib/constants.ts';
import { getToken } from '../../../../lib/session.ts';
import { errors } from '../../../../lib/texts.ts';
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

const failureSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

/** The CSV of every entry matching the filters, as a file; a failure carries the server's Thai text. */
export async function fetchAuditCsv(filters: AuditFilters): Promise<{ blob: Blob; fileName: string }> {
  const headers = new Headers({ Accept: 'text/csv' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(apiUrl('/admin/audit/export.csv', filterQuery(filters)), { headers });
  } catch {
    throw new ApiError('NETWORK', 0, errors.connection);
  }
  if (!response.ok) {
    let json: unknown;
    try {
      json = JSON.parse(await response.text());
    } catch {
      json = undefined;
    }
    const failure = failureSchema.safeParse(json);
    if (failure.success)
      throw new ApiError(failure.data.error.code, response.status, failure.data.error.message);
    throw new ApiError('HTTP_ERROR', response.status, errors.connection);
  }
  const named = /filename="?([^";]+)"?/.exec(response.headers.get('Content-Disposition') ?? '');
  return { blob: await response.blob(), fileName: named?.[1] ?? EXPORT_FILE_NAME };
}

/** Hands a file to the browser's download, then lets the object URL go. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL only after the click's task; give them a moment.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export async function exportAuditCsv(filters: AuditFilters): Promise<void> {
  const { blob, fileName } = await fetchAuditCsv(filters);
  saveFile(blob, fileName);
}
