/**
 * One audit entry as GET /admin/audit and GET /admin/audit/{entityType}/{entityId} answer it, read
 * leniently, and how the screens say it in Thai: who (a person, a system, or an erased person),
 * what (the action) and which fields changed (before → after; personal values only "changed").
 */
import { z } from 'zod';
import { formatSatang, formatThaiDate, formatTime } from '../../../lib/format.ts';
import { lenientOptionalText, lenientText } from '../../../lib/lenientSchemas.ts';
import { adminHistory as t } from './adminSharedTexts.ts';

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

export const whenText = (at: string) => (at ? `${formatThaiDate(at, 'short')} ${formatTime(at)} น.` : '');

export function actorText(entry: AuditEntry): string {
  const { actor } = entry;
  if (actor.kind === 'system') return t.system(actor.system ?? '');
  const role = actor.role ? t.role[actor.role] : undefined;
  const name = actor.displayName ?? (actor.id ? t.erasedPerson : t.empty_value);
  return role ? `${name} (${role})` : name;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A value as the admin reads it: satang as baht, instants as Buddhist-era date and time. */
const valueText = (value: unknown, field = ''): string => {
  if (value === null || value === undefined || value === '') return t.empty_value;
  if (typeof value === 'number' && field.endsWith('Satang')) return formatSatang(value);
  if (typeof value === 'string' && ISO_INSTANT.test(value)) return whenText(value);
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

export const fieldText = (field: string) => t.fields[field] ?? field;

export interface ChangeLine {
  field: string;
  /** The field's Thai name (or its own name when it has none). */
  label: string;
  /** "before → after", or that a personal value changed without showing it. */
  text: string;
}

/** The changed fields of an entry, in the order the server gave them. */
export function changeLines(entry: AuditEntry): ChangeLine[] {
  const changes = entry.summary.changes;
  if (!changes || typeof changes !== 'object') return [];
  return Object.entries(changes as Record<string, unknown>).map(([field, change]) => {
    const c = (change ?? {}) as { before?: unknown; after?: unknown; changed?: unknown };
    const label = fieldText(field);
    if (c.changed === true && !('after' in c)) return { field, label, text: t.changedHidden };
    return { field, label, text: `${valueText(c.before, field)} → ${valueText(c.after, field)}` };
  });
}

/**
 * Whether a fact adds nothing for a reader: ids and moments the entry already shows (its own
 * entity, its actor, its time), and internal keys.
 */
/** References a reader can use (a payment's or refund's id at the provider); other ids are internal. */
const READABLE_IDS = new Set(['paymentId', 'refundId', 'providerRef']);

const isNoise = (entry: AuditEntry, field: string, value: unknown) =>
  value === entry.entityId ||
  (field.endsWith('Id') && !READABLE_IDS.has(field)) ||
  value === entry.actor.id ||
  field === 'by' ||
  field === 'uid' ||
  (field.endsWith('At') && field !== 'downloadUntil');

/** The entry's other facts worth a glance (a reason, an amount, a response), without the changes. */
export function detailLines(entry: AuditEntry): ChangeLine[] {
  return Object.entries(entry.summary)
    .filter(
      ([key, value]) =>
        key !== 'changes' && value !== null && typeof value !== 'object' && !isNoise(entry, key, value),
    )
    .map(([field, value]) => ({ field, label: fieldText(field), text: valueText(value, field) }));
}
