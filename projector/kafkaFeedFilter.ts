import { comparePositions } from '../events/checkpoint.ts';
import type { GlobalPosition, RecordedEvent } from '../events/envelope.ts';
import type { FeedItem } from '../infra/adapters/kafka/eventMessages.ts';
import type { PartitionPosition } from './kafkaPartitionPositions.ts';

const max = (a: GlobalPosition, b: GlobalPosition) => (comparePositions(a, b) >= 0 ? a : b);

/**
 * The events of a partition chunk not applied yet, and where the partition stands after them.
 * A partition holds its events in global order, but a relay restarted before its checkpoint
 * publishes some again: an event at or below the highest position applied so far (the stored one,
 * the projection's checkpoint, or earlier in the chunk) is such a copy and is skipped. A watermark
 * says every event at or below it came before it, so it raises that floor too.
 */
export function unseenEvents(
  items: readonly FeedItem[],
  stored: PartitionPosition,
  checkpoint: GlobalPosition,
): { events: RecordedEvent[]; to: PartitionPosition } {
  let floor = max(stored.position, checkpoint);
  let watermark = stored.watermark;
  const events: RecordedEvent[] = [];
  for (const item of items) {
    if (item.kind === 'watermark') {
      watermark = watermark === null ? item.position : max(watermark, item.position);
      floor = max(floor, item.position);
      continue;
    }
    if (comparePositions(item.event.globalPosition, floor) <= 0) continue;
    floor = item.event.globalPosition;
    events.push(item.event);
  }
  return { events, to: { position: floor, watermark } };
}
