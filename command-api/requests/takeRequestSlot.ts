import type { EventStore } from '../../events/eventStore.ts';
import { streams } from '../../events/streams.ts';
import { standing } from '../domain/request/state.ts';
import { requestingDecider, type SlotStanding } from '../domain/requesting/decide.ts';
import { handleCommand, loadState, type CommandContext } from '../handleCommand.ts';
import { loadRequest } from './runRequestCommand.ts';

/**
 * Takes one of the member's open-request slots on the `requesting-{uid}` guard for `requestId`
 * (a new request, or an expired one reopened), or refuses: REQUEST_LIMIT when REQUEST_OPEN_MAX are
 * open, REQUEST_RATE_LIMITED past REQUEST_OPENS_PER_HOUR. How each earlier slot's request stands is
 * read from its own stream; the append at the guard's version makes parallel openings take turns.
 */
export async function takeRequestSlot(
  store: EventStore,
  input: { uid: string; requestId: string; now: string },
  context: CommandContext,
): Promise<void> {
  const guard = streams.requesting(input.uid);
  const { state } = await loadState(store, guard, requestingDecider);
  const others = [...new Set(state.slots.map((slot) => slot.requestId))].filter(
    (id) => id !== input.requestId,
  );
  const standings: Record<string, SlotStanding> = Object.fromEntries(
    await Promise.all(
      others.map(async (requestId) => {
        const request = await loadRequest(store, requestId);
        const seen: SlotStanding =
          request.status === 'none' ? 'none' : standing(request, input.now) === 'open' ? 'open' : 'notOpen';
        return [requestId, seen] as const;
      }),
    ),
  );
  await handleCommand(
    store,
    guard,
    requestingDecider,
    { type: 'TakeRequestSlot', uid: input.uid, requestId: input.requestId, standings, now: input.now },
    context,
  );
}
