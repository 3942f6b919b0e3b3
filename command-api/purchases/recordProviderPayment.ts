import type { PaymentFailure } from '../../infra/payments/paymentProvider.ts';
import { DomainError } from '../domain/decider.ts';
import type { ProviderName } from '../domain/purchase/state.ts';
import type { CommandContext } from '../handleCommand.ts';
import type { PaymentDeps } from './paymentDeps.ts';
import { runPurchaseCommand } from './runPurchaseCommand.ts';
import { creditSale } from './settleSale.ts';

/** Already true, so nothing to do: the same news from the webhook and a retrieve, or a replay. */
const settled = new Set(['PAYMENT_ALREADY_RECORDED']);

/**
 * The provider says the money arrived (a verified webhook, or a server-side retrieve for
 * confirm-payment and session-status). Idempotent: the same payment twice records it once. A
 * second, different payment of a paid purchase, or one of another amount, is recorded nowhere
 * and logged for an admin to refund.
 */
export async function recordProviderPayment(
  deps: Pick<PaymentDeps, 'store' | 'logger'>,
  payment: { purchaseId: string; provider: ProviderName; paymentId: string; amountSatang: number; now: string },
  context: CommandContext,
): Promise<void> {
  let paid;
  try {
    ({ events: [paid] } = await runPurchaseCommand(deps.store, { type: 'RecordPayment', ...payment }, context));
  } catch (error) {
    if (error instanceof DomainError && settled.has(error.code)) return;
    if (error instanceof DomainError) {
      deps.logger.error(
        { purchaseId: payment.purchaseId, paymentId: payment.paymentId, code: error.code },
        'payment not recorded: refund it at the provider',
      );
      return;
    }
    throw error;
  }
  if (paid?.type !== 'PaymentSucceeded') return;
  // The seller's share at once; should this fail, the purchase upkeep credits it within a minute.
  const { sellerId, clipId, purchaseId, amountSatang } = paid.data;
  await creditSale(deps.store, { sellerId, purchaseId, clipId, grossSatang: amountSatang, now: payment.now }, context).catch(
    (error: unknown) => deps.logger.warn({ err: error, purchaseId }, 'sale not credited yet; upkeep will retry'),
  );
}

/** A declined or failed attempt; a failure reported after the purchase was paid changes nothing. */
export async function recordProviderFailure(
  deps: Pick<PaymentDeps, 'store' | 'logger'>,
  failure: { purchaseId: string; provider: ProviderName; paymentId: string; failure: PaymentFailure; now: string },
  context: CommandContext,
): Promise<void> {
  try {
    await runPurchaseCommand(deps.store, { type: 'RecordPaymentFailure', ...failure }, context);
  } catch (error) {
    if (error instanceof DomainError) return;
    throw error;
  }
}
