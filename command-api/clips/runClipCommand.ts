import type { EventStore } from '../../events/eventStore.ts';
import { streams } from '../../events/streams.ts';
import type { ClipCommand } from '../domain/clip/commands.ts';
import { clipDecider } from '../domain/clip/decide.ts';
import { handleCommand, type CommandContext } from '../handleCommand.ts';

/** One command on one clip's stream. */
export function runClipCommand(store: EventStore, command: ClipCommand, context: CommandContext) {
  return handleCommand(store, streams.clip(command.clipId), clipDecider, command, context);
}

export const nowIso = () => new Date().toISOString();
