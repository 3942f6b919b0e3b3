import type { EventStore } from '../../events/eventStore.ts';
import { streams } from '../../events/streams.ts';
import { requestDecider, type RequestCommand } from '../domain/request/decide.ts';
import type { RequestState } from '../domain/request/state.ts';
import { handleCommand, loadState, type CommandContext } from '../handleCommand.ts';

/** One command on one footage request's stream. */
export function runRequestCommand(store: EventStore, command: RequestCommand, context: CommandContext) {
  return handleCommand(store, streams.request(command.requestId), requestDecider, command, context);
}

/** A footage request as its stream stands now. */
export async function loadRequest(store: EventStore, requestId: string): Promise<RequestState> {
  return (await loadState(store, streams.request(requestId), requestDecider)).state;
}
