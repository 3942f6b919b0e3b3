import type { GlobalPosition, RecordedEvent } from '../../../../events/envelope.ts';
import type { SqlExecutor } from '../sqlClient.ts';
import type { EventRow } from './recordedEvent.ts';
import { eventColumns, toRecordedEvent } from './recordedEvent.ts';

/**
 * Pages on (transaction id, global position) and stops below the oldest transaction still running:
 * an event whose transaction commits late sorts before everything a later transaction wrote, and is
 * only handed out once nothing older can still appear (DESIGN.md §4).
 */
export async function readAll(
  db: SqlExecutor,
  after: GlobalPosition,
  limit: number,
): Promise<RecordedEvent[]> {
  const { rows } = await db.query<EventRow>(
    `select ${eventColumns} from events
      where (events.transaction_id, events.global_position) > ($1::text::xid8, $2::bigint)
        and events.transaction_id < pg_snapshot_xmin(pg_current_snapshot())
      order by events.transaction_id, events.global_position
      limit $3`,
    [after.tx.toString(), after.gp.toString(), limit],
  );
  return rows.map(toRecordedEvent);
}
