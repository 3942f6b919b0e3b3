import type { SqlExecutor } from './sqlClient.ts';

/** A claimed preview job: the clip's original and the moment, as of the row's `position`. */
export interface PreviewJob {
  clipId: string;
  storageKey: string;
  durationSeconds: number;
  momentSeconds: number;
  attempts: number;
  /** The clip stream position that last moved the row: the worker's updates hold only while it stands. */
  position: string;
}

/** A clip whose preview file is to be removed (deleted or expired). */
export interface PreviewDiscard {
  clipId: string;
  position: string;
}

interface JobRow {
  clip_id: string;
  storage_key: string;
  duration_seconds: number;
  moment_seconds: number;
  attempts: number;
  last_position: string;
}

/**
 * The preview job table (migration 012) as the worker uses it. Every update after the claim holds
 * only while the row's position is the one claimed: a moment moved or a clip deleted meanwhile
 * takes the job away, and the worker's later writes change nothing.
 */
export function previewJobQueue(db: SqlExecutor) {
  return {
    /** The next due job (queued and due, or running with its lease run out), claimed for `leaseSeconds`. */
    async claim(leaseSeconds: number): Promise<PreviewJob | null> {
      const { rows } = await db.query<JobRow>(
        `update preview_jobs j set status = 'running', attempts = j.attempts + 1, progress = 0,
                lease_until = now() + make_interval(secs => $1), updated_at = now()
          where j.clip_id = (
            select clip_id from preview_jobs
             where (status = 'queued' and run_after <= now()) or (status = 'running' and lease_until < now())
             order by run_after limit 1 for update skip locked)
         returning j.clip_id, j.storage_key, j.duration_seconds, j.moment_seconds, j.attempts,
                   j.last_position::text as last_position`,
        [leaseSeconds],
      );
      const row = rows[0];
      return row
        ? {
            clipId: row.clip_id,
            storageKey: row.storage_key,
            durationSeconds: Number(row.duration_seconds),
            momentSeconds: Number(row.moment_seconds),
            attempts: Number(row.attempts),
            position: row.last_position,
          }
        : null;
    },

    /** Progress 0–100 and a renewed lease; false when the job is no longer this worker's. */
    async report(job: PreviewJob, progress: number, leaseSeconds: number): Promise<boolean> {
      const { affectedRows } = await db.query(
        `update preview_jobs set progress = $3, lease_until = now() + make_interval(secs => $4), updated_at = now()
          where clip_id = $1 and last_position = $2 and status = 'running'`,
        [job.clipId, job.position, progress, leaseSeconds],
      );
      return affectedRows > 0;
    },

    async done(job: PreviewJob): Promise<void> {
      await db.query(
        `update preview_jobs set status = 'done', progress = 100, lease_until = null, last_error = null,
                updated_at = now()
          where clip_id = $1 and last_position = $2 and status = 'running'`,
        [job.clipId, job.position],
      );
    },

    /** Tried again after `delayMs`. */
    async retry(job: PreviewJob, error: string, delayMs: number): Promise<void> {
      await db.query(
        `update preview_jobs set status = 'queued', lease_until = null, last_error = $3,
                run_after = now() + make_interval(secs => $4), updated_at = now()
          where clip_id = $1 and last_position = $2 and status = 'running'`,
        [job.clipId, job.position, error, delayMs / 1000],
      );
    },

    async failed(job: PreviewJob, error: string): Promise<void> {
      await db.query(
        `update preview_jobs set status = 'failed', lease_until = null, last_error = $3, updated_at = now()
          where clip_id = $1 and last_position = $2 and status = 'running'`,
        [job.clipId, job.position, error],
      );
    },

    /** Clips whose preview file is to go. */
    async discards(limit: number): Promise<PreviewDiscard[]> {
      const { rows } = await db.query<{ clip_id: string; last_position: string }>(
        `select clip_id, last_position::text as last_position from preview_jobs
          where status = 'discard' order by run_after limit $1`,
        [limit],
      );
      return rows.map((row) => ({ clipId: row.clip_id, position: row.last_position }));
    },

    async removed(discard: PreviewDiscard): Promise<void> {
      await db.query(
        `update preview_jobs set status = 'removed', updated_at = now()
          where clip_id = $1 and last_position = $2 and status = 'discard'`,
        [discard.clipId, discard.position],
      );
    },
  };
}

export type PreviewJobQueue = ReturnType<typeof previewJobQueue>;
