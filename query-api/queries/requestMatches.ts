import type { SqlExecutor } from '../../infra/adapters/postgres/sqlClient.ts';
import { clipsForRequest } from '../../projector/projections/requests/requestLookups.ts';
import type { RequestMatchRow } from '../../projector/projections/requests/requestTables.ts';
import { clipColumns, clipFrom, toVideo, type ClipRow } from './clipView.ts';

interface Measured {
  distanceM: number;
  minutesApart: number;
  linked: boolean;
}

/**
 * The clips for a request's owner (issue 22): the approved clips inside its circle and window
 * (the geo + time match, at once, whether or not anyone was told of them yet), and the clips
 * linked to it on its stream (RequestMatched: the requester was told of them), nearest first,
 * then fewest minutes apart. Each carries what a clip card shows, and `video` in the shape of the
 * search results' clips.
 */
export async function requestMatches(db: SqlExecutor, requestId: string) {
  const found = await clipsForRequest(db, requestId);
  const linked = await db.query<Pick<RequestMatchRow, 'clip_id' | 'distance_m' | 'minutes_apart'>>(
    `select clip_id, distance_m, minutes_apart from request_matches where request_id = $1`,
    [requestId],
  );
  const measured = new Map<string, Measured>(
    found.map((match) => [
      match.clipId,
      { distanceM: match.distanceM, minutesApart: match.minutesApart, linked: false },
    ]),
  );
  for (const row of linked.rows)
    measured.set(row.clip_id, {
      distanceM: Number(row.distance_m),
      minutesApart: Number(row.minutes_apart),
      linked: true,
    });
  if (measured.size === 0) return [];
  const { rows } = await db.query<ClipRow>(
    `select ${clipColumns} from ${clipFrom} where c.clip_id = any($1::text[]) and c.status = 'approved'`,
    [[...measured.keys()]],
  );
  return rows
    .map((row) => {
      const video = toVideo(row);
      const match = measured.get(row.clip_id)!;
      return {
        clipId: row.clip_id,
        title: video.title,
        thumbnail: video.thumbnail,
        thumbnailJpg: video.thumbnailJpg,
        price: video.price,
        incidentDate: row.incident_date,
        incidentTime: row.incident_time,
        province: row.province,
        district: row.district,
        ...match,
        video,
      };
    })
    .sort(
      (a, b) =>
        a.distanceM - b.distanceM || a.minutesApart - b.minutesApart || a.clipId.localeCompare(b.clipId),
    );
}
