import { asDomainEvent } from '../../../events/catalogue.ts';
import { formatPosition } from '../../../events/checkpoint.ts';
import type { RecordedEvent } from '../../../events/envelope.ts';
import type { SqlExecutor } from '../../../infra/adapters/postgres/sqlClient.ts';
import type { Projection } from '../../projection.ts';

/**
 * The matching to-do list of footage requests (issue 22): each approval of a clip queues a look
 * for the open requests it answers in `request_match_jobs` (migration 013, worked by the request
 * matcher in command-api). The place and time of an approved clip do not change (only a rejected
 * clip's seller edits them, and it is approved again afterwards). Each row keeps the clip stream
 * position that last moved it, so a second delivery changes nothing, and the global position of
 * that event, which the matcher waits for the read models to pass. The table is the worker's,
 * not a read model: a rebuild leaves it alone.
 */
export const requestMatchJobsProjection: Projection<never> = {
  name: 'request-match-jobs',
  handles: ['ClipApproved'],
  tables: [],
  async createTables() {},

  async handle(events, db) {
    for (const recorded of events) {
      const event = asDomainEvent(recorded);
      if (event?.type === 'ClipApproved') await queue(db, event.data.clipId, recorded);
    }
  },
};

/** Approved (again, after a rejection and a resubmission): looked at afresh. */
async function queue(db: SqlExecutor, clipId: string, recorded: RecordedEvent) {
  await db.query(
    `insert into request_match_jobs (clip_id, approved_position, last_position) values ($1, $2, $3)
     on conflict (clip_id) do update
       set status = 'queued', attempts = 0, run_after = now(), lease_until = null, last_error = null,
           approved_position = excluded.approved_position, last_position = excluded.last_position,
           updated_at = now()
     where request_match_jobs.last_position < excluded.last_position`,
    [clipId, formatPosition(recorded.globalPosition), recorded.streamPosition.toString()],
  );
}
