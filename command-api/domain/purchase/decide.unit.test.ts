import { describe, it } from 'vitest';
import type {
  PaymentSucceeded,
  PurchaseCreated,
  TaxInvoiceRequested,
} from '../../../events/purchase/purchaseEvents.ts';
import { deciderSpecification } from '../../testing/deciderSpecification.ts';
import type { CreatePurchase, RequestTaxInvoice } from './commands.ts';
import { purchaseDecider } from './decide.ts';

const spec = deciderSpecification(purchaseDecider);
const now = '2026-11-21T06:00:00.000Z';
const in10min = '2026-11-21T06:10:00.000Z';
const in31min = '2026-11-21T06:31:00.000Z';
const clip = { clipId: 'c1', sellerId: 'seller-1', status: 'approved', priceSatang: 50_000 };
const create: CreatePurchase = {
  type: 'CreatePurchase',
  purchaseId: 'p1',
  buyerId: 'buyer-1',
  clip,
  paymentMethod: 'card',
  now,
};
const created: PurchaseCreated = {
  type: 'PurchaseCreated',
  data: {
    purchaseId: 'p1',
    buyerId: 'buyer-1',
    clipId: 'c1',
    sellerId: 'seller-1',
    amountSatang: 50_000,
    paymentMethod: 'card',
    createdAt: now,
    payBy: '2026-11-21T06:30:00.000Z',
  },
};
const pay = {
  type: 'RecordPayment' as const,
  purchaseId: 'p1',
  provider: 'sandbox' as const,
  paymentId: 'pi_1',
  amountSatang: 50_000,
  testMode: false,
  now: in10min,
};
const paid: PaymentSucceeded = {
  type: 'PaymentSucceeded',
  data: {
    purchaseId: 'p1',
    clipId: 'c1',
    sellerId: 'seller-1',
    provider: 'sandbox',
    paymentId: 'pi_1',
    amountSatang: 50_000,
    paidAt: in10min,
    downloadUntil: '2026-12-21T06:10:00.000Z',
  },
};
const failure = { code: 'card_declined', message: 'Your card was declined.' };

describe('purchase decider', () => {
  it('a purchase takes the clip’s price and may stay unpaid for 30 minutes', () => {
    spec.given([]).when(create).then([created]);
  });

  it('a bank transfer may take 3 days to arrive', () => {
    spec
      .given([])
      .when({ ...create, paymentMethod: 'bank_transfer' })
      .then([
        {
          ...created,
          data: { ...created.data, paymentMethod: 'bank_transfer', payBy: '2026-11-24T06:00:00.000Z' },
        },
      ]);
  });

  it.each(['pending', 'rejected', 'expired', 'deleted'])('a %s clip is not for sale', (status) => {
    spec
      .given([])
      .when({ ...create, clip: { ...clip, status } })
      .thenThrows('CLIP_NOT_FOR_SALE');
  });

  it('nobody buys their own clip', () => {
    spec
      .given([])
      .when({ ...create, buyerId: 'seller-1' })
      .thenThrows('OWN_CLIP');
  });

  it('a purchase id is used once', () => {
    spec.given([created]).when(create).thenThrows('PURCHASE_ALREADY_EXISTS');
  });

  it('starting a payment records the provider’s session for the buyer’s own open purchase', () => {
    const start = {
      type: 'StartPayment' as const,
      purchaseId: 'p1',
      buyerId: 'buyer-1',
      provider: 'sandbox' as const,
      providerRef: 'cs_1',
      kind: 'checkout' as const,
      method: 'card' as const,
      now: in10min,
    };
    spec
      .given([created])
      .when(start)
      .then([
        {
          type: 'PaymentStarted',
          data: {
            purchaseId: 'p1',
            provider: 'sandbox',
            providerRef: 'cs_1',
            kind: 'checkout',
            method: 'card',
            startedAt: in10min,
          },
        },
      ]);
    spec
      .given([created])
      .when({ ...start, buyerId: 'someone-else' })
      .thenThrows('PURCHASE_NOT_FOUND');
    spec
      .given([created])
      .when({ ...start, now: in31min })
      .thenThrows('PURCHASE_EXPIRED');
    spec.given([created, paid]).when(start).thenThrows('PURCHASE_ALREADY_PAID');
  });

  it('choosing a bank transfer gives the purchase 3 days; switching back never shortens the window', () => {
    const chooseTransfer = {
      type: 'ChoosePaymentMethod' as const,
      purchaseId: 'p1',
      buyerId: 'buyer-1',
      paymentMethod: 'bank_transfer' as const,
      now: in10min,
    };
    const chosen = {
      type: 'PaymentMethodChosen' as const,
      data: {
        purchaseId: 'p1',
        paymentMethod: 'bank_transfer' as const,
        payBy: '2026-11-24T06:10:00.000Z',
        chosenAt: in10min,
      },
    };
    spec.given([created]).when(chooseTransfer).then([chosen]);
    spec
      .given([created, chosen])
      .when({ ...chooseTransfer, paymentMethod: 'promptpay', now: in31min })
      .then([
        {
          type: 'PaymentMethodChosen',
          data: {
            purchaseId: 'p1',
            paymentMethod: 'promptpay',
            payBy: '2026-11-24T06:10:00.000Z',
            chosenAt: in31min,
          },
        },
      ]);
    spec
      .given([created])
      .when({ ...chooseTransfer, buyerId: 'someone-else' })
      .thenThrows('PURCHASE_NOT_FOUND');
    spec.given([created, paid]).when(chooseTransfer).thenThrows('PURCHASE_ALREADY_PAID');
  });

  it('a payment marks the purchase paid with 30 days to download', () => {
    spec.given([created]).when(pay).then([paid]);
  });

  it('a payment of test money is marked so (issue 15: it is never paid out to the seller)', () => {
    spec
      .given([created])
      .when({ ...pay, testMode: true })
      .then([{ ...paid, data: { ...paid.data, testMode: true } }]);
  });

  it('the same payment reported twice (webhook and retrieve racing) is recorded once', () => {
    spec.given([created, paid]).when(pay).thenThrows('PAYMENT_ALREADY_RECORDED');
  });

  it('a second, different payment of a paid purchase is refused', () => {
    spec
      .given([created, paid])
      .when({ ...pay, paymentId: 'pi_2' })
      .thenThrows('PURCHASE_ALREADY_PAID');
  });

  it('a payment of another amount than the clip’s price is refused', () => {
    spec
      .given([created])
      .when({ ...pay, amountSatang: 100 })
      .thenThrows('PAYMENT_AMOUNT_MISMATCH');
  });

  it('money that arrives after the purchase expired or failed is honoured', () => {
    const expired = { type: 'PurchaseExpired' as const, data: { purchaseId: 'p1', expiredAt: in31min } };
    spec.given([created, expired]).when(pay).then([paid]);
    const failed = {
      type: 'PaymentFailed' as const,
      data: { purchaseId: 'p1', provider: 'sandbox' as const, paymentId: 'pi_0', failure, failedAt: now },
    };
    spec.given([created, failed]).when(pay).then([paid]);
  });

  it('a declined card leaves the purchase payable; a failure after payment changes nothing', () => {
    const fail = {
      type: 'RecordPaymentFailure' as const,
      purchaseId: 'p1',
      provider: 'sandbox' as const,
      paymentId: 'pi_0',
      failure,
      now,
    };
    spec
      .given([created])
      .when(fail)
      .then([
        {
          type: 'PaymentFailed',
          data: { purchaseId: 'p1', provider: 'sandbox', paymentId: 'pi_0', failure, failedAt: now },
        },
      ]);
    spec.given([created, paid]).when(fail).thenThrows('PURCHASE_ALREADY_PAID');
  });

  it('an unpaid purchase expires only after its window', () => {
    spec
      .given([created])
      .when({ type: 'ExpirePurchase', purchaseId: 'p1', now: in31min })
      .then([{ type: 'PurchaseExpired', data: { purchaseId: 'p1', expiredAt: in31min } }]);
    spec
      .given([created])
      .when({ type: 'ExpirePurchase', purchaseId: 'p1', now: in10min })
      .thenThrows('PURCHASE_NOT_DUE');
    spec
      .given([created, paid])
      .when({ type: 'ExpirePurchase', purchaseId: 'p1', now: in31min })
      .thenThrows('PURCHASE_NOT_OPEN');
  });

  it('only a paid purchase is refunded, once', () => {
    const refund = {
      type: 'RefundPurchase' as const,
      purchaseId: 'p1',
      refundId: 're_1',
      reason: 'ผิดคลิป',
      now,
    };
    const refunded = {
      type: 'PurchaseRefunded' as const,
      data: {
        purchaseId: 'p1',
        clipId: 'c1',
        sellerId: 'seller-1',
        amountSatang: 50_000,
        refundId: 're_1',
        reason: 'ผิดคลิป',
        refundedAt: now,
      },
    };
    spec.given([created, paid]).when(refund).then([refunded]);
    spec.given([created, paid, refunded]).when(refund).thenThrows('PURCHASE_ALREADY_REFUNDED');
    spec.given([created]).when(refund).thenThrows('PURCHASE_NOT_PAID');
  });

  it('an admin confirms a bank transfer only of a purchase made by bank transfer', () => {
    const byTransfer = { ...created, data: { ...created.data, paymentMethod: 'bank_transfer' as const } };
    const confirm = { ...pay, provider: 'bank_transfer' as const, paymentId: 'KBANK-REF-1', now: in10min };
    spec
      .given([byTransfer])
      .when(confirm)
      .then([{ ...paid, data: { ...paid.data, provider: 'bank_transfer', paymentId: 'KBANK-REF-1' } }]);
    spec.given([created]).when(confirm).thenThrows('NOT_BANK_TRANSFER');
  });

  it('an admin asks for a refund of a paid purchase; the refund then records the admin’s reason', () => {
    const request = {
      type: 'RequestRefund' as const,
      purchaseId: 'p1',
      reason: 'ผู้ซื้อได้คลิปผิด',
      by: 'admin-1',
      now,
    };
    const requested = {
      type: 'RefundRequested' as const,
      data: { purchaseId: 'p1', reason: 'ผู้ซื้อได้คลิปผิด', requestedBy: 'admin-1', requestedAt: now },
    };
    spec.given([created, paid]).when(request).then([requested]);
    spec.given([created]).when(request).thenThrows('TRANSACTION_NOT_COMPLETED');
    spec.given([]).when(request).thenThrows('PURCHASE_NOT_FOUND');
    // The provider's webhook may record the refund first, with its own generic reason.
    spec
      .given([created, paid, requested])
      .when({ type: 'RefundPurchase', purchaseId: 'p1', refundId: 're_1', reason: 'ที่ผู้ให้บริการ', now })
      .then([
        {
          type: 'PurchaseRefunded',
          data: {
            purchaseId: 'p1',
            clipId: 'c1',
            sellerId: 'seller-1',
            amountSatang: 50_000,
            refundId: 're_1',
            reason: 'ผู้ซื้อได้คลิปผิด',
            refundedAt: now,
          },
        },
      ]);
    const refunded = {
      type: 'PurchaseRefunded' as const,
      data: {
        purchaseId: 'p1',
        clipId: 'c1',
        sellerId: 'seller-1',
        amountSatang: 50_000,
        refundId: null,
        reason: 'x',
        refundedAt: now,
      },
    };
    spec.given([created, paid, requested, refunded]).when(request).thenThrows('PURCHASE_ALREADY_REFUNDED');
  });

  it('downloads: the buyer, while paid and unrefunded, within the window', () => {
    const download = {
      type: 'RecordDownload' as const,
      purchaseId: 'p1',
      buyerId: 'buyer-1',
      ip: '203.0.113.9',
      now: in31min,
    };
    spec
      .given([created, paid])
      .when(download)
      .then([
        {
          type: 'ClipDownloaded',
          data: { purchaseId: 'p1', uid: 'buyer-1', clipId: 'c1', ip: '203.0.113.9', downloadedAt: in31min },
        },
      ]);
    spec
      .given([created, paid])
      .when({ ...download, buyerId: 'seller-1' })
      .thenThrows('PURCHASE_NOT_FOUND');
    spec.given([created]).when(download).thenThrows('PURCHASE_NOT_PAID');
    const refunded = {
      type: 'PurchaseRefunded' as const,
      data: {
        purchaseId: 'p1',
        clipId: 'c1',
        sellerId: 'seller-1',
        amountSatang: 50_000,
        refundId: null,
        reason: 'x',
        refundedAt: in10min,
      },
    };
    spec.given([created, paid, refunded]).when(download).thenThrows('PURCHASE_NOT_PAID');
    spec
      .given([created, paid])
      .when({ ...download, now: '2026-12-21T06:10:00.001Z' })
      .thenThrows('DOWNLOAD_WINDOW_OVER');
  });
});

describe('tax invoice requests', () => {
  const request: RequestTaxInvoice = {
    type: 'RequestTaxInvoice',
    purchaseId: 'p1',
    buyerId: 'buyer-1',
    name: 'บริษัท ตัวอย่าง จำกัด',
    taxId: '0105556012345',
    branch: 'สำนักงานใหญ่',
    address: '1 ถนนสุขุมวิท กรุงเทพฯ 10110',
    now: in31min,
  };
  const requested: TaxInvoiceRequested = {
    type: 'TaxInvoiceRequested',
    data: {
      purchaseId: 'p1',
      uid: 'buyer-1',
      name: request.name,
      taxId: request.taxId,
      branch: request.branch,
      address: request.address,
      requestedAt: in31min,
    },
  };
  const refunded = {
    type: 'PurchaseRefunded' as const,
    data: {
      purchaseId: 'p1',
      clipId: 'c1',
      sellerId: 'seller-1',
      amountSatang: 50_000,
      refundId: null,
      reason: 'r',
      refundedAt: in31min,
    },
  };

  it('given a paid purchase, its buyer gets a tax invoice made out as asked', () => {
    spec.given([created, paid]).when(request).then([requested]);
  });

  it('asking again corrects the details and re-issues it', () => {
    const corrected = { ...request, branch: '00001' };
    spec
      .given([created, paid, requested])
      .when(corrected)
      .then([{ ...requested, data: { ...requested.data, branch: '00001' } }]);
  });

  it('someone else’s or a missing purchase is not found', () => {
    spec
      .given([created, paid])
      .when({ ...request, buyerId: 'other' })
      .thenThrows('PURCHASE_NOT_FOUND');
    spec.given([]).when(request).thenThrows('PURCHASE_NOT_FOUND');
  });

  it('an unpaid purchase has no tax invoice, nor a refunded one', () => {
    spec.given([created]).when(request).thenThrows('TAX_INVOICE_NOT_PAID');
    spec.given([created, paid, refunded]).when(request).thenThrows('PURCHASE_ALREADY_REFUNDED');
  });
});
