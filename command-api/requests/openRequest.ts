import { randomUUID } from 'node:crypto';
import type { GlobalPosition } from '../../events/envelope.ts';
import type { EventStore } from '../../events/eventStore.ts';
import { DomainError } from '../domain/decider.ts';
import type { OpenRequest } from '../domain/request/decide.ts';
import { incidentWindowProblem } from '../domain/request/incidentWindow.ts';
import type { CommandContext } from '../handleCommand.ts';
import { runRequestCommand } from './runRequestCommand.ts';
import { takeRequestSlot } from './takeRequestSlot.ts';

/** What the requester asks for; the id and the open time are the handler's. */
export type OpenRequestInput = Omit<OpenRequest, 'type' | 'requestId'>;

/**
 * A member opens a footage request: a slot on the `requesting-{uid}` guard first (at most
 * REQUEST_OPEN_MAX open, REQUEST_OPENS_PER_HOUR an hour), then RequestOpened on its own stream,
 * open for REQUEST_OPEN_DAYS. A slot whose request never got written frees itself after a while.
 */
export async function openRequest(
  store: EventStore,
  input: OpenRequestInput,
  context: CommandContext,
): Promise<{ requestId: string; position: GlobalPosition }> {
  // A request the decider would refuse must not spend a slot (nor count towards the hour).
  const problem = incidentWindowProblem(input.when, input.now);
  if (problem) throw new DomainError('REQUEST_WHEN_INVALID', { problem });
  const requestId = randomUUID();
  await takeRequestSlot(store, { uid: input.requesterId, requestId, now: input.now }, context);
  const { position } = await runRequestCommand(store, { type: 'OpenRequest', requestId, ...input }, context);
  return { requestId, position };
}
