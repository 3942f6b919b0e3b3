import type { GlobalPosition, RecordedEvent } from '../../../../events/envelope.ts';
import type { SqlExecutor } from '../sqlClient.ts';
import type { EventRow } from './recordedEvent.ts';
import { eventColumns, toRecordedEvent } from './recordedEvent.ts';

/**
 * Pages on (transaction id, global position) and stops below the oldest transaction still running:
 * an event whose transaction commits late sorts before everything a later transaction wrote, and is
 * only handed out once nothing older can still appear (DESIGN.md §4).
 *
 * Transaction ids are the whole server's, so the oldest running transaction may be another
 * database's (a long report, a test holding a transaction, another dashclip): one known to run in
 * another database cannot write these events and does not hold the read back. A transaction the
 * statement's snapshot saw running that has ended since, whose database is then unknown, still
 * does, until the next read.
 */
const VISIBLE_HORIZON = `coalesce(
  (select min(running) from pg_snapshot_xip(pg_current_snapshot()) as running
    where not exists (
      select 1 from pg_stat_activity elsewhere
       where elsewhere.datname <> current_database()
         and elsewhere.backend_xid = (running::text::bigint % 4294967296)::text::xid)),
  pg_snapshot_xmax(pg_current_snapshot()))`;

export async function readAll(
  db: SqlExecutor,
  after: GlobalPosition,
  limit: number,
): Promise<RecordedEvent[]> {
  const { rows } = await db.query<EventRow>(
    `select ${eventColumns} from events
      where (events.transaction_id, events.global_position) > ($1::text::xid8, $2::bigint)
        and events.transaction_id < ${VISIBLE_HORIZON}
      order by events.transaction_id, events.global_position
      limit $3`,
    [after.tx.toString(), after.gp.toString(), limit],
  );
  return rows.map(toRecordedEvent);
}
