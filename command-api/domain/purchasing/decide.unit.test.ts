import { describe, it } from 'vitest';
import type { PurchaseOpened } from '../../../events/purchase/purchaseEvents.ts';
import { deciderSpecification } from '../../testing/deciderSpecification.ts';
import { purchasingDecider, type OpenPurchase } from './decide.ts';

const spec = deciderSpecification(purchasingDecider);
const now = '2026-11-21T06:00:00.000Z';
const open: OpenPurchase = {
  type: 'OpenPurchase',
  purchaseId: 'p2',
  buyerId: 'b',
  clipId: 'c',
  latest: null,
  now,
};
const opened = (purchaseId: string): PurchaseOpened => ({
  type: 'PurchaseOpened',
  data: { purchaseId, buyerId: 'b', clipId: 'c', openedAt: now },
});

describe('one open purchase per buyer and clip', () => {
  it('the first purchase opens', () => {
    spec
      .given([])
      .when(open)
      .then([opened('p2')]);
  });

  it('while one is being opened or waits for payment, it is the answer', () => {
    spec
      .given([opened('p1')])
      .when({ ...open, latest: { purchaseId: 'p1', status: 'opening' } })
      .thenThrows('PURCHASE_OPEN');
    spec
      .given([opened('p1')])
      .when({
        ...open,
        latest: {
          purchaseId: 'p1',
          status: 'pending',
          payBy: '2026-11-21T06:30:00.000Z',
          downloadUntil: null,
        },
      })
      .thenThrows('PURCHASE_OPEN');
    spec
      .given([opened('p1')])
      .when({
        ...open,
        latest: {
          purchaseId: 'p1',
          status: 'failed',
          payBy: '2026-11-21T06:30:00.000Z',
          downloadUntil: null,
        },
      })
      .thenThrows('PURCHASE_OPEN');
  });

  it('a purchase opened meanwhile by a parallel request is the answer, whatever the handler read', () => {
    spec
      .given([opened('p1')])
      .when(open)
      .thenThrows('PURCHASE_OPEN');
    spec
      .given([opened('p1'), opened('p3')])
      .when({ ...open, latest: { purchaseId: 'p1', status: 'expired', payBy: now, downloadUntil: null } })
      .thenThrows('PURCHASE_OPEN');
  });

  it('a clip bought and still downloadable is not bought again', () => {
    spec
      .given([opened('p1')])
      .when({
        ...open,
        latest: { purchaseId: 'p1', status: 'paid', payBy: now, downloadUntil: '2026-12-21T06:00:00.000Z' },
      })
      .thenThrows('ALREADY_PURCHASED');
  });

  it('after expiry, refund, a lapsed window or an unpaid timeout, a new purchase opens', () => {
    for (const latest of [
      { purchaseId: 'p1', status: 'expired' as const, payBy: now, downloadUntil: null },
      {
        purchaseId: 'p1',
        status: 'refunded' as const,
        payBy: now,
        downloadUntil: '2026-12-21T06:00:00.000Z',
      },
      { purchaseId: 'p1', status: 'paid' as const, payBy: now, downloadUntil: '2026-11-20T06:00:00.000Z' },
      {
        purchaseId: 'p1',
        status: 'pending' as const,
        payBy: '2026-11-21T05:59:59.000Z',
        downloadUntil: null,
      },
    ])
      spec
        .given([opened('p1')])
        .when({ ...open, latest })
        .then([opened('p2')]);
  });
});
