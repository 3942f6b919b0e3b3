import type { PaymentFailure } from '../ports/paymentProvider.ts';
import { DomainError } from '../domain/decider.ts';
import type { GlobalPosition } from '../../events/envelope.ts';
import type { PaymentSucceeded } from '../../events/purchase/purchaseEvents.ts';
import type { RecordPayment } from '../domain/purchase/commands.ts';
import type { ProviderName } from '../domain/purchase/state.ts';
import type { CommandContext } from '../handleCommand.ts';
import type { PaymentDeps } from './paymentDeps.ts';
import { refusalOf } from './providerPaymentCheck.ts';
import { runPurchaseCommand } from './runPurchaseCommand.ts';
import { creditSale } from './settleSale.ts';
import { fulfilRequestsOf } from './fulfilRequests.ts';
import type { Satang } from '../../events/money.ts';

/** Already true, so nothing to do: the same news from the webhook and a retrieve, or a replay. */
const settled = new Set(['PAYMENT_ALREADY_RECORDED']);

/**
 * The provider says the money arrived (a verified webhook, or a server-side retrieve for
 * confirm-payment and session-status). Idempotent: the same payment twice records it once. A
 * second, different payment of a paid purchase, one of another amount, in another currency than
 * baht or in another mode (live/test) than the provider's key, is recorded nowhere and logged for
 * an admin to refund. A test-mode provider's payment is recorded as test money.
 */
export async function recordProviderPayment(
  deps: Pick<PaymentDeps, 'store' | 'logger' | 'provider' | 'readModels'>,
  payment: {
    purchaseId: string;
    provider: ProviderName;
    paymentId: string;
    amountSatang: Satang;
    currency: string | null;
    livemode: boolean;
    now: string;
  },
  context: CommandContext,
): Promise<void> {
  const { currency, livemode, ...recorded } = payment;
  const refusal = refusalOf({ currency, livemode }, deps.provider);
  if (refusal) {
    deps.logger.error(
      {
        purchaseId: payment.purchaseId,
        paymentId: payment.paymentId,
        code: refusal,
        currency,
        livemode,
        providerTestMode: deps.provider.testMode,
      },
      'payment not recorded: refund it at the provider',
    );
    return;
  }
  try {
    await recordPaymentAndCredit(deps, { ...recorded, testMode: deps.provider.testMode }, context);
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
}

/**
 * Records a payment (the provider's, or a bank transfer an admin confirmed) and credits the seller
 * at once; should the credit fail, the purchase upkeep credits it within a minute. Then the buyer's
 * footage requests the clip answers are fulfilled (never failing the payment). Refusals are the
 * caller's to judge. Answers the last position written.
 */
export async function recordPaymentAndCredit(
  deps: Pick<PaymentDeps, 'store' | 'logger' | 'readModels'>,
  payment: Omit<RecordPayment, 'type'>,
  context: CommandContext,
): Promise<{ paid: PaymentSucceeded; position: GlobalPosition }> {
  const {
    events: [paid],
    position,
  } = await runPurchaseCommand(deps.store, { ...payment, type: 'RecordPayment' }, context);
  if (paid?.type !== 'PaymentSucceeded') throw new Error('RecordPayment must record PaymentSucceeded');
  const { sellerId, clipId, purchaseId, amountSatang, testMode = false } = paid.data;
  const credited = await creditSale(
    deps.store,
    { sellerId, purchaseId, clipId, grossSatang: amountSatang, testMode, now: payment.now },
    context,
  ).catch((error: unknown) => {
    deps.logger.warn({ err: error, purchaseId }, 'sale not credited yet; upkeep will retry');
    return null;
  });
  const fulfilled = await fulfilRequestsOf(deps, paid.data, context);
  return { paid, position: fulfilled ?? credited ?? position };
}

/** A declined or failed attempt; a failure reported after the purchase was paid changes nothing. */
export async function recordProviderFailure(
  deps: Pick<PaymentDeps, 'store' | 'logger'>,
  failure: {
    purchaseId: string;
    provider: ProviderName;
    paymentId: string;
    failure: PaymentFailure;
    now: string;
  },
  context: CommandContext,
): Promise<void> {
  try {
    await runPurchaseCommand(deps.store, { type: 'RecordPaymentFailure', ...failure }, context);
  } catch (error) {
    if (error instanceof DomainError) return;
    throw error;
  }
}
