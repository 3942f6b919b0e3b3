import type { Router } from 'express';
import { z } from 'zod';
import { ADMIN_PAGE_SIZE, COMPLAINT_STATUSES, COMPLAINT_TYPES } from '../../events/constants.ts';
import { defineRoute } from '../../infra/http/defineRoute.ts';
import { complaintTexts } from './messages/complaintTexts.ts';
import type { OpenApiRegistry } from '../../infra/http/openApi.ts';
import type { SqlExecutor } from '../../infra/adapters/postgres/sqlClient.ts';
import { listAdminComplaints, listMyComplaints } from '../queries/listComplaints.ts';
import { limit, optionalChoice, optionalText, page, pageQuery } from './querySchemas.ts';

const adminComplaintsQuery = z
  .object({
    search: optionalText,
    status: optionalChoice(COMPLAINT_STATUSES, complaintTexts.statusInvalid),
    type: optionalChoice(COMPLAINT_TYPES, complaintTexts.typeInvalid),
    page,
    limit: limit(ADMIN_PAGE_SIZE),
  })
  .strict();

/** Complaints (issue 7): the reporter's own, and the admin's list (spec admin §7 GET /admin/complaints). */
export function complaintQueryRoutes(router: Router, registry: OpenApiRegistry, db: SqlExecutor): void {
  defineRoute(router, registry, {
    method: 'get',
    path: '/complaints/mine',
    summary:
      "The caller's complaints, newest first, with status, the clip's title and the admin's response (never the internal priority)",
    access: 'member',
    query: pageQuery(ADMIN_PAGE_SIZE),
    handle: async ({ query, actor }) => ({ data: await listMyComplaints(db, actor!.id, query) }),
  });

  defineRoute(router, registry, {
    method: 'get',
    path: '/admin/complaints',
    summary:
      'Complaints newest first with counts over all of them: search (id, reporter, subject, description), status and type filters, pages',
    access: 'admin',
    query: adminComplaintsQuery,
    handle: async ({ query }) => ({ data: await listAdminComplaints(db, query) }),
  });
}
