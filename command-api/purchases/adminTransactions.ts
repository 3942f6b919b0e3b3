import type { GlobalPosition } from '../../events/envelope.ts';
import { toBaht } from '../../events/money.ts';
import { transactionMethod, transactionStatus } from '../../events/purchase/transactionStatus.ts';
import { streams } from '../../events/streams.ts';
import { DomainError } from '../domain/decider.ts';
import type { ExistingPurchase } from '../domain/purchase/state.ts';
import type { CommandContext } from '../handleCommand.ts';
import type { PaymentDeps } from './paymentDeps.ts';
import { recordPaymentAndCredit } from './recordProviderPayment.ts';
import { recordRefund } from './recordRefund.ts';
import { loadPurchase, runPurchaseCommand } from './runPurchaseCommand.ts';

type Deps = Pick<PaymentDeps, 'store' | 'provider' | 'logger' | 'bankAccount' | 'readModels'>;

/** The transaction as the command's answer shows it, from the purchase's own stream. */
function transactionOf(purchase: ExistingPurchase, extra: Record<string, unknown>) {
  return {
    _id: purchase.purchaseId,
    id: purchase.purchaseId,
    status: transactionStatus(purchase.status),
    amount: toBaht(purchase.amountSatang),
    paymentMethod: transactionMethod(purchase.paymentMethod),
    ...extra,
  };
}

async function existingPurchase(deps: Deps, purchaseId: string): Promise<ExistingPurchase> {
  const purchase = await loadPurchase(deps.store, purchaseId);
  if (purchase.status === 'none') throw new DomainError('PURCHASE_NOT_FOUND');
  return purchase;
}

/** Where the purchase's stream ends: what to wait for when the webhook recorded the refund first. */
async function streamEnd(deps: Deps, purchaseId: string): Promise<GlobalPosition | null> {
  const { events } = await deps.store.readStream(streams.purchase(purchaseId));
  return events.at(-1)?.globalPosition ?? null;
}

/**
 * An admin refunds a completed purchase (spec admin §4 Transaction). The request is recorded first
 * (who and why); a payment made through the provider is then refunded there — the same key
 * every time, so a retry never refunds twice — and a PromptPay payment or a bank transfer is one
 * the admin paid back outside. Recording the refund ends the buyer's access and takes the seller's share back.
 */
export async function refundTransaction(
  deps: Deps,
  input: { purchaseId: string; reason: string; now: string },
  context: CommandContext & { actor: { id: string } },
) {
  const { position: requested } = await runPurchaseCommand(
    deps.store,
    {
      type: 'RequestRefund',
      purchaseId: input.purchaseId,
      reason: input.reason,
      by: context.actor.id,
      now: input.now,
    },
    context,
  );
  const purchase = await existingPurchase(deps, input.purchaseId);
  let refundId: string | null = null;
  // PromptPay and bank transfers are paid back by the admin outside (issue 6) and only recorded.
  const paidByPromptPay =
    purchase.started.find((started) => started.providerRef === purchase.paymentId)?.method === 'promptpay';
  if (purchase.paidThrough !== 'bank_transfer' && !paidByPromptPay) {
    if (purchase.paidThrough !== deps.provider.name || purchase.paymentId === null)
      throw new DomainError('REFUND_AT_OTHER_PROVIDER');
    const { paymentId } = purchase;
    const refund = await deps.provider
      .refund({
        paymentId,
        amountSatang: purchase.amountSatang,
        idempotencyKey: `refund:${purchase.purchaseId}`,
      })
      .catch((error: unknown) => {
        deps.logger.error({ err: error, purchaseId: purchase.purchaseId }, 'provider refund failed');
        return null;
      });
    if (!refund || refund.status === 'failed') throw new DomainError('REFUND_FAILED_AT_PROVIDER');
    refundId = refund.id;
  }
  const recorded = await recordRefund(
    deps,
    { purchaseId: input.purchaseId, refundId, reason: input.reason, now: input.now },
    context,
  );
  const refunded = await existingPurchase(deps, input.purchaseId);
  return {
    transaction: transactionOf(refunded, { refundId, reason: refunded.refundReason ?? input.reason }),
    position: recorded.position ?? (await streamEnd(deps, input.purchaseId)) ?? requested,
  };
}

/**
 * An admin confirms that a buyer's bank transfer arrived (an audited command: the admin is the
 * actor): the payment is recorded with the transfer's reference and the seller credited at once.
 * A transfer to the embedded mode's made-up account is test money, never paid out (issue 15).
 */
export async function confirmBankTransfer(
  deps: Deps,
  input: { purchaseId: string; reference: string; now: string },
  context: CommandContext,
) {
  const purchase = await existingPurchase(deps, input.purchaseId);
  if (purchase.paymentMethod !== 'bank_transfer') throw new DomainError('NOT_BANK_TRANSFER');
  const { position } = await recordPaymentAndCredit(
    deps,
    {
      purchaseId: input.purchaseId,
      provider: 'bank_transfer',
      paymentId: input.reference,
      amountSatang: purchase.amountSatang,
      testMode: deps.bankAccount?.testMode ?? false,
      now: input.now,
    },
    context,
  );
  const paid = await existingPurchase(deps, input.purchaseId);
  return {
    transaction: transactionOf(paid, { reference: input.reference, paidAt: input.now }),
    position,
  };
}
