import { parsePosition } from '../../../events/checkpoint.ts';
import type { GlobalPosition } from '../../../events/envelope.ts';
import type { SqlExecutor } from './sqlClient.ts';

/** A claimed matching job: the clip, and the event that queued it. */
export interface RequestMatchJob {
  clipId: string;
  attempts: number;
  /** Where the approval that queued it stands in the global order. */
  approvedPosition: GlobalPosition;
  /** The clip stream position that last moved the row: the worker's updates hold only while it stands. */
  position: string;
}

interface JobRow {
  clip_id: string;
  attempts: number;
  approved_position: string;
  last_position: string;
}

/**
 * The request match job table (migration 013) as the matcher uses it. Every update after the
 * claim holds only while the row's position is the one claimed: a clip approved again meanwhile
 * (rejected, fixed and approved) is queued afresh, and the worker's later writes change nothing.
 */
export function requestMatchJobQueue(db: SqlExecutor) {
  return {
    /** The next due job (queued and due, or running with its lease run out), claimed for `leaseSeconds`. */
    async claim(leaseSeconds: number): Promise<RequestMatchJob | null> {
      const { rows } = await db.query<JobRow>(
        `update request_match_jobs j set status = 'running', attempts = j.attempts + 1,
                lease_until = now() + make_interval(secs => $1), updated_at = now()
          where j.clip_id = (
            select clip_id from request_match_jobs
             where (status = 'queued' and run_after <= now()) or (status = 'running' and lease_until < now())
             order by run_after limit 1 for update skip locked)
         returning j.clip_id, j.attempts, j.approved_position, j.last_position::text as last_position`,
        [leaseSeconds],
      );
      const row = rows[0];
      if (!row) return null;
      const approvedPosition = parsePosition(row.approved_position);
      if (!approvedPosition) throw new Error(`request match job ${row.clip_id}: bad position`);
      return {
        clipId: row.clip_id,
        attempts: Number(row.attempts),
        approvedPosition,
        position: row.last_position,
      };
    },

    async done(job: RequestMatchJob): Promise<void> {
      await db.query(
        `update request_match_jobs set status = 'done', lease_until = null, last_error = null, updated_at = now()
          where clip_id = $1 and last_position = $2 and status = 'running'`,
        [job.clipId, job.position],
      );
    },

    /**
     * Looked at again after `delayMs` without counting a try: the read models have not caught up
     * with the approval yet, which is no fault of the job's.
     */
    async later(job: RequestMatchJob, delayMs: number): Promise<void> {
      await db.query(
        `update request_match_jobs set status = 'queued', attempts = greatest(attempts - 1, 0), lease_until = null,
                run_after = now() + make_interval(secs => $3), updated_at = now()
          where clip_id = $1 and last_position = $2 and status = 'running'`,
        [job.clipId, job.position, delayMs / 1000],
      );
    },

    /** Tried again after `delayMs`. */
    async retry(job: RequestMatchJob, error: string, delayMs: number): Promise<void> {
      await db.query(
        `update request_match_jobs set status = 'queued', lease_until = null, last_error = $3,
                run_after = now() + make_interval(secs => $4), updated_at = now()
          where clip_id = $1 and last_position = $2 and status = 'running'`,
        [job.clipId, job.position, error, delayMs / 1000],
      );
    },

    async failed(job: RequestMatchJob, error: string): Promise<void> {
      await db.query(
        `update request_match_jobs set status = 'failed', lease_until = null, last_error = $3, updated_at = now()
          where clip_id = $1 and last_position = $2 and status = 'running'`,
        [job.clipId, job.position, error],
      );
    },
  };
}

export type RequestMatchJobQueue = ReturnType<typeof requestMatchJobQueue>;
