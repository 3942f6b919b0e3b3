import type { EventStore } from '../../events/eventStore.ts';
import { streams } from '../../events/streams.ts';
import type { PurchaseCommand } from '../domain/purchase/commands.ts';
import { purchaseDecider } from '../domain/purchase/decide.ts';
import { handleCommand, loadState, type CommandContext } from '../handleCommand.ts';

/** One command on one purchase's stream. */
export function runPurchaseCommand(store: EventStore, command: PurchaseCommand, context: CommandContext) {
  return handleCommand(store, streams.purchase(command.purchaseId), purchaseDecider, command, context);
}

export async function loadPurchase(store: EventStore, purchaseId: string) {
  return (await loadState(store, streams.purchase(purchaseId), purchaseDecider)).state;
}
