/**
 * The URL state of /admin/audit and the entity types it filters by. The route file checks the
 * address with this schema, and the route tree is part of every visitor's first load: keep this
 * module light (zod/mini and constants only, no texts or API code).
 */
import * as z from 'zod/mini';
import { optionalUrlValue, urlPage } from '../shared/statusDateSearch.ts';

/** The entity types of the audit log; each is a HistoryEntityType (checked in api/adminAudit.ts). */
export const AUDIT_ENTITY_TYPES = [
  'clip',
  'user',
  'purchase',
  'ledger',
  'payout',
  'complaint',
  'request',
] as const;

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** The URL state of /admin/audit; a missing filter means all, a missing page means 1. */
export const adminAuditSearchSchema = z.object({
  // Coerced: an id typed into the URL by hand may read as a number.
  actor: optionalUrlValue(z.coerce.string().check(z.trim(), z.minLength(1))),
  entityType: optionalUrlValue(z.enum(AUDIT_ENTITY_TYPES)),
  action: optionalUrlValue(z.string().check(z.minLength(1))),
  dateFrom: optionalUrlValue(day),
  dateTo: optionalUrlValue(day),
  page: optionalUrlValue(urlPage()),
});
export type AdminAuditSearch = z.infer<typeof adminAuditSearchSchema>;
export type AuditFilters = Omit<AdminAuditSearch, 'page'>;
