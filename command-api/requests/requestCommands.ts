import type { EventStore } from '../../events/eventStore.ts';
import type { EditRequest, RemoveRequest, ReportRequest } from '../domain/request/decide.ts';
import type { CommandContext } from '../handleCommand.ts';
import { runRequestCommand } from './runRequestCommand.ts';

type Input<C> = Omit<C, 'type'>;

/** The owner changes an open request; only what differs is recorded. */
export function editRequest(store: EventStore, input: Input<EditRequest>, context: CommandContext) {
  return runRequestCommand(store, { type: 'EditRequest', ...input }, context);
}

/** The owner closes an open request: it leaves the board and frees its slot. */
export function closeRequest(
  store: EventStore,
  input: { requestId: string; by: string; now: string },
  context: CommandContext,
) {
  return runRequestCommand(store, { type: 'CloseRequest', ...input }, context);
}

/** A member other than the owner reports an open request, once. */
export function reportRequest(store: EventStore, input: Input<ReportRequest>, context: CommandContext) {
  return runRequestCommand(store, { type: 'ReportRequest', ...input }, context);
}

/** An admin removes a request for abuse, with the reason its requester reads. */
export function removeRequest(store: EventStore, input: Input<RemoveRequest>, context: CommandContext) {
  return runRequestCommand(store, { type: 'RemoveRequest', ...input }, context);
}
