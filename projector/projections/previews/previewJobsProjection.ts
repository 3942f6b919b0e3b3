import { asDomainEvent } from '../../../events/catalogue.ts';
import { previewMomentOf } from '../../../events/clip/clipEvents.ts';
import type { SqlExecutor } from '../../../infra/adapters/postgres/sqlClient.ts';
import type { Projection } from '../../projection.ts';

/**
 * The preview to-do list (issue 21): a clip's upload and each moved incident moment queue the
 * making of its watermarked preview in `preview_jobs` (migration 012, worked by the preview worker
 * where the media directory is); a result recorded on the clip's stream closes the row (for a
 * replay: live, the worker closed it already); deleting or expiring the clip asks the worker to
 * remove the file. Each row keeps the stream position that last moved it, so a second delivery
 * changes nothing. The table is the worker's, not a read model: a rebuild leaves it alone.
 */
export const previewJobsProjection: Projection<never> = {
  name: 'preview-jobs',
  handles: [
    'ClipUploaded',
    'ClipEdited',
    'ClipPreviewMade',
    'ClipPreviewFailed',
    'ClipDeleted',
    'ClipExpired',
  ],
  tables: [],
  async createTables() {},

  async handle(events, db) {
    for (const recorded of events) {
      const event = asDomainEvent(recorded);
      const position = recorded.streamPosition.toString();
      switch (event?.type) {
        case 'ClipUploaded':
          if (event.data.file)
            await queue(db, {
              clipId: event.data.clipId,
              storageKey: event.data.file.storageKey,
              durationSeconds: event.data.file.durationSeconds,
              momentSeconds: previewMomentOf(event.data),
              position,
            });
          break;
        case 'ClipEdited':
          if (event.data.changes.previewMomentSeconds !== undefined)
            await moveMoment(db, event.data.clipId, event.data.changes.previewMomentSeconds, position);
          break;
        case 'ClipPreviewMade':
          await close(db, event.data.clipId, event.data.momentSeconds, 'done', position);
          break;
        case 'ClipPreviewFailed':
          await close(db, event.data.clipId, event.data.momentSeconds, 'failed', position);
          break;
        case 'ClipDeleted':
        case 'ClipExpired':
          await db.query(
            `update preview_jobs set status = 'discard', run_after = now(), last_position = $2, updated_at = now()
              where clip_id = $1 and last_position < $2 and status <> 'removed'`,
            [event.data.clipId, position],
          );
          break;
      }
    }
  },
};

async function queue(
  db: SqlExecutor,
  job: {
    clipId: string;
    storageKey: string;
    durationSeconds: number;
    momentSeconds: number;
    position: string;
  },
) {
  await db.query(
    `insert into preview_jobs (clip_id, storage_key, duration_seconds, moment_seconds, last_position)
     values ($1, $2, $3, $4, $5) on conflict (clip_id) do nothing`,
    [job.clipId, job.storageKey, job.durationSeconds, job.momentSeconds, job.position],
  );
}

/** A new moment: made again from scratch, whatever the row was doing (a running worker's result is outdated). */
async function moveMoment(db: SqlExecutor, clipId: string, momentSeconds: number, position: string) {
  await db.query(
    `update preview_jobs set moment_seconds = $2, status = 'queued', attempts = 0, run_after = now(),
            lease_until = null, progress = 0, last_error = null, last_position = $3, updated_at = now()
      where clip_id = $1 and last_position < $3 and status not in ('discard', 'removed')`,
    [clipId, momentSeconds, position],
  );
}

async function close(
  db: SqlExecutor,
  clipId: string,
  momentSeconds: number,
  status: 'done' | 'failed',
  position: string,
) {
  await db.query(
    `update preview_jobs set status = $3, lease_until = null, progress = case when $3 = 'done' then 100 else progress end,
            last_position = $4, updated_at = now()
      where clip_id = $1 and moment_seconds = $2 and last_position < $4 and status not in ('discard', 'removed')`,
    [clipId, momentSeconds, status, position],
  );
}
