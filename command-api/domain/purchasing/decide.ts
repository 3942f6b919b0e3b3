import type { PurchaseOpened } from '../../../events/purchase/purchaseEvents.ts';
import { DomainError, type Decider } from '../decider.ts';
import type { PurchaseStatus } from '../purchase/state.ts';

/**
 * The `purchasing-{buyer}_{clip}` guard: a buyer holds at most one open purchase of a clip, so a
 * double click or twenty parallel requests make one purchase. Its state is the latest purchase
 * opened; the handler adds how that purchase stands now, read from the purchase's own stream.
 */
export interface PurchasingState {
  latest: { purchaseId: string } | null;
}

/** The latest purchase as it stands: `opening` while its stream is still being written. */
export type LatestPurchase = { purchaseId: string } & (
  { status: 'opening' } | { status: PurchaseStatus; payBy: string; downloadUntil: string | null }
);

export interface OpenPurchase {
  type: 'OpenPurchase';
  purchaseId: string;
  buyerId: string;
  clipId: string;
  latest: LatestPurchase | null;
  now: string;
}

export function openPurchase(command: OpenPurchase, state: PurchasingState): [PurchaseOpened] {
  const { latest } = command;
  if (state.latest) {
    const { purchaseId } = state.latest;
    const now = Date.parse(command.now);
    // The handler looked at another purchase than the latest: this one was opened meanwhile.
    if (latest?.purchaseId !== purchaseId || latest.status === 'opening')
      throw new DomainError('PURCHASE_OPEN', { purchaseId });
    const open = latest.status === 'pending' || latest.status === 'failed';
    if (open && now <= Date.parse(latest.payBy)) throw new DomainError('PURCHASE_OPEN', { purchaseId });
    // Bought and still downloadable: nothing to buy again.
    if (latest.status === 'paid' && latest.downloadUntil && now <= Date.parse(latest.downloadUntil))
      throw new DomainError('ALREADY_PURCHASED', { purchaseId });
  }
  return [
    {
      type: 'PurchaseOpened',
      data: {
        purchaseId: command.purchaseId,
        buyerId: command.buyerId,
        clipId: command.clipId,
        openedAt: command.now,
      },
    },
  ];
}

export const purchasingDecider: Decider<PurchasingState, OpenPurchase, PurchaseOpened> = {
  initialState: () => ({ latest: null }),
  evolve: (_state, event) => ({ latest: { purchaseId: event.data.purchaseId } }),
  decide: openPurchase,
};
