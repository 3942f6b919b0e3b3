import { asDomainEvent } from '../../../events/catalogue.ts';
import type { AlertEvent } from '../../../events/request/alertAreaEvents.ts';
import type { RequestEvent, RequestMatched } from '../../../events/request/requestEvents.ts';
import type { SqlExecutor } from '../../../infra/adapters/postgres/sqlClient.ts';
import type { Projection, TableNames } from '../../projection.ts';
import { createRequestTables, type RequestTable } from './requestTables.ts';

type Tables = TableNames<RequestTable>;

/** A request's counters as their rows say, for the requests named. */
async function recount(db: SqlExecutor, t: Tables, requestIds: string[]): Promise<void> {
  if (requestIds.length === 0) return;
  await db.query(
    `update ${t.requests} r
        set match_count = (select count(*) from ${t.request_matches} m where m.request_id = r.request_id),
            report_count = (select count(*) from ${t.request_reports} p where p.request_id = r.request_id)
      where r.request_id = any($1::text[])`,
    [requestIds],
  );
}

/**
 * RequestMatched is the one event that comes in numbers (every approved clip near open
 * requests): a batch's matches are written in one statement. A match of a request that is not
 * there (its requester erased) or of an erased seller is left out, as the erasure would have
 * removed it.
 */
async function insertMatches(db: SqlExecutor, t: Tables, matches: RequestMatched['data'][]): Promise<void> {
  if (matches.length === 0) return;
  const { rows } = await db.query<{ request_id: string }>(
    `insert into ${t.request_matches} (request_id, clip_id, seller_id, distance_m, minutes_apart, matched_at)
     select m.request_id, m.clip_id, m.seller_id, m.distance_m, m.minutes_apart, m.matched_at
       from unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::int[], $6::timestamptz[])
            as m (request_id, clip_id, seller_id, distance_m, minutes_apart, matched_at)
      where exists (select 1 from ${t.requests} r where r.request_id = m.request_id)
        and not exists (select 1 from ${t.request_erased_members} e where e.uid = m.seller_id)
     on conflict (request_id, clip_id) do nothing
     returning request_id`,
    [
      matches.map((m) => m.requestId),
      matches.map((m) => m.clipId),
      matches.map((m) => m.sellerId),
      matches.map((m) => m.distanceM),
      matches.map((m) => m.minutesApart),
      matches.map((m) => m.matchedAt),
    ],
  );
  await recount(db, t, [...new Set(rows.map((row) => row.request_id))]);
}

/** The request events that change a request's row or its reports (matches are batched). */
type RequestChange = Exclude<RequestEvent, { type: 'RequestMatched' | 'RequestSlotTaken' }>;

async function projectRequestEvent(db: SqlExecutor, t: Tables, event: RequestChange, position: bigint) {
  /** A state change after the first: the row moves only from an older stream position. */
  const update = (set: string, values: unknown[]) =>
    db.query(
      `update ${t.requests} set ${set}, last_position = $2 where request_id = $1 and last_position < $2`,
      [event.data.requestId, position.toString(), ...values],
    );
  switch (event.type) {
    case 'RequestOpened': {
      const d = event.data;
      return db.query(
        `insert into ${t.requests} (request_id, requester_id, title, description, lat, lng, radius_m, province,
           district, sub_district, address, incident_date, time_from, time_to, vehicle_types, max_price_satang,
           status, opened_at, expires_at, updated_at, last_position)
         select $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, 'open', $17, $18, $17, $19
          where not exists (select 1 from ${t.request_erased_members} where uid = $2)
         on conflict (request_id) do nothing`,
        [
          d.requestId,
          d.requesterId,
          d.title,
          d.description,
          d.place.lat,
          d.place.lng,
          d.place.radiusM,
          d.place.province,
          d.place.district,
          d.place.subDistrict,
          d.place.address,
          d.when.incidentDate,
          d.when.timeFrom,
          d.when.timeTo,
          d.vehicleTypes,
          d.maxPriceSatang,
          d.openedAt,
          d.expiresAt,
          position.toString(),
        ],
      );
    }
    case 'RequestEdited': {
      const c = event.data.changes;
      return update(
        `title = coalesce($3, title), description = coalesce($4, description),
         lat = coalesce($5, lat), lng = coalesce($6, lng), radius_m = coalesce($7, radius_m),
         province = coalesce($8, province), district = coalesce($9, district),
         sub_district = coalesce($10, sub_district), address = coalesce($11, address),
         incident_date = coalesce($12::date, incident_date), time_from = coalesce($13, time_from),
         time_to = coalesce($14, time_to), vehicle_types = coalesce($15::text[], vehicle_types),
         max_price_satang = coalesce($16::integer, max_price_satang), updated_at = $17`,
        [
          c.title ?? null,
          c.description ?? null,
          c.place?.lat ?? null,
          c.place?.lng ?? null,
          c.place?.radiusM ?? null,
          c.place?.province ?? null,
          c.place?.district ?? null,
          c.place?.subDistrict ?? null,
          c.place?.address ?? null,
          c.when?.incidentDate ?? null,
          c.when?.timeFrom ?? null,
          c.when?.timeTo ?? null,
          c.vehicleTypes ?? null,
          c.maxPriceSatang ?? null,
          event.data.editedAt,
        ],
      );
    }
    case 'RequestRenewed':
      return update(`status = 'open', expires_at = $3, updated_at = $4, ended_at = null`, [
        event.data.expiresAt,
        event.data.renewedAt,
      ]);
    case 'RequestFulfilled':
      return update(
        `status = 'fulfilled', fulfilled_clip_id = $3, fulfilled_purchase_id = $4, updated_at = $5, ended_at = $5`,
        [event.data.clipId, event.data.purchaseId, event.data.fulfilledAt],
      );
    case 'RequestClosed':
      return update(`status = 'closed', updated_at = $3, ended_at = $3`, [event.data.closedAt]);
    case 'RequestExpired':
      return update(`status = 'expired', updated_at = $3, ended_at = $3`, [event.data.expiredAt]);
    case 'RequestRemoved':
      return update(
        `status = 'removed', removed_reason = $3, removed_by = $4, updated_at = $5, ended_at = $5`,
        [event.data.reason, event.data.by, event.data.removedAt],
      );
    case 'RequestReported': {
      const d = event.data;
      await db.query(
        `insert into ${t.request_reports} (request_id, reporter_id, reason, reported_at)
         select $1, $2, $3, $4 where exists (select 1 from ${t.requests} where request_id = $1)
         on conflict (request_id, reporter_id) do nothing`,
        [d.requestId, d.reporterId, d.reason, d.reportedAt],
      );
      return recount(db, t, [d.requestId]);
    }
  }
}

async function projectAlertEvent(db: SqlExecutor, t: Tables, event: AlertEvent, position: bigint) {
  const erased = await db.query(`select 1 from ${t.request_erased_members} where uid = $1`, [event.data.uid]);
  if (erased.rows.length > 0) return;
  switch (event.type) {
    case 'AlertAreasSet': {
      // The whole list replaces the last one; a stream's events arrive in order, so the last
      // delivered is the latest.
      const { uid, areas } = event.data;
      await db.query(`delete from ${t.alert_areas} where uid = $1`, [uid]);
      if (areas.length === 0) return;
      return db.query(
        `insert into ${t.alert_areas} (uid, area_id, label, lat, lng, radius_m, ordinal)
         select $1, a.area_id, a.label, a.lat, a.lng, a.radius_m, a.ordinal - 1
           from unnest($2::text[], $3::text[], $4::float8[], $5::float8[], $6::int[]) with ordinality
                as a (area_id, label, lat, lng, radius_m, ordinal)
         on conflict (uid, area_id) do nothing`,
        [
          uid,
          areas.map((area) => area.areaId),
          areas.map((area) => area.label),
          areas.map((area) => area.lat),
          areas.map((area) => area.lng),
          areas.map((area) => area.radiusM),
        ],
      );
    }
    case 'AlertChannelsSet':
      return db.query(
        `insert into ${t.alert_channels} (uid, email, push, last_position) values ($1, $2, $3, $4)
         on conflict (uid) do update set email = excluded.email, push = excluded.push,
           last_position = excluded.last_position
          where ${t.alert_channels}.last_position < excluded.last_position`,
        [event.data.uid, event.data.email, event.data.push, position.toString()],
      );
  }
}

/**
 * PDPA: an erased member's requests leave the board and every list, with their matches and the
 * reports about them; their own reports of other requests keep counting but lose their words; the
 * matches of their clips and their alert areas and channels go. They are remembered (ids only) so
 * a replay does not bring their requests back, although those read back blank by then anyway.
 */
async function erase(db: SqlExecutor, t: Tables, uid: string): Promise<void> {
  await db.query(`insert into ${t.request_erased_members} (uid) values ($1) on conflict do nothing`, [uid]);
  const theirs = `select request_id from ${t.requests} where requester_id = $1`;
  await db.query(`delete from ${t.request_matches} where request_id in (${theirs})`, [uid]);
  await db.query(`delete from ${t.request_reports} where request_id in (${theirs})`, [uid]);
  await db.query(`delete from ${t.requests} where requester_id = $1`, [uid]);
  await db.query(`update ${t.request_reports} set reason = '' where reporter_id = $1`, [uid]);
  const { rows } = await db.query<{ request_id: string }>(
    `delete from ${t.request_matches} where seller_id = $1 returning request_id`,
    [uid],
  );
  await recount(db, t, [...new Set(rows.map((row) => row.request_id))]);
  await db.query(`delete from ${t.alert_areas} where uid = $1`, [uid]);
  await db.query(`delete from ${t.alert_channels} where uid = $1`, [uid]);
}

/**
 * Footage requests as the board, their owners and admins see them, with the clips matched to them
 * and the members' alert areas (issue 22). Every event may arrive twice: a request's row moves
 * only forward in its stream, a match and a report are keyed by request and clip or member, and
 * the counters are counted from those rows. A batch's matches are inserted together, before an
 * erasure and at its end, which gives the rows one-by-one delivery gives.
 */
export const requestsProjection: Projection<RequestTable> = {
  name: 'requests',
  handles: [
    'RequestOpened',
    'RequestEdited',
    'RequestRenewed',
    'RequestMatched',
    'RequestFulfilled',
    'RequestClosed',
    'RequestExpired',
    'RequestReported',
    'RequestRemoved',
    'AlertAreasSet',
    'AlertChannelsSet',
    'UserErased',
  ],
  tables: [
    'requests',
    'request_reports',
    'request_matches',
    'alert_areas',
    'alert_channels',
    'request_erased_members',
  ],
  createTables: createRequestTables,
  async handle(events, db, t) {
    let matches: RequestMatched['data'][] = [];
    const flushMatches = async () => {
      await insertMatches(db, t, matches);
      matches = [];
    };
    for (const recorded of events) {
      const event = asDomainEvent(recorded);
      switch (event?.type) {
        case 'RequestMatched':
          matches.push(event.data);
          break;
        case 'UserErased':
          await flushMatches();
          await erase(db, t, event.data.uid);
          break;
        case 'AlertAreasSet':
        case 'AlertChannelsSet':
          await projectAlertEvent(db, t, event, recorded.streamPosition);
          break;
        case 'RequestOpened':
        case 'RequestEdited':
        case 'RequestRenewed':
        case 'RequestFulfilled':
        case 'RequestClosed':
        case 'RequestExpired':
        case 'RequestReported':
        case 'RequestRemoved':
          await projectRequestEvent(db, t, event, recorded.streamPosition);
          break;
      }
    }
    await flushMatches();
  },
};
