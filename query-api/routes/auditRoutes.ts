import type { Request, Response, Router } from 'express';
import { z } from 'zod';
import { ADMIN_PAGE_SIZE } from '../../events/constants.ts';
import { LIST_MAX_PAGE, MAX_PAGE_SIZE } from '../constants.ts';
import { ApiError } from '../../infra/http/apiError.ts';
import { authorize, defineRoute, type CallerAccess } from '../../infra/http/defineRoute.ts';
import { inCalendarRange } from '../../events/time/calendarDay.ts';
import { idSchema } from '../../infra/http/inputSchemas.ts';
import { th } from '../../infra/http/messages.ts';
import { auditTexts } from './messages/auditTexts.ts';
import type { OpenApiRegistry } from '../../infra/http/openApi.ts';
import { fieldErrors } from '../../infra/http/zodToThai.ts';
import type { SqlExecutor } from '../../infra/adapters/postgres/sqlClient.ts';
import {
  AUDIT_ENTITY_TYPES,
  auditActions,
  auditPages,
  entityHistory,
  listAudit,
  type AuditEntry,
} from '../queries/listAudit.ts';
import { optionalText } from './querySchemas.ts';

/** Rows per round trip of the CSV export: one page in memory at a time. */
const EXPORT_PAGE_ROWS = 1000;

const page = z.coerce
  .number({ error: auditTexts.invalidPage })
  .int({ error: auditTexts.invalidPage })
  .min(1, { error: auditTexts.invalidPage })
  .max(LIST_MAX_PAGE, { error: auditTexts.invalidPage })
  .default(1);
const limit = z.coerce
  .number({ error: auditTexts.invalidLimit(MAX_PAGE_SIZE) })
  .int({ error: auditTexts.invalidLimit(MAX_PAGE_SIZE) })
  .min(1, { error: auditTexts.invalidLimit(MAX_PAGE_SIZE) })
  .max(MAX_PAGE_SIZE, { error: auditTexts.invalidLimit(MAX_PAGE_SIZE) });

/** '' and 'all' (the screens' "all") mean no filter. */
const none = z.enum(['', 'all']).transform(() => undefined);
const entityType = z.enum(AUDIT_ENTITY_TYPES, { error: auditTexts.invalidEntityType });
const action = z
  .string()
  .refine((value) => auditActions().includes(value), { error: auditTexts.invalidAction });

/** A real calendar day, YYYY-MM-DD (a Bangkok day). */
const day = z
  .string()
  .trim()
  .refine(
    (value) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
      const date = new Date(`${value}T00:00:00Z`);
      return (
        !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && inCalendarRange(value)
      );
    },
    { error: auditTexts.invalidDate },
  );

const filterFields = {
  actor: optionalText,
  entityType: entityType.optional().or(none),
  entityId: optionalText,
  action: action.optional().or(none),
  dateFrom: day.optional().or(z.literal('').transform(() => undefined)),
  dateTo: day.optional().or(z.literal('').transform(() => undefined)),
};

const inOrder = <T extends { dateFrom?: string; dateTo?: string }>(value: T, ctx: z.RefinementCtx) => {
  if (value.dateFrom && value.dateTo && value.dateFrom > value.dateTo)
    ctx.addIssue({ code: 'custom', path: ['dateFrom'], message: auditTexts.dateRange });
};

const listQuery = z
  .object({ ...filterFields, page, limit: limit.default(ADMIN_PAGE_SIZE) })
  .strict()
  .superRefine(inOrder);
const exportQuery = z.object(filterFields).strict().superRefine(inOrder);
const historyParams = z.object({ entityType, entityId: idSchema() }).strict();
const historyQuery = z.object({ page, limit: limit.default(MAX_PAGE_SIZE) }).strict();

/** A CSV cell: quoted when it must be, and never read by a spreadsheet as a formula. */
function cell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (values: unknown[]) => `${values.map(cell).join(',')}\r\n`;

function csvRow(entry: AuditEntry): string {
  return csvLine([
    entry.at,
    entry.actor.kind,
    entry.actor.id,
    entry.actor.role,
    entry.actor.system,
    entry.actor.displayName,
    entry.entityType,
    entry.entityId,
    entry.action,
    JSON.stringify(entry.summary),
  ]);
}

/** Writes and waits for the socket to drain when it is full. */
async function write(res: Response, chunk: string): Promise<void> {
  if (!res.write(chunk)) await new Promise<void>((resolve) => res.once('drain', resolve));
}

/**
 * The audit trail (issue 7): the admin's audit page with its filters, its CSV export, and one
 * entity's history for the "history" tab of each admin detail popup. Admins only.
 */
export function auditRoutes(router: Router, registry: OpenApiRegistry, db: SqlExecutor): void {
  defineRoute(router, registry, {
    method: 'get',
    path: '/admin/audit',
    summary:
      'Who did what, when, newest first: filters actor (id, system, e-mail or name), entityType, entityId, action, dateFrom/dateTo (Bangkok days); pages',
    access: 'admin',
    query: listQuery,
    handle: async ({ query }) => ({ data: await listAudit(db, query) }),
  });

  registry.add({
    method: 'get',
    path: '/admin/audit/export.csv',
    summary:
      'The same entries and filters as GET /admin/audit, all of them, as CSV (UTF-8 with BOM), streamed',
    access: 'admin',
    query: exportQuery,
  });
  router.get('/admin/audit/export.csv', async (req: Request, res: Response) => {
    authorize('admin', (res.locals.access as CallerAccess | undefined) ?? null);
    const parsed = exportQuery.safeParse(req.query, { reportInput: true });
    if (!parsed.success) throw new ApiError(400, 'VALIDATION', th.validation, fieldErrors(parsed.error));
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', 'attachment; filename="dashclip-audit.csv"');
    res.setHeader('Cache-Control', 'private, no-store');
    try {
      // The BOM tells Excel the file is UTF-8, so Thai shows as Thai.
      await write(res, `\uFEFF${csvLine([...auditTexts.csvHeader])}`);
      for await (const entries of auditPages(db, parsed.data, EXPORT_PAGE_ROWS))
        await write(res, entries.map(csvRow).join(''));
      res.end();
    } catch (error) {
      // Once the first bytes are out there is no error answer to give: cut the download short.
      if (!res.headersSent) throw error;
      res.destroy(error as Error);
    }
  });

  defineRoute(router, registry, {
    method: 'get',
    path: '/admin/audit/:entityType/:entityId',
    summary:
      "One clip's, user's, purchase's, ledger's, payout's or complaint's history, oldest first (the detail popups' history tab)",
    access: 'admin',
    params: historyParams,
    query: historyQuery,
    handle: async ({ params, query }) => ({
      data: await entityHistory(db, params.entityType, params.entityId, query),
    }),
  });
}
