import { ALERT_CHANNELS_DEFAULT, REQUEST_RADIUS_MAX_M } from '../../events/constants.ts';
import type { SqlExecutor } from '../../infra/adapters/postgres/sqlClient.ts';
import { boxAround, distanceMetresSql } from '../../projector/projections/requests/geoSql.ts';
import type { AlertAreaRow, AlertChannelsRow } from '../../projector/projections/requests/requestTables.ts';

/** A seller's clips looked at for the suggestion: their newest approved ones. */
const SUGGESTION_CLIPS = 200;

/**
 * Whether `uid` has an approved clip inside the circle of a request open at `now` (not their own):
 * a seller who drove where people need footage is asked to set alert areas.
 */
async function droveWhereRequested(db: SqlExecutor, uid: string, now: Date): Promise<boolean> {
  // The widest circle's box around each clip; the box's size in degrees of longitude grows with
  // the latitude, so it is taken at the clip's own.
  const { minLat, maxLat } = boxAround({ lat: 0, lng: 0 }, REQUEST_RADIUS_MAX_M);
  const dLat = (maxLat - minLat) / 2;
  const { rows } = await db.query<{ found: boolean }>(
    `select exists (
       select 1
         from (select lat, lng from catalog_clips
                where seller_id = $1 and status = 'approved'
                order by approved_at desc nulls last limit ${SUGGESTION_CLIPS}) c
         join requests r
           on r.status = 'open' and r.expires_at > $2::timestamptz and r.requester_id <> $1
          and r.lat between c.lat - $3::float8 and c.lat + $3::float8
          and r.lng between c.lng - $3::float8 / greatest(cos(radians(c.lat)), 0.01)
                        and c.lng + $3::float8 / greatest(cos(radians(c.lat)), 0.01)
          and ${distanceMetresSql('r.lat', 'r.lng', 'c.lat', 'c.lng')} <= r.radius_m
     ) as found`,
    [uid, now.toISOString(), dLat],
  );
  return rows[0]?.found ?? false;
}

/**
 * A member's alert settings (issue 22), for them alone: their areas (pin and radius; never shown
 * to anyone else), their channels (ALERT_CHANNELS_DEFAULT until they choose), and `suggested`
 * when they have no areas yet but have clips where requests are open.
 */
export async function alertSettings(db: SqlExecutor, uid: string, now: Date) {
  const areas = await db.query<Pick<AlertAreaRow, 'area_id' | 'label' | 'lat' | 'lng' | 'radius_m'>>(
    `select area_id, label, lat, lng, radius_m from alert_areas where uid = $1 order by ordinal`,
    [uid],
  );
  const channels = await db.query<Pick<AlertChannelsRow, 'email' | 'push'>>(
    `select email, push from alert_channels where uid = $1`,
    [uid],
  );
  const chosen = channels.rows[0];
  return {
    areas: areas.rows.map((row) => ({
      areaId: row.area_id,
      label: row.label,
      lat: Number(row.lat),
      lng: Number(row.lng),
      radiusM: Number(row.radius_m),
    })),
    channels: chosen ? { email: chosen.email, push: chosen.push } : { ...ALERT_CHANNELS_DEFAULT },
    suggested: areas.rows.length === 0 && (await droveWhereRequested(db, uid, now)),
  };
}
