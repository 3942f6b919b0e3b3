import type { EventStore } from '../../events/eventStore.ts';
import type { CommandContext } from '../handleCommand.ts';
import { loadPayout, returnPayout, runPayoutCommand } from './payoutLedger.ts';

/** An admin transferred a pending payout's money (spec admin §4 Payout: sets paid and paidAt). */
export async function markPayoutPaid(
  store: EventStore,
  input: { payoutId: string; now: string },
  context: CommandContext & { actor: { id: string } },
) {
  const { position } = await runPayoutCommand(
    store,
    { type: 'MarkPayoutPaid', payoutId: input.payoutId, by: context.actor.id, now: input.now },
    context,
  );
  return { payout: { _id: input.payoutId, id: input.payoutId, status: 'paid', paidAt: input.now }, position };
}

/**
 * A pending payout's transfer did not go through: the payout fails and its money goes back on the
 * seller's balance (a crash in between is settled by the next payout batch).
 */
export async function failPayout(
  store: EventStore,
  input: { payoutId: string; reason: string; now: string },
  context: CommandContext,
) {
  const failed = await runPayoutCommand(
    store,
    { type: 'FailPayout', payoutId: input.payoutId, reason: input.reason, now: input.now },
    context,
  );
  const payout = await loadPayout(store, input.payoutId);
  const returned =
    payout.status === 'none'
      ? null
      : await returnPayout(
          store,
          { sellerId: payout.sellerId, payoutId: input.payoutId, now: input.now },
          context,
        );
  return {
    payout: {
      _id: input.payoutId,
      id: input.payoutId,
      status: 'failed',
      failedAt: input.now,
      reason: input.reason,
    },
    position: returned?.position ?? failed.position,
  };
}
