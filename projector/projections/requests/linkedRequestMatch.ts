import type { SqlExecutor } from '../../../infra/adapters/postgres/sqlClient.ts';
import { distanceMetresSql, minuteOfDaySql } from './geoSql.ts';
import type { RequestMatch } from './requestLookups.ts';

const MINUTES_PER_DAY = 24 * 60;

/**
 * The open request (at `now`) an approved clip was sent for (issue 22: "ส่งคลิปให้คำขอนี้",
 * `catalog_clips.request_id`), with how far and how many minutes apart the clip is: the seller
 * answered it, so it is the requester's to look at even when the clip lies outside the circle or
 * the window. Null when the clip answers none, is not approved, or the request is not open (or is
 * its seller's own).
 */
export async function linkedRequestMatch(
  db: SqlExecutor,
  clipId: string,
  now: Date,
): Promise<RequestMatch | null> {
  const { rows } = await db.query<{
    request_id: string;
    requester_id: string;
    distance_m: number;
    minutes_apart: number;
    already_matched: boolean;
  }>(
    `select r.request_id, r.requester_id,
            round(${distanceMetresSql('r.lat', 'r.lng', 'c.lat', 'c.lng')})::int as distance_m,
            greatest(${minuteOfDaySql('r.time_from')} - at.minute, at.minute - ${minuteOfDaySql('r.time_to')}, 0)::int
              as minutes_apart,
            exists (select 1 from request_matches m where m.request_id = r.request_id and m.clip_id = c.clip_id)
              as already_matched
       from catalog_clips c
       join requests r on r.request_id = c.request_id
       cross join lateral (
         select (c.incident_date - r.incident_date) * ${MINUTES_PER_DAY} + ${minuteOfDaySql('c.incident_time')}
                  as minute
       ) at
      where c.clip_id = $1 and c.status = 'approved'
        and r.status = 'open' and r.expires_at > $2::timestamptz and r.requester_id <> c.seller_id`,
    [clipId, now.toISOString()],
  );
  const row = rows[0];
  return row
    ? {
        requestId: row.request_id,
        requesterId: row.requester_id,
        distanceM: Number(row.distance_m),
        minutesApart: Number(row.minutes_apart),
        alreadyMatched: row.already_matched,
      }
    : null;
}
