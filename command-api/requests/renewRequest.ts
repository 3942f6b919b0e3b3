import type { EventStore } from '../../events/eventStore.ts';
import { requestDecider } from '../domain/request/decide.ts';
import { standing } from '../domain/request/state.ts';
import type { CommandContext } from '../handleCommand.ts';
import { loadRequest, runRequestCommand } from './runRequestCommand.ts';
import { takeRequestSlot } from './takeRequestSlot.ts';

/**
 * The owner keeps a request open another REQUEST_OPEN_DAYS from now. An open one is renewed on its
 * stream; an expired one is open again, so it takes a slot on the guard first, as a new one would.
 */
export async function renewRequest(
  store: EventStore,
  input: { requestId: string; by: string; now: string },
  context: CommandContext,
) {
  const command = { type: 'RenewRequest' as const, ...input };
  const request = await loadRequest(store, input.requestId);
  // Refused (not the owner, closed, removed) before a slot is spent on it.
  requestDecider.decide(command, request);
  if (request.status !== 'none' && standing(request, input.now) === 'expired')
    await takeRequestSlot(
      store,
      { uid: request.requesterId, requestId: input.requestId, now: input.now },
      context,
    );
  return runRequestCommand(store, command, context);
}
