import type { SqlExecutor } from '../../../infra/adapters/postgres/sqlClient.ts';
import type { TableNames } from '../../projection.ts';
import type { BigIntValue, Timestamp } from '../columnTypes.ts';
import type { Summary } from './auditSummary.ts';

export type AuditTable = 'audit_entries' | 'audit_previous' | 'audit_erased';

/** An `audit_entries` row: one domain event, who did it, to what, and what changed. */
export interface AuditEntryRow {
  event_id: string;
  /** The event's global position, the order of the trail. */
  position_tx: BigIntValue;
  position_gp: BigIntValue;
  occurred_at: Timestamp;
  actor_kind: 'person' | 'system';
  actor_id: string | null;
  actor_role: string | null;
  actor_system: string | null;
  entity_type: string;
  entity_id: string;
  /** The person the entity belongs to. */
  owner_id: string | null;
  action: string;
  summary: Summary;
  erased: boolean;
}

/** An `audit_previous` row: the last known non-personal fields of a clip or user (`type:id`). */
export interface AuditPreviousRow {
  entity_key: string;
  owner_id: string | null;
  fields: Record<string, unknown>;
}

/** An `audit_erased` row: a person erased so far. */
export interface AuditErasedRow {
  uid: string;
}

/**
 * The audit trail (DESIGN.md §5): one row per domain event with who did it, to what and what
 * changed — never a personal field's value. `audit_previous` keeps the last known non-personal
 * values of each clip and user, so that an edit can show before → after; `audit_erased` the people
 * erased so far, so that a replay blanks their entries as the live projection did.
 */
export async function createAuditTables(db: SqlExecutor, t: TableNames<AuditTable>): Promise<void> {
  await db.exec(`
    create table if not exists ${t.audit_entries} (
      event_id text primary key,
      position_tx bigint not null,
      position_gp bigint not null,
      occurred_at timestamptz not null,
      actor_kind text not null,
      actor_id text,
      actor_role text,
      actor_system text,
      entity_type text not null,
      entity_id text not null,
      -- The person the entity belongs to (a clip's seller, a ledger's or payout's seller, the user).
      owner_id text,
      action text not null,
      summary jsonb not null,
      erased boolean not null default false
    );
    create table if not exists ${t.audit_previous} (
      entity_key text primary key,
      owner_id text,
      fields jsonb not null
    );
    create table if not exists ${t.audit_erased} (uid text primary key);`);
}

/** What the admin lists filter and sort on. */
export async function createAuditIndexes(db: SqlExecutor, t: TableNames<AuditTable>): Promise<void> {
  await db.exec(`
    create index if not exists ${t.audit_entries}_position on ${t.audit_entries} (position_tx desc, position_gp desc);
    create index if not exists ${t.audit_entries}_entity on ${t.audit_entries} (entity_type, entity_id, position_tx, position_gp);
    create index if not exists ${t.audit_entries}_actor on ${t.audit_entries} (actor_id, position_tx desc, position_gp desc);
    create index if not exists ${t.audit_entries}_system on ${t.audit_entries} (actor_system, position_tx desc, position_gp desc)
      where actor_system is not null;
    create index if not exists ${t.audit_entries}_action on ${t.audit_entries} (action, position_tx desc, position_gp desc);
    create index if not exists ${t.audit_entries}_occurred on ${t.audit_entries} (occurred_at);
    create index if not exists ${t.audit_entries}_owner on ${t.audit_entries} (owner_id);`);
}
