import type { GlobalPosition } from '../../events/envelope.ts';
import { DomainError } from '../domain/decider.ts';
import type { CommandContext } from '../handleCommand.ts';
import type { PaymentDeps } from './paymentDeps.ts';
import { runPurchaseCommand } from './runPurchaseCommand.ts';
import { reverseSale } from './settleSale.ts';

/**
 * A refund that happened (through the provider, or paid back outside by an admin): the purchase
 * ends, and the seller's share is taken back. Recording the same refund again changes nothing.
 */
export async function recordRefund(
  deps: Pick<PaymentDeps, 'store' | 'logger'>,
  refund: { purchaseId: string; refundId: string | null; reason: string; now: string },
  context: CommandContext,
): Promise<{ outcome: 'refunded' | 'already'; position: GlobalPosition | null }> {
  let refunded;
  let position: GlobalPosition | null;
  try {
    ({
      events: [refunded],
      position,
    } = await runPurchaseCommand(deps.store, { type: 'RefundPurchase', ...refund }, context));
  } catch (error) {
    if (error instanceof DomainError && error.code === 'PURCHASE_ALREADY_REFUNDED')
      return { outcome: 'already', position: null };
    throw error;
  }
  if (refunded?.type === 'PurchaseRefunded') {
    const { sellerId, purchaseId } = refunded.data;
    position =
      (await reverseSale(deps.store, { sellerId, purchaseId, now: refund.now }, context).catch(
        (error: unknown) => {
          deps.logger.warn({ err: error, purchaseId }, 'sale not reversed yet; upkeep will retry');
          return null;
        },
      )) ?? position;
  }
  return { outcome: 'refunded', position };
}
