import { describe, it } from 'vitest';
import { REQUEST_OPEN_MAX } from '../../../events/constants.ts';
import type { RequestSlotTaken } from '../../../events/request/requestEvents.ts';
import { REQUEST_OPENS_PER_HOUR } from '../../constants.ts';
import { deciderSpecification } from '../../testing/deciderSpecification.ts';
import { requestingDecider, type SlotStanding, type TakeRequestSlot } from './decide.ts';

const spec = deciderSpecification(requestingDecider);
const now = '2026-11-21T06:00:00.000Z';
const dayBefore = '2026-11-20T06:00:00.000Z';
const minutesBefore = (minutes: number) => new Date(Date.parse(now) - minutes * 60_000).toISOString();
const taken = (requestId: string, takenAt = dayBefore): RequestSlotTaken => ({
  type: 'RequestSlotTaken',
  data: { uid: 'u1', requestId, takenAt },
});
const take = (standings: Record<string, SlotStanding> = {}, requestId = 'new'): TakeRequestSlot => ({
  type: 'TakeRequestSlot',
  uid: 'u1',
  requestId,
  standings,
  now,
});

describe('a member’s open footage requests (the requesting guard)', () => {
  it(`takes a slot while fewer than ${REQUEST_OPEN_MAX} requests are open`, () => {
    spec
      .given([])
      .when(take())
      .then([taken('new', now)]);
    spec
      .given([taken('a'), taken('b')])
      .when(take({ a: 'open', b: 'open' }))
      .then([taken('new', now)]);
    spec
      .given([taken('a'), taken('b'), taken('c')])
      .when(take({ a: 'open', b: 'open', c: 'open' }))
      .thenThrows('REQUEST_LIMIT');
  });

  it('requests no longer open free their slot', () => {
    spec
      .given([taken('a'), taken('b'), taken('c'), taken('d')])
      .when(take({ a: 'open', b: 'notOpen', c: 'open', d: 'notOpen' }))
      .then([taken('new', now)]);
  });

  it('a slot taken after the handler looked counts as open, whatever the handler read', () => {
    spec
      .given([taken('a'), taken('b'), taken('c')])
      .when(take({ a: 'open', b: 'open' }))
      .thenThrows('REQUEST_LIMIT');
  });

  it('a request still being written holds its slot for a while, an abandoned one not', () => {
    spec
      .given([taken('a'), taken('b'), taken('c', minutesBefore(1))])
      .when(take({ a: 'open', b: 'open', c: 'none' }))
      .thenThrows('REQUEST_LIMIT');
    spec
      .given([taken('a'), taken('b'), taken('c')])
      .when(take({ a: 'open', b: 'open', c: 'none' }))
      .then([taken('new', now)]);
  });

  it('reopening an expired request takes a slot again without counting itself', () => {
    spec
      .given([taken('a'), taken('b'), taken('c')])
      .when(take({ a: 'open', b: 'open', c: 'notOpen' }, 'c'))
      .then([taken('c', now)]);
    spec
      .given([taken('a'), taken('b'), taken('c'), taken('d')])
      .when(take({ a: 'open', b: 'open', c: 'open', d: 'notOpen' }, 'd'))
      .thenThrows('REQUEST_LIMIT');
  });

  it(`opens at most ${REQUEST_OPENS_PER_HOUR} an hour`, () => {
    const recent = Array.from({ length: REQUEST_OPENS_PER_HOUR }, (_, i) =>
      taken(`r${i}`, minutesBefore(50 - i)),
    );
    const closedAll = Object.fromEntries(recent.map((slot) => [slot.data.requestId, 'notOpen' as const]));
    spec.given(recent).when(take(closedAll)).thenThrows('REQUEST_RATE_LIMITED');
    spec
      .given([taken('old', minutesBefore(61)), ...recent.slice(1)])
      .when(take({ ...closedAll, old: 'notOpen' }))
      .then([taken('new', now)]);
  });
});
