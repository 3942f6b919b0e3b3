import { MS_PER_DAY } from '../../events/constants.ts';
import { ADMIN_COUNT_CAP } from '../constants.ts';
import type { SqlExecutor } from '../../infra/adapters/postgres/sqlClient.ts';
import { auditProjection } from '../../projector/projections/audit/auditProjection.ts';
import type { AuditEntryRow } from '../../projector/projections/audit/auditTables.ts';
import { USER_SEARCH_TEXT, type UserRow } from '../../projector/projections/users/userTables.ts';
import { containing } from './adminPeriod.ts';
import { cappedCount, cappedPagination, offsetOf, pagination, type Page } from './pagination.ts';

/** What the audit's entries are about (the stream types of DESIGN.md §3 that carry audit actions). */
export const AUDIT_ENTITY_TYPES = [
  'clip',
  'user',
  'purchase',
  'ledger',
  'payout',
  'complaint',
  'request',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** Every action the audit records: the projection's own list, so new event types appear by themselves. */
export const auditActions = (): readonly string[] => auditProjection.handles;

export interface AuditFilters {
  /** An actor's id or system name, or part of a person's e-mail or display name (users read model). */
  actor?: string;
  entityType?: AuditEntityType;
  entityId?: string;
  action?: string;
  /** Bangkok calendar days, YYYY-MM-DD, both included. */
  dateFrom?: string;
  dateTo?: string;
}

/** An entry as `columns` select it: its position as text (the export's keyset), the actor's name. */
type AuditRow = Pick<
  AuditEntryRow,
  | 'event_id'
  | 'occurred_at'
  | 'actor_kind'
  | 'actor_id'
  | 'actor_role'
  | 'actor_system'
  | 'entity_type'
  | 'entity_id'
  | 'action'
  | 'summary'
  | 'erased'
> & {
  position_tx: string;
  position_gp: string;
  display_name: UserRow['display_name'] | null;
};

/** The start of a Bangkok day, as an instant. */
const bangkokMidnight = (day: string) => new Date(`${day}T00:00:00+07:00`);

/** At most this many people match an actor's e-mail or name: a filter, not a people search. */
const ACTOR_MATCHES_MAX = 200;

/**
 * The ids an actor filter stands for: itself (an id or a system name) and the people whose e-mail,
 * name or phone contains it (through the users' trigram index). Looked up first, so the entries are then found by their actor index.
 */
async function actorIds(db: SqlExecutor, actor: string): Promise<string[]> {
  const { rows } = await db.query<Pick<UserRow, 'uid'>>(
    `select u.uid from users u where not u.erased and (${USER_SEARCH_TEXT('u.')}) ilike $1 limit $2`,
    [containing(actor), ACTOR_MATCHES_MAX],
  );
  return [...new Set([actor, ...rows.map((row) => row.uid)])];
}

const actorsOf = (db: SqlExecutor, filters: AuditFilters) =>
  filters.actor ? actorIds(db, filters.actor) : Promise.resolve(null);

function whereOf(filters: AuditFilters, actors: string[] | null) {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (filters.actor && actors) {
    params.push(actors, filters.actor);
    where.push(`(a.actor_id = any($${params.length - 1}::text[]) or a.actor_system = $${params.length})`);
  }
  if (filters.entityType) add((n) => `a.entity_type = ${n}`, filters.entityType);
  if (filters.entityId) add((n) => `a.entity_id = ${n}`, filters.entityId);
  if (filters.action) add((n) => `a.action = ${n}`, filters.action);
  if (filters.dateFrom)
    add((n) => `a.occurred_at >= ${n}::timestamptz`, bangkokMidnight(filters.dateFrom).toISOString());
  if (filters.dateTo) {
    const end = new Date(bangkokMidnight(filters.dateTo).getTime() + MS_PER_DAY);
    add((n) => `a.occurred_at < ${n}::timestamptz`, end.toISOString());
  }
  return { where, params };
}

const columns = `a.event_id, a.position_tx::text as position_tx, a.position_gp::text as position_gp, a.occurred_at,
  a.actor_kind, a.actor_id, a.actor_role, a.actor_system, a.entity_type, a.entity_id, a.action, a.summary,
  a.erased, case when u.erased then null else nullif(u.display_name, '') end as display_name`;
const from = `audit_entries a left join users u on u.uid = a.actor_id`;

/** One audit entry as the admin screens show it: an erased person keeps only their opaque id. */
export function toAuditEntry(row: AuditRow) {
  return {
    id: row.event_id,
    at: new Date(row.occurred_at).toISOString(),
    actor: {
      kind: row.actor_kind,
      id: row.actor_id,
      role: row.actor_role,
      system: row.actor_system,
      displayName: row.display_name,
    },
    entityType: row.entity_type,
    entityId: row.entity_id,
    action: row.action,
    summary: row.summary,
    erased: row.erased,
  };
}
export type AuditEntry = ReturnType<typeof toAuditEntry>;

const NEWEST_FIRST = 'order by a.position_tx desc, a.position_gp desc';

/**
 * The entries an actor filter stands for, newest first, at most `limitParam` of them: one ordered
 * walk of the actor index per matching person (and one for a system actor), merged. An `= any()`
 * over the people would have to sort every entry they ever made.
 */
function byActorSource(andWhere: string, idsParam: string, systemParam: string, limitParam: string) {
  return `(select e.* from unnest(${idsParam}::text[]) as x(id)
      cross join lateral (select a.* from audit_entries a where a.actor_id = x.id ${andWhere} ${NEWEST_FIRST}
        limit ${limitParam}) e
    union all
    (select a.* from audit_entries a where a.actor_system = ${systemParam} ${andWhere} ${NEWEST_FIRST}
      limit ${limitParam})) a`;
}

/** The audit page: newest first, filtered and paged on the server; counted up to ADMIN_COUNT_CAP. */
export async function listAudit(db: SqlExecutor, filters: AuditFilters & Page) {
  const actors = await actorsOf(db, filters);
  const { where, params } = whereOf(filters, null);
  const n = params.length;
  const offset = offsetOf(filters);
  const byActor = actors && filters.actor ? [actors, filters.actor] : null;
  // The source of entries, and the parameters it adds after the filters' own.
  const source = (walkLimit: number): [string, unknown[]] =>
    byActor
      ? [
          byActorSource(
            where.map((clause) => `and ${clause}`).join(' '),
            `$${n + 1}`,
            `$${n + 2}`,
            `$${n + 3}`,
          ),
          [...byActor, walkLimit],
        ]
      : [`(select a.* from audit_entries a ${where.length ? `where ${where.join(' and ')}` : ''}) a`, []];
  const [countSource, countParams] = source(ADMIN_COUNT_CAP + 1);
  const count = await cappedCount(db, `from ${countSource}`, [...params, ...countParams]);
  const [pageSource, pageParams] = source(offset + filters.limit);
  const next = n + pageParams.length;
  const { rows } = await db.query<AuditRow>(
    `select ${columns} from ${pageSource} left join users u on u.uid = a.actor_id
      ${NEWEST_FIRST} limit $${next + 1} offset $${next + 2}`,
    [...params, ...pageParams, filters.limit, offset],
  );
  return { entries: rows.map(toAuditEntry), pagination: cappedPagination(filters, count) };
}

/**
 * Every matching entry, newest first, one page of `pageSize` at a time (keyset on the global
 * position), so an export of any size holds one page in memory.
 */
export async function* auditPages(
  db: SqlExecutor,
  filters: AuditFilters,
  pageSize: number,
): AsyncGenerator<AuditEntry[]> {
  let after: { tx: string; gp: string } | null = null;
  const actors = await actorsOf(db, filters);
  for (;;) {
    const { where, params } = whereOf(filters, actors);
    if (after) {
      params.push(after.tx, after.gp);
      where.push(
        `(a.position_tx, a.position_gp) < ($${params.length - 1}::bigint, $${params.length}::bigint)`,
      );
    }
    const whereSql = where.length ? `where ${where.join(' and ')}` : '';
    const { rows } = await db.query<AuditRow>(
      `select ${columns} from ${from} ${whereSql}
        order by a.position_tx desc, a.position_gp desc limit $${params.length + 1}`,
      [...params, pageSize],
    );
    if (rows.length > 0) yield rows.map(toAuditEntry);
    if (rows.length < pageSize) return;
    const last = rows[rows.length - 1]!;
    after = { tx: last.position_tx, gp: last.position_gp };
  }
}

/** One clip's, user's, purchase's, payout's or complaint's history, oldest first (the "history" tab). */
export async function entityHistory(
  db: SqlExecutor,
  entityType: AuditEntityType,
  entityId: string,
  page: Page,
) {
  const count = await db.query<{ total: string }>(
    `select count(*)::text as total from audit_entries a where a.entity_type = $1 and a.entity_id = $2`,
    [entityType, entityId],
  );
  const { rows } = await db.query<AuditRow>(
    `select ${columns} from ${from} where a.entity_type = $1 and a.entity_id = $2
      order by a.position_tx, a.position_gp limit $3 offset $4`,
    [entityType, entityId, page.limit, offsetOf(page)],
  );
  return {
    entityType,
    entityId,
    entries: rows.map(toAuditEntry),
    pagination: pagination(page, Number(count.rows[0]?.total ?? 0)),
  };
}
