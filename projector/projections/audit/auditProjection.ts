import { catalogue } from '../../../events/catalogue.ts';
import { CLIP_EDITABLE_FIELDS } from '../../../events/clip/clipEvents.ts';
import type { RecordedEvent } from '../../../events/envelope.ts';
import type { SqlExecutor } from '../../../infra/adapters/postgres/sqlClient.ts';
import type { Projection, TableNames } from '../../projection.ts';
import {
  createAuditIndexes,
  createAuditTables,
  type AuditEntryRow,
  type AuditErasedRow,
  type AuditPreviousRow,
  type AuditTable,
} from './auditTables.ts';
import {
  beforeAfter,
  CHANGED,
  entityOf,
  NOT_AUDITED,
  plainSummary,
  redact,
  type Summary,
} from './auditSummary.ts';

type Tables = TableNames<AuditTable>;
type Data = Record<string, unknown>;

const pick = (data: Data, fields: readonly string[]) =>
  Object.fromEntries(
    fields.filter((field) => data[field] !== undefined).map((field) => [field, data[field]]),
  );
const text = (data: Data, key: string) => (typeof data[key] === 'string' ? (data[key] as string) : null);

/**
 * What the audit shows of a request and of an edit to it, before → after: its title (as a clip's),
 * but not what happened (the description), the exact pin or the address, which are only said to
 * have changed.
 */
const REQUEST_AUDITED_FIELDS = [
  'title',
  'radiusM',
  'province',
  'district',
  'subDistrict',
  'incidentDate',
  'timeFrom',
  'timeTo',
  'vehicleTypes',
  'maxPriceSatang',
];

/** A request's (or an edit's) fields side by side: the place's and the window's lifted out. */
function requestFacts(data: Data): Data {
  const place = (data.place ?? {}) as Data;
  const when = (data.when ?? {}) as Data;
  return {
    ...pick(data, ['title', 'description', 'vehicleTypes', 'maxPriceSatang']),
    ...pick(place, ['lat', 'lng', 'radiusM', 'province', 'district', 'subDistrict']),
    ...pick(when, ['incidentDate', 'timeFrom', 'timeTo']),
  };
}

interface Previous {
  ownerId: string | null;
  fields: Data;
}

async function readPrevious(db: SqlExecutor, t: Tables, key: string): Promise<Previous | null> {
  const { rows } = await db.query<Pick<AuditPreviousRow, 'owner_id' | 'fields'>>(
    `select owner_id, fields from ${t.audit_previous} where entity_key = $1`,
    [key],
  );
  const row = rows[0];
  return row ? { ownerId: row.owner_id, fields: row.fields } : null;
}

async function writePrevious(db: SqlExecutor, t: Tables, key: string, previous: Previous): Promise<void> {
  await db.query(
    `insert into ${t.audit_previous} (entity_key, owner_id, fields) values ($1, $2, $3::jsonb)
     on conflict (entity_key) do update set owner_id = excluded.owner_id, fields = excluded.fields`,
    [key, previous.ownerId, JSON.stringify(previous.fields)],
  );
}

/** The person an entity belongs to, from the event itself or what an earlier event said. */
function ownerFrom(entityType: string, entityId: string, data: Data): string | null {
  if (entityType === 'user' || entityType === 'ledger') return entityId;
  if (entityType === 'purchase') return text(data, 'buyerId') ?? text(data, 'uid');
  // A match names the seller too, a report the reporter: the request is the requester's.
  if (entityType === 'request') return text(data, 'requesterId') ?? text(data, 'uid');
  return text(data, 'sellerId') ?? text(data, 'buyerId') ?? text(data, 'uid') ?? text(data, 'reporterId');
}

/** The summary of one event, and what to remember for the next edit of the same entity. */
function summarize(
  type: string,
  data: Data,
  previous: Previous | null,
): { summary: Summary; remember: Data | null } {
  const before = previous?.fields ?? {};
  switch (type) {
    case 'ClipUploaded': {
      const location = (data.location ?? {}) as Data;
      return {
        summary: {
          ...pick(data, [
            'clipId',
            'sellerId',
            'title',
            'category',
            'vehicleType',
            'priceSatang',
            'incidentDate',
          ]),
          province: location.province ?? null,
          sameFileAs: data.sameFileAs ?? null,
        },
        // What an edit may change, so that the next edit shows it before → after.
        remember: pick(data, CLIP_EDITABLE_FIELDS),
      };
    }
    case 'ClipEdited': {
      const edits = (data.changes ?? {}) as Data;
      return {
        summary: { by: data.by ?? null, changes: beforeAfter(before, pick(edits, CLIP_EDITABLE_FIELDS)) },
        remember: { ...before, ...pick(edits, CLIP_EDITABLE_FIELDS) },
      };
    }
    case 'RequestOpened': {
      const facts = requestFacts(data);
      return {
        summary: {
          ...pick(data, ['requestId', 'requesterId']),
          ...pick(facts, REQUEST_AUDITED_FIELDS),
          ...pick(data, ['openedAt', 'expiresAt']),
          changes: { description: CHANGED, pin: CHANGED },
        },
        remember: pick(facts, [...REQUEST_AUDITED_FIELDS, 'lat', 'lng']),
      };
    }
    case 'RequestEdited': {
      const facts = requestFacts((data.changes ?? {}) as Data);
      const pin = pick(facts, ['lat', 'lng']);
      const pinMoved = Object.keys(pin).length > 0 && (pin.lat !== before.lat || pin.lng !== before.lng);
      return {
        summary: {
          ...pick(data, ['requestId', 'requesterId', 'editedAt']),
          changes: {
            ...beforeAfter(before, pick(facts, REQUEST_AUDITED_FIELDS)),
            ...(facts.description !== undefined ? { description: CHANGED } : {}),
            ...(pinMoved ? { pin: CHANGED } : {}),
          },
        },
        remember: { ...before, ...pick(facts, [...REQUEST_AUDITED_FIELDS, 'lat', 'lng']) },
      };
    }
    case 'AlertAreasSet':
      return {
        summary: {
          ...plainSummary(type, data),
          areaCount: Array.isArray(data.areas) ? data.areas.length : 0,
        },
        remember: null,
      };
    case 'UserRegistered':
      return { summary: plainSummary(type, data), remember: pick(data, ['userType']) };
    case 'ProfileUpdated': {
      const summary = plainSummary(type, data);
      const changes = { ...((summary.changes as Summary | undefined) ?? {}) };
      delete summary.userType;
      if (data.userType !== undefined)
        Object.assign(changes, beforeAfter(before, { userType: data.userType }));
      return { summary: { ...summary, changes }, remember: { ...before, ...pick(data, ['userType']) } };
    }
    case 'BankAccountSet': {
      const summary = plainSummary(type, data);
      delete summary.bankName;
      const changes = {
        ...beforeAfter(before, { bankName: data.bankName }),
        ...((summary.changes as Summary | undefined) ?? {}),
      };
      return { summary: { ...summary, changes }, remember: { ...before, ...pick(data, ['bankName']) } };
    }
    default:
      return { summary: plainSummary(type, data), remember: null };
  }
}

/** Which of these people were erased already. */
async function erasedAmong(db: SqlExecutor, t: Tables, uids: (string | null)[]): Promise<Set<string>> {
  const present = uids.filter((uid): uid is string => uid !== null);
  if (present.length === 0) return new Set();
  const { rows } = await db.query<AuditErasedRow>(
    `select uid from ${t.audit_erased} where uid = any($1::text[])`,
    [present],
  );
  return new Set(rows.map((row) => row.uid));
}

async function projectEvent(db: SqlExecutor, t: Tables, recorded: RecordedEvent): Promise<void> {
  const data = (typeof recorded.data === 'object' && recorded.data !== null ? recorded.data : {}) as Data;
  const entity = entityOf(recorded.streamId, data);
  const key = `${entity.type}:${entity.id}`;
  const previous = await readPrevious(db, t, key);
  const ownerId = previous?.ownerId ?? ownerFrom(entity.type, entity.id, data);
  const { summary, remember } = summarize(recorded.type, data, previous);
  const actor = recorded.metadata.actor;
  const actorId = 'id' in actor ? actor.id : null;
  const erasedPeople = await erasedAmong(db, t, [ownerId, actorId]);
  const ownerErased = ownerId !== null && erasedPeople.has(ownerId);
  const erased = erasedPeople.size > 0;
  await db.query(
    `insert into ${t.audit_entries} (event_id, position_tx, position_gp, occurred_at, actor_kind, actor_id,
       actor_role, actor_system, entity_type, entity_id, owner_id, action, summary, erased)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::jsonb, $14)
     on conflict (event_id) do nothing`,
    [
      recorded.metadata.eventId,
      recorded.globalPosition.tx.toString(),
      recorded.globalPosition.gp.toString(),
      recorded.metadata.occurredAt,
      'id' in actor ? 'person' : 'system',
      actorId,
      'id' in actor ? actor.role : null,
      'system' in actor ? actor.system : null,
      entity.type,
      entity.id,
      ownerId,
      recorded.type,
      JSON.stringify(ownerErased ? redact(summary) : summary),
      erased,
    ],
  );
  if (remember !== null && !ownerErased) await writePrevious(db, t, key, { ownerId, fields: remember });
  else if (previous === null && ownerId !== null && !ownerErased)
    await writePrevious(db, t, key, { ownerId, fields: {} });
}

/** PDPA: the person's own entries keep their ids, amounts and dates, and lose every free text. */
async function erase(db: SqlExecutor, t: Tables, uid: string): Promise<void> {
  await db.query(`insert into ${t.audit_erased} (uid) values ($1) on conflict do nothing`, [uid]);
  const { rows } = await db.query<Pick<AuditEntryRow, 'event_id' | 'summary'>>(
    `select event_id, summary from ${t.audit_entries} where owner_id = $1 and not erased`,
    [uid],
  );
  for (const row of rows)
    await db.query(`update ${t.audit_entries} set summary = $2::jsonb, erased = true where event_id = $1`, [
      row.event_id,
      JSON.stringify(redact(row.summary)),
    ]);
  await db.query(`update ${t.audit_entries} set erased = true where actor_id = $1 and not erased`, [uid]);
  await db.query(`delete from ${t.audit_previous} where owner_id = $1`, [uid]);
}

/**
 * Who did what, when, to which clip, user, purchase, ledger, payout or complaint (DESIGN.md §5):
 * every domain event of the catalogue — new types included as they are added — but views. An
 * event already recorded (keyed by its id) is skipped whole, so a second delivery changes nothing
 * and a rebuild writes the same rows.
 */
export const auditProjection: Projection<AuditTable> = {
  name: 'audit',
  handles: Object.keys(catalogue).filter((type) => !NOT_AUDITED.has(type)),
  tables: ['audit_entries', 'audit_previous', 'audit_erased'],
  createTables: createAuditTables,
  createIndexes: createAuditIndexes,

  async handle(events, db, t) {
    if (events.length === 0) return;
    const { rows } = await db.query<Pick<AuditEntryRow, 'event_id'>>(
      `select event_id from ${t.audit_entries} where event_id = any($1::text[])`,
      [events.map((event) => event.metadata.eventId)],
    );
    const seen = new Set(rows.map((row) => row.event_id));
    for (const recorded of events) {
      if (seen.has(recorded.metadata.eventId)) continue;
      seen.add(recorded.metadata.eventId);
      await projectEvent(db, t, recorded);
      if (recorded.type === 'UserErased') {
        const uid = (recorded.data as Data).uid;
        if (typeof uid === 'string') await erase(db, t, uid);
      }
    }
  },
};
