import { REQUEST_OPEN_MAX } from '../../../events/constants.ts';
import type { RequestSlotTaken } from '../../../events/request/requestEvents.ts';
import { REQUEST_OPENS_PER_HOUR, REQUEST_SLOT_OPENING_SECONDS } from '../../constants.ts';
import { DomainError, type Decider } from '../decider.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The `requesting-{uid}` guard: a member holds at most REQUEST_OPEN_MAX open footage requests and
 * opens at most REQUEST_OPENS_PER_HOUR an hour. Its state is every slot taken (a request opened, or
 * reopened after it expired); the handler adds how each request stands now, read from its own
 * stream. Appending at the guard's version makes parallel openings meet here, one at a time.
 */
export interface RequestingState {
  slots: { requestId: string; takenAt: string }[];
}

/**
 * How a slot's request stands, as the handler read it: `open` (open and not past its time),
 * `notOpen` (expired, closed, fulfilled or removed) or `none` (its stream is not written yet).
 */
export type SlotStanding = 'open' | 'notOpen' | 'none';

export interface TakeRequestSlot {
  type: 'TakeRequestSlot';
  uid: string;
  requestId: string;
  /** By request id, for the slots the handler saw; a slot it did not see was taken meanwhile. */
  standings: Record<string, SlotStanding>;
  now: string;
}

/** Whether a slot's request holds one of the member's open places on `now`. */
function holdsPlace(
  slot: { requestId: string; takenAt: string },
  standing: SlotStanding | undefined,
  now: number,
) {
  if (standing === undefined || standing === 'open') return true;
  if (standing === 'notOpen') return false;
  // Being written right now by a parallel opening, unless that opening died long ago.
  return now - Date.parse(slot.takenAt) < REQUEST_SLOT_OPENING_SECONDS * 1000;
}

export function takeRequestSlot(command: TakeRequestSlot, state: RequestingState): [RequestSlotTaken] {
  const now = Date.parse(command.now);
  const latest = new Map<string, { requestId: string; takenAt: string }>();
  for (const slot of state.slots) latest.set(slot.requestId, slot);
  latest.delete(command.requestId);
  const open = [...latest.values()].filter((slot) =>
    holdsPlace(slot, command.standings[slot.requestId], now),
  ).length;
  if (open >= REQUEST_OPEN_MAX) throw new DomainError('REQUEST_LIMIT', { openMax: REQUEST_OPEN_MAX });
  const lastHour = state.slots.filter((slot) => now - Date.parse(slot.takenAt) < HOUR_MS);
  if (lastHour.length >= REQUEST_OPENS_PER_HOUR) {
    const oldest = Math.min(...lastHour.map((slot) => Date.parse(slot.takenAt)));
    throw new DomainError('REQUEST_RATE_LIMITED', {
      action: 'open',
      retryAfterSeconds: Math.max(1, Math.ceil((oldest + HOUR_MS - now) / 1000)),
    });
  }
  return [
    {
      type: 'RequestSlotTaken',
      data: { uid: command.uid, requestId: command.requestId, takenAt: command.now },
    },
  ];
}

export const requestingDecider: Decider<RequestingState, TakeRequestSlot, RequestSlotTaken> = {
  initialState: () => ({ slots: [] }),
  evolve: (state, event) => ({
    slots: [...state.slots, { requestId: event.data.requestId, takenAt: event.data.takenAt }],
  }),
  decide: takeRequestSlot,
};
