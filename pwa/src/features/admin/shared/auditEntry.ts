/**
 * One audit entry as GET /admin/audit and GET /admin/audit/{entityType}/{entityId} answer it, read
 * leniently, and how the screens say it in Thai: who (a person, a system, or an erased person),
 * what (the action) and which fields changed (before → after; personal values only "changed").
 */
import { z } from 'zod';
import { lenientOptionalText, lenientText } from '../../../lib/lenientSchemas.ts';
import { labelOrKey } from '../../../lib/labels.ts';
import { adminHistory as t } from './adminSharedTexts.ts';
import { auditFieldText, auditValueText, sameValue, SECRET_FIELDS, whenText } from './auditValues.ts';

export const auditEntrySchema = z.object({
  id: z.string(),
  at: lenientText,
  actor: z
    .object({
      kind: z.string().catch('person'),
      id: lenientOptionalText,
      role: lenientOptionalText,
      system: lenientOptionalText,
      displayName: lenientOptionalText,
    })
    .catch({ kind: 'person', id: null, role: null, system: null, displayName: null }),
  entityType: lenientText,
  entityId: lenientText,
  action: lenientText,
  summary: z.record(z.string(), z.unknown()).catch({}),
  erased: z.boolean().catch(false),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const actionText = (action: string) => t.actions[action] ?? action;

export { whenText };

export function actorText(entry: AuditEntry): string {
  const { actor } = entry;
  if (actor.kind === 'system') return t.system(labelOrKey(t.systems, actor.system ?? ''));
  const role = actor.role ? t.role[actor.role] : undefined;
  const name = actor.displayName ?? (actor.id ? t.erasedPerson : t.empty_value);
  return role ? `${name} (${role})` : name;
}

export const fieldText = (field: string, entityType = '') => auditFieldText(field, entityType);

export interface ChangeLine {
  field: string;
  /** The field's Thai name (or its own name when it has none). */
  label: string;
  /** "before → after", or that a personal value changed without showing it. */
  text: string;
}

/**
 * The changed fields of an entry, in the order the server gave them: never a secret (a password
 * change says so in its action), never a field whose value stayed the same (kbank → kbank).
 */
export function changeLines(entry: AuditEntry): ChangeLine[] {
  const changes = entry.summary.changes;
  if (!changes || typeof changes !== 'object') return [];
  return Object.entries(changes as Record<string, unknown>).flatMap(([field, change]) => {
    if (SECRET_FIELDS.has(field)) return [];
    const c = (change ?? {}) as { before?: unknown; after?: unknown; changed?: unknown };
    const label = fieldText(field, entry.entityType);
    if (c.changed === true && !('after' in c)) return [{ field, label, text: t.changedHidden }];
    if (sameValue(c.before, c.after)) return [];
    const value = (v: unknown) => auditValueText(field, v, entry.entityType);
    return [{ field, label, text: `${value(c.before)} → ${value(c.after)}` }];
  });
}

/** References a reader can use (a payment's or refund's id at the provider); other ids are internal. */
const READABLE_IDS = new Set(['paymentId', 'refundId', 'providerRef']);

/**
 * Whether a fact adds nothing for a reader: ids and moments the entry already shows (its own
 * entity, its actor, its time), internal keys, and secrets.
 */
const isNoise = (entry: AuditEntry, field: string, value: unknown) =>
  value === entry.entityId ||
  (field.endsWith('Id') && !READABLE_IDS.has(field)) ||
  value === entry.actor.id ||
  field === 'by' ||
  field === 'uid' ||
  field === 'requestedBy' ||
  field === 'ip' ||
  SECRET_FIELDS.has(field) ||
  (field.endsWith('At') && field !== 'downloadUntil');

/** The entry's other facts worth a glance (a reason, an amount, a response), without the changes. */
export function detailLines(entry: AuditEntry): ChangeLine[] {
  return Object.entries(entry.summary)
    .filter(
      ([key, value]) =>
        key !== 'changes' &&
        value !== null &&
        // Of the objects, only those with words of their own: a list, a payment failure.
        (typeof value !== 'object' || Array.isArray(value) || key === 'failure') &&
        !isNoise(entry, key, value),
    )
    .map(([field, value]) => ({
      field,
      label: fieldText(field, entry.entityType),
      text: auditValueText(field, value, entry.entityType),
    }));
}
