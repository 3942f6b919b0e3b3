import { REQUEST_MATCH_SLACK_MINUTES, REQUEST_OPEN_DAYS } from '../../../events/constants.ts';
import type { SqlExecutor } from '../../../infra/adapters/postgres/sqlClient.ts';
import { distanceMetresSql, minuteOfDaySql } from './geoSql.ts';

const MINUTES_PER_DAY = 24 * 60;

/**
 * The footage requests of `buyerId` that a clip they paid for answers (issue 22): the clip was
 * matched to the request (`request_matches`: the requester was told of it), was sent for it
 * (`catalog_clips.request_id`), or its pin lies in the request's circle and its incident time in
 * the window (with REQUEST_MATCH_SLACK_MINUTES, across midnight too), as the matching queries say
 * (requestLookups.ts). Only requests still open, or closed or expired within the last
 * REQUEST_OPEN_DAYS (the footage arrived late, it still answers them); never a fulfilled or
 * removed one. A member has a handful of requests: they are read by requester, then measured.
 */
export async function requestsAnsweredBy(
  db: SqlExecutor,
  buyerId: string,
  clipId: string,
  now: Date,
): Promise<string[]> {
  const { rows } = await db.query<{ request_id: string }>(
    `select r.request_id
       from requests r
       left join catalog_clips c on c.clip_id = $2
       left join lateral (
         select (c.incident_date - r.incident_date) * ${MINUTES_PER_DAY} + ${minuteOfDaySql('c.incident_time')}
                  as minute
       ) at on true
      where r.requester_id = $1
        and r.status in ('open', 'closed', 'expired')
        and coalesce(r.ended_at, r.expires_at) > $3::timestamptz - make_interval(days => $4)
        and (
          exists (select 1 from request_matches m where m.request_id = r.request_id and m.clip_id = $2)
          or c.request_id = r.request_id
          or (
            ${distanceMetresSql('r.lat', 'r.lng', 'c.lat', 'c.lng')} <= r.radius_m
            and greatest(
                  ${minuteOfDaySql('r.time_from')} - at.minute, at.minute - ${minuteOfDaySql('r.time_to')}, 0
                ) <= $5::int
          )
        )
      order by r.opened_at, r.request_id`,
    [buyerId, clipId, now.toISOString(), REQUEST_OPEN_DAYS, REQUEST_MATCH_SLACK_MINUTES],
  );
  return rows.map((row) => row.request_id);
}
