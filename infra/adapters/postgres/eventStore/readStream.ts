import type { ReadStreamResult } from '../../../../events/eventStore.ts';
import type { SqlExecutor } from '../sqlClient.ts';
import type { EventRow } from './recordedEvent.ts';
import { eventColumns, toRecordedEvent } from './recordedEvent.ts';

export async function readStream(db: SqlExecutor, streamId: string, after = 0n): Promise<ReadStreamResult> {
  const { rows } = await db.query<EventRow>(
    `select ${eventColumns} from events where stream_id = $1 and stream_position > $2
     order by events.stream_position`,
    [streamId, after.toString()],
  );
  const events = rows.map(toRecordedEvent);
  return { version: events.at(-1)?.streamPosition ?? after, events };
}
