import { comparePositions } from '../../events/checkpoint.ts';
import type { GlobalPosition } from '../../events/envelope.ts';
import type { PaymentSucceeded } from '../../events/purchase/purchaseEvents.ts';
import type { CommandContext } from '../handleCommand.ts';
import { fulfilRequest } from '../requests/requestUpkeep.ts';
import type { PaymentDeps } from './paymentDeps.ts';
import { loadPurchase } from './runPurchaseCommand.ts';

/**
 * A paid purchase fulfils the buyer's footage requests the clip answers (issue 22): each is asked
 * of the read models (`requestsAnsweredBy`), and each request's stream records RequestFulfilled
 * once (again: nothing), which tells the seller. This is the payment's afterthought, never its
 * failure: whatever goes wrong is logged and the payment stands. Answers the last position
 * written, or null when nothing was.
 */
export async function fulfilRequestsOf(
  deps: Pick<PaymentDeps, 'store' | 'logger' | 'readModels'>,
  paid: PaymentSucceeded['data'],
  context: CommandContext,
): Promise<GlobalPosition | null> {
  const { purchaseId, clipId, sellerId } = paid;
  try {
    const purchase = await loadPurchase(deps.store, purchaseId);
    if (purchase.status === 'none') return null;
    const buyerId = purchase.buyerId;
    let last: GlobalPosition | null = null;
    for (const requestId of await deps.readModels.requestsAnsweredBy(
      buyerId,
      clipId,
      new Date(paid.paidAt),
    )) {
      const fulfilled = await fulfilRequest(
        deps.store,
        { requestId, buyerId, clipId, sellerId, purchaseId, now: paid.paidAt },
        context,
      ).catch((error: unknown) => {
        deps.logger.warn({ err: error, purchaseId, requestId }, 'footage request not fulfilled');
        return null;
      });
      if (fulfilled && (!last || comparePositions(fulfilled.position, last) > 0)) last = fulfilled.position;
    }
    return last;
  } catch (error) {
    deps.logger.warn({ err: error, purchaseId }, 'footage requests of a purchase not looked up');
    return null;
  }
}
