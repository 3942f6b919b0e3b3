import type { PaymentProvider } from '../ports/paymentProvider.ts';
import type { ExistingPurchase } from '../domain/purchase/state.ts';
import type { CommandContext } from '../handleCommand.ts';
import type { PaymentDeps } from './paymentDeps.ts';
import { recordProviderPayment } from './recordProviderPayment.ts';
import { loadPurchase } from './runPurchaseCommand.ts';
import type { Satang } from '../../events/money.ts';

/**
 * The safety net under the webhook: for a purchase still waiting for its money, ask the provider
 * about each checkout session and payment intent opened for it, and record a payment the provider
 * took but whose webhook never arrived (a crash, a lost delivery). Only the provider's answer
 * counts, as with every other path; recording is idempotent.
 */
export async function reconcilePayment(
  deps: Pick<PaymentDeps, 'store' | 'logger' | 'readModels'> & { provider: PaymentProvider },
  purchaseId: string,
  context: CommandContext,
): Promise<boolean> {
  const purchase = await loadPurchase(deps.store, purchaseId);
  if (purchase.status !== 'pending' && purchase.status !== 'failed' && purchase.status !== 'expired')
    return false;
  for (const started of purchase.started.filter((s) => s.provider === deps.provider.name)) {
    const paid = await paidAt(deps.provider, started);
    if (!paid) continue;
    await recordProviderPayment(
      deps,
      { purchaseId, provider: deps.provider.name, ...paid, now: new Date().toISOString() },
      context,
    );
    return true;
  }
  return false;
}

async function paidAt(
  provider: PaymentProvider,
  started: ExistingPurchase['started'][number],
): Promise<{ paymentId: string; amountSatang: Satang; currency: string | null; livemode: boolean } | null> {
  if (started.kind === 'checkout') {
    const session = await provider.retrieveCheckoutSession(started.providerRef);
    return session?.status === 'complete' && session.paymentStatus === 'paid' && session.paymentIntentId
      ? {
          paymentId: session.paymentIntentId,
          amountSatang: session.amountSatang,
          currency: session.currency,
          livemode: session.livemode,
        }
      : null;
  }
  const intent = await provider.retrievePaymentIntent(started.providerRef);
  return intent?.status === 'succeeded'
    ? {
        paymentId: intent.id,
        amountSatang: intent.amountSatang,
        currency: intent.currency,
        livemode: intent.livemode,
      }
    : null;
}
