import { randomUUID } from 'node:crypto';
import type { EventStore } from '../../events/eventStore.ts';
import { streams } from '../../events/streams.ts';
import { alertsDecider, type AlertAreaInput, type AlertsCommand } from '../domain/alerts/decide.ts';
import { handleCommand, type CommandContext } from '../handleCommand.ts';

function runAlertsCommand(store: EventStore, command: AlertsCommand, context: CommandContext) {
  return handleCommand(store, streams.alerts(command.uid), alertsDecider, command, context);
}

/** A seller saves the areas they drive (the whole list; empty turns the alerts off). */
export function setAlertAreas(
  store: EventStore,
  input: { uid: string; areas: AlertAreaInput[]; now: string },
  context: CommandContext,
) {
  const newAreaIds = input.areas.map(() => randomUUID());
  return runAlertsCommand(store, { type: 'SetAlertAreas', ...input, newAreaIds }, context);
}

/** A member chooses whether alerts also come by e-mail and by Web Push. */
export function setAlertChannels(
  store: EventStore,
  input: { uid: string; email: boolean; push: boolean; now: string },
  context: CommandContext,
) {
  return runAlertsCommand(store, { type: 'SetAlertChannels', ...input }, context);
}
