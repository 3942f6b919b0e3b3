import { REQUEST_RADIUS_MAX_M, type NOTIFICATION_KINDS } from '../../../events/constants.ts';
import type { DomainEvent } from '../../../events/catalogue.ts';
import type { RecordedEvent } from '../../../events/envelope.ts';
import type { AlertAreasSet } from '../../../events/request/alertAreaEvents.ts';
import type { RequestOpened, RequestPlace } from '../../../events/request/requestEvents.ts';
import type { SqlExecutor } from '../../../infra/adapters/postgres/sqlClient.ts';
import { ALERT_AREA_SUGGESTION_COOLDOWN_DAYS } from '../../constants.ts';
import type { TableNames } from '../../projection.ts';
import { boxAround, distanceMetresSql } from '../requests/geoSql.ts';
import type { NotificationRequestRow, NotificationTable } from './notificationTables.ts';

type Tables = TableNames<NotificationTable>;
type Kind = (typeof NOTIFICATION_KINDS)[number];

/** The events of footage requests (issue 22) the notifications projection handles, beside its own. */
export const REQUEST_NOTIFICATION_EVENTS = [
  'RequestOpened',
  'RequestEdited',
  'RequestMatched',
  'RequestFulfilled',
  'RequestRemoved',
  'AlertAreasSet',
  'ClipDeleted',
  'ClipExpired',
] as const;

/** The words of a request its notifications quote: enough for an e-mail without another look-up. */
async function requestOf(db: SqlExecutor, t: Tables, requestId: string) {
  const { rows } = await db.query<
    Pick<
      NotificationRequestRow,
      'title' | 'province' | 'district' | 'incident_date' | 'time_from' | 'time_to'
    >
  >(
    `select title, province, district, incident_date, time_from, time_to
       from ${t.notification_requests} where request_id = $1`,
    [requestId],
  );
  const row = rows[0];
  return {
    requestId,
    title: row?.title ?? '',
    province: row?.province ?? '',
    district: row?.district ?? '',
    incidentDate: row?.incident_date ?? '',
    timeFrom: row?.time_from ?? '',
    timeTo: row?.time_to ?? '',
  };
}

/** One person told by one event: keyed by the event's id, so a second delivery inserts nothing. */
async function notifyOne(
  db: SqlExecutor,
  t: Tables,
  recorded: RecordedEvent,
  n: { uid: string; kind: Kind; data: Record<string, unknown>; ref: string; at: string },
) {
  await db.query(
    `insert into ${t.notifications} (id, uid, kind, data, ref, created_at)
     values ($1, $2, $3, $4::jsonb, $5, $6) on conflict (id) do nothing`,
    [recorded.metadata.eventId, n.uid, n.kind, JSON.stringify(n.data), n.ref, n.at],
  );
}

/**
 * Tells every member one of whose alert areas holds the request's pin (`request_nearby`, with the
 * nearest such area), but the requester and anyone told of this request before (a request moved
 * by its owner reaches the drivers of its new place, and nobody twice). Keyed by the event's id and
 * the person.
 */
async function tellMembersNearby(
  db: SqlExecutor,
  t: Tables,
  recorded: RecordedEvent,
  r: { about: Record<string, string>; place: RequestPlace; at: string; requesterId: string },
) {
  const areas = boxAround(r.place, REQUEST_RADIUS_MAX_M);
  await db.query(
    `insert into ${t.notifications} (id, uid, kind, data, ref, created_at)
     select md5($1 || ':' || near.uid), near.uid, 'request_nearby',
            $2::jsonb || jsonb_build_object('areaLabel', near.label, 'distanceM', near.distance_m), $3, $4
       from (
         select distinct on (a.uid) a.uid, a.label, round(a.distance)::int as distance_m
           from (
             select uid, label, radius_m, ${distanceMetresSql('lat', 'lng', '$5::float8', '$6::float8')} as distance
               from ${t.notification_alert_areas}
              where lat between $7::float8 and $8::float8 and lng between $9::float8 and $10::float8
                and uid <> $11
           ) a
          where a.distance <= a.radius_m
          order by a.uid, a.distance
       ) near
      where not exists (
        select 1 from ${t.notifications} told
         where told.uid = near.uid and told.kind = 'request_nearby' and told.ref = $3)
     on conflict (id) do nothing`,
    [
      recorded.metadata.eventId,
      JSON.stringify(r.about),
      r.about.requestId,
      r.at,
      r.place.lat,
      r.place.lng,
      areas.minLat,
      areas.maxLat,
      areas.minLng,
      areas.maxLng,
      r.requesterId,
    ],
  );
}

/**
 * A new request tells, once (only when its row is new: a second delivery finds it there), the
 * members with alert areas around it (tellMembersNearby), and asks the sellers with approved clips inside its circle who never chose
 * alert areas to set some (`request_area_suggested`, at most once in
 * ALERT_AREA_SUGGESTION_COOLDOWN_DAYS). One event tells many: each row is keyed by the event's id
 * and the person.
 */
async function requestOpened(db: SqlExecutor, t: Tables, recorded: RecordedEvent, event: RequestOpened) {
  const d = event.data;
  const inserted = await db.query(
    `insert into ${t.notification_requests} (request_id, requester_id, title, province, district, incident_date,
       time_from, time_to, last_position)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict (request_id) do nothing returning request_id`,
    [
      d.requestId,
      d.requesterId,
      d.title,
      d.place.province,
      d.place.district,
      d.when.incidentDate,
      d.when.timeFrom,
      d.when.timeTo,
      recorded.streamPosition.toString(),
    ],
  );
  if (inserted.rows.length === 0) return;
  const about = {
    requestId: d.requestId,
    title: d.title,
    province: d.place.province,
    district: d.place.district,
    incidentDate: d.when.incidentDate,
    timeFrom: d.when.timeFrom,
    timeTo: d.when.timeTo,
  };
  await tellMembersNearby(db, t, recorded, {
    about,
    place: d.place,
    at: d.openedAt,
    requesterId: d.requesterId,
  });
  const circle = boxAround(d.place, d.place.radiusM);
  await db.query(
    `insert into ${t.notifications} (id, uid, kind, data, ref, created_at)
     select md5($1 || ':' || s.seller_id), s.seller_id, 'request_area_suggested', $2::jsonb, $3, $4
       from (
         select distinct c.seller_id
           from ${t.notification_clips} c
          where c.approved and c.lat between $8::float8 and $9::float8 and c.lng between $10::float8 and $11::float8
            and ${distanceMetresSql('c.lat', 'c.lng', '$5::float8', '$6::float8')} <= $7::float8
            and c.seller_id <> $12
       ) s
      where not exists (select 1 from ${t.notification_alert_members} m where m.uid = s.seller_id)
        and not exists (
          select 1 from ${t.notifications} n
           where n.uid = s.seller_id and n.kind = 'request_area_suggested'
             and n.created_at > $4::timestamptz - make_interval(days => $13))
     on conflict (id) do nothing`,
    [
      recorded.metadata.eventId,
      JSON.stringify(about),
      d.requestId,
      d.openedAt,
      d.place.lat,
      d.place.lng,
      d.place.radiusM,
      circle.minLat,
      circle.maxLat,
      circle.minLng,
      circle.maxLng,
      d.requesterId,
      ALERT_AREA_SUGGESTION_COOLDOWN_DAYS,
    ],
  );
}

/** The member's whole list replaces the last one, only from a later position of their stream. */
async function alertAreasSet(db: SqlExecutor, t: Tables, recorded: RecordedEvent, event: AlertAreasSet) {
  const { uid, areas } = event.data;
  const moved = await db.query(
    `insert into ${t.notification_alert_members} (uid, last_position) values ($1, $2)
     on conflict (uid) do update set last_position = excluded.last_position
      where ${t.notification_alert_members}.last_position < excluded.last_position
     returning uid`,
    [uid, recorded.streamPosition.toString()],
  );
  if (moved.rows.length === 0) return;
  await db.query(`delete from ${t.notification_alert_areas} where uid = $1`, [uid]);
  if (areas.length === 0) return;
  await db.query(
    `insert into ${t.notification_alert_areas} (uid, area_id, label, lat, lng, radius_m)
     select $1, a.area_id, a.label, a.lat, a.lng, a.radius_m
       from unnest($2::text[], $3::text[], $4::float8[], $5::float8[], $6::int[]) as a (area_id, label, lat, lng, radius_m)
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

/**
 * Where a clip was filmed and whether it is on sale, for suggesting alert areas to its seller
 * (the clip's row itself is the notifications projection's, from ClipUploaded).
 */
async function clipPin(db: SqlExecutor, t: Tables, event: DomainEvent) {
  switch (event.type) {
    case 'ClipUploaded':
      return db.query(`update ${t.notification_clips} set lat = $2, lng = $3 where clip_id = $1`, [
        event.data.clipId,
        event.data.location.lat,
        event.data.location.lng,
      ]);
    case 'ClipEdited':
      if (!event.data.changes.location) return;
      return db.query(`update ${t.notification_clips} set lat = $2, lng = $3 where clip_id = $1`, [
        event.data.clipId,
        event.data.changes.location.lat,
        event.data.changes.location.lng,
      ]);
    case 'ClipApproved':
    case 'ClipRejected':
    case 'ClipDeleted':
    case 'ClipExpired':
      return db.query(`update ${t.notification_clips} set approved = $2 where clip_id = $1`, [
        event.data.clipId,
        event.type === 'ClipApproved',
      ]);
  }
}

/**
 * PDPA: an erased member's areas go; the requests they opened leave the notifications of others
 * that quote their words (the title blanked; the notification itself was the other's). Their
 * requests' rows stay, blank, so that a request delivered again does not alert anyone again.
 */
async function erase(db: SqlExecutor, t: Tables, uid: string) {
  await db.query(
    `update ${t.notifications} set data = data || '{"title": ""}'::jsonb
      where data ? 'requestId'
        and data->>'requestId' in (select request_id from ${t.notification_requests} where requester_id = $1)`,
    [uid],
  );
  await db.query(`update ${t.notification_requests} set title = '' where requester_id = $1`, [uid]);
  await db.query(`delete from ${t.notification_alert_areas} where uid = $1`, [uid]);
  await db.query(`delete from ${t.notification_alert_members} where uid = $1`, [uid]);
}

/**
 * Footage requests (issue 22) in the notifications: a requester hears of each clip matched to their
 * request (`request_matched`, with how far and how many minutes apart) and of its removal with the
 * admin's reason (`request_removed`); members with alert areas hear of a new request near them
 * (`request_nearby`), sellers who filmed near it without areas are asked to set some
 * (`request_area_suggested`), and the seller whose clip fulfilled a request hears so
 * (`request_fulfilled`). Each row's data says enough for an e-mail (the request's title, place and
 * window). Runs after the projection's own handling of the same event.
 */
export async function projectRequestNotifications(
  db: SqlExecutor,
  t: Tables,
  recorded: RecordedEvent,
  event: DomainEvent,
): Promise<void> {
  switch (event.type) {
    case 'RequestOpened':
      return requestOpened(db, t, recorded, event);
    case 'RequestEdited': {
      const c = event.data.changes;
      if (c.title === undefined && c.place === undefined && c.when === undefined) return;
      const edited = await db.query(
        `update ${t.notification_requests}
            set title = coalesce($3, title), province = coalesce($4, province), district = coalesce($5, district),
                incident_date = coalesce($6, incident_date), time_from = coalesce($7, time_from),
                time_to = coalesce($8, time_to), last_position = $2
          where request_id = $1 and last_position < $2`,
        [
          event.data.requestId,
          recorded.streamPosition.toString(),
          c.title ?? null,
          c.place?.province ?? null,
          c.place?.district ?? null,
          c.when?.incidentDate ?? null,
          c.when?.timeFrom ?? null,
          c.when?.timeTo ?? null,
        ],
      );
      if (edited.affectedRows === 0 || !c.place) return;
      return tellMembersNearby(db, t, recorded, {
        about: await requestOf(db, t, event.data.requestId),
        place: c.place,
        at: event.data.editedAt,
        requesterId: event.data.requesterId,
      });
    }
    case 'RequestMatched': {
      const d = event.data;
      return notifyOne(db, t, recorded, {
        uid: d.requesterId,
        kind: 'request_matched',
        data: {
          ...(await requestOf(db, t, d.requestId)),
          clipId: d.clipId,
          distanceM: d.distanceM,
          minutesApart: d.minutesApart,
        },
        ref: d.requestId,
        at: d.matchedAt,
      });
    }
    case 'RequestFulfilled': {
      const d = event.data;
      return notifyOne(db, t, recorded, {
        uid: d.sellerId,
        kind: 'request_fulfilled',
        data: { ...(await requestOf(db, t, d.requestId)), clipId: d.clipId, purchaseId: d.purchaseId },
        ref: d.clipId,
        at: d.fulfilledAt,
      });
    }
    case 'RequestRemoved': {
      const d = event.data;
      return notifyOne(db, t, recorded, {
        uid: d.requesterId,
        kind: 'request_removed',
        data: { ...(await requestOf(db, t, d.requestId)), reason: d.reason },
        ref: d.requestId,
        at: d.removedAt,
      });
    }
    case 'AlertAreasSet':
      return alertAreasSet(db, t, recorded, event);
    case 'UserErased':
      return erase(db, t, event.data.uid);
    default:
      await clipPin(db, t, event);
  }
}
