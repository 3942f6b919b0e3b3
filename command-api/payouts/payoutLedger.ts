import type { EventStore } from '../../events/eventStore.ts';
import type { PayoutDebited } from '../../events/ledger/ledgerEvents.ts';
import { streams } from '../../events/streams.ts';
import { DomainError } from '../domain/decider.ts';
import { ledgerDecider } from '../domain/ledger/decide.ts';
import { payoutDecider, type PayoutCommand } from '../domain/payout/decide.ts';
import { handleCommand, loadState, type CommandContext } from '../handleCommand.ts';
import type { Satang } from '../../events/money.ts';

/** One command on one payout's stream. */
export function runPayoutCommand(store: EventStore, command: PayoutCommand, context: CommandContext) {
  return handleCommand(store, streams.payout(command.payoutId), payoutDecider, command, context);
}

export async function loadPayout(store: EventStore, payoutId: string) {
  return (await loadState(store, streams.payout(payoutId), payoutDecider)).state;
}

/**
 * Takes the seller's whole balance for `payoutId`; null when it is under the minimum — also when
 * another batch took it a moment ago (the ledger stream decided again after the lost race).
 */
export async function debitPayout(
  store: EventStore,
  debit: { sellerId: string; payoutId: string; minimumSatang: Satang; now: string },
  context: CommandContext,
): Promise<PayoutDebited | null> {
  try {
    const { events } = await handleCommand(
      store,
      streams.ledger(debit.sellerId),
      ledgerDecider,
      { type: 'DebitPayout', ...debit },
      context,
    );
    return events[0]?.type === 'PayoutDebited' ? events[0] : null;
  } catch (error) {
    if (error instanceof DomainError && error.code === 'PAYOUT_BELOW_MINIMUM') return null;
    throw error;
  }
}

/** A failed payout's money back on the seller's balance, once however often it is asked for. */
export async function returnPayout(
  store: EventStore,
  payout: { sellerId: string; payoutId: string; now: string },
  context: CommandContext,
) {
  try {
    return await handleCommand(
      store,
      streams.ledger(payout.sellerId),
      ledgerDecider,
      { type: 'ReturnPayout', ...payout },
      context,
    );
  } catch (error) {
    if (error instanceof DomainError && error.code === 'PAYOUT_ALREADY_RETURNED') return null;
    throw error;
  }
}
