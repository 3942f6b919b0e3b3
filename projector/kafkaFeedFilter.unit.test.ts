import { describe, expect, it } from 'vitest';
import type { GlobalPosition, RecordedEvent } from '../events/envelope.ts';
import type { FeedItem } from '../infra/adapters/kafka/eventMessages.ts';
import { unseenEvents } from './kafkaFeedFilter.ts';
import { lowestWatermark } from './kafkaPartitionPositions.ts';

const at = (gp: number): GlobalPosition => ({ tx: 1n, gp: BigInt(gp) });
const START = at(0);
const event = (gp: number): FeedItem => ({
  kind: 'event',
  offset: String(gp),
  event: { streamId: `s${gp % 2}`, globalPosition: at(gp) } as RecordedEvent,
});
const watermark = (gp: number): FeedItem => ({ kind: 'watermark', offset: 'w', position: at(gp) });
const gps = (events: RecordedEvent[]) => events.map((e) => Number(e.globalPosition.gp));

describe('unseen events of a partition chunk', () => {
  it('skip a relay’s second publication of a batch, within the chunk and across chunks', () => {
    const items = [event(1), event(3), watermark(4), event(1), event(3), watermark(4), event(6)];
    const first = unseenEvents(items, { position: START, watermark: null }, START);
    expect(gps(first.events)).toEqual([1, 3, 6]);
    expect(first.to).toEqual({ position: at(6), watermark: at(4) });
    const again = unseenEvents(items, first.to, START);
    expect(gps(again.events)).toEqual([]);
    expect(again.to).toEqual(first.to);
  });

  it('skip what the projection’s checkpoint already covers (a rebuild, or the store before Kafka)', () => {
    const result = unseenEvents([event(2), event(5), event(8)], { position: at(1), watermark: null }, at(5));
    expect(gps(result.events)).toEqual([8]);
  });

  it('a watermark never moves back', () => {
    const result = unseenEvents([watermark(3)], { position: at(9), watermark: at(9) }, START);
    expect(result.to).toEqual({ position: at(9), watermark: at(9) });
  });
});

describe('the checkpoint of a consumed projection', () => {
  it('is the lowest watermark, once every partition has one', () => {
    expect(lowestWatermark(new Map([[0, at(5)]]), 2)).toBeNull();
    expect(
      lowestWatermark(
        new Map([
          [0, at(5)],
          [1, null],
        ]),
        2,
      ),
    ).toBeNull();
    expect(
      lowestWatermark(
        new Map([
          [0, at(7)],
          [1, at(5)],
          [2, at(9)],
        ]),
        3,
      ),
    ).toEqual(at(5));
  });
});
