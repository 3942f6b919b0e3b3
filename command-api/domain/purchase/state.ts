import type { PaymentMethod, PurchaseEvent } from '../../../events/purchase/purchaseEvents.ts';
import type { PAYMENT_PROVIDERS } from '../../../events/constants.ts';
import { DomainError } from '../decider.ts';
import type { Satang } from '../../../events/money.ts';

export type ProviderName = (typeof PAYMENT_PROVIDERS)[number];
export type PurchaseStatus = 'pending' | 'failed' | 'paid' | 'expired' | 'refunded';

export interface ExistingPurchase {
  status: PurchaseStatus;
  purchaseId: string;
  buyerId: string;
  clipId: string;
  sellerId: string;
  amountSatang: Satang;
  paymentMethod: PaymentMethod;
  payBy: string;
  /** The payment that paid it, once paid, and through whom (an admin confirms bank transfers). */
  paymentId: string | null;
  paidThrough: ProviderName | 'bank_transfer' | null;
  /** Paid with test money: the seller's credit is never paid out. */
  paidInTestMode: boolean;
  /** Why an admin asked for the refund, until it is recorded. */
  refundReason: string | null;
  downloadUntil: string | null;
  /** Checkout sessions and payment intents opened for it, oldest first. */
  started: {
    provider: ProviderName;
    providerRef: string;
    kind: 'checkout' | 'intent';
    method: PaymentMethod;
  }[];
}

export type PurchaseState = { status: 'none' } | ExistingPurchase;

export const initialPurchaseState = (): PurchaseState => ({ status: 'none' });

export function evolvePurchase(state: PurchaseState, event: PurchaseEvent): PurchaseState {
  if (event.type === 'PurchaseCreated') {
    const { createdAt: _createdAt, ...data } = event.data;
    return {
      ...data,
      status: 'pending',
      paymentId: null,
      paidThrough: null,
      paidInTestMode: false,
      refundReason: null,
      downloadUntil: null,
      started: [],
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'PaymentStarted': {
      const { provider, providerRef, kind, method } = event.data;
      return { ...state, started: [...state.started, { provider, providerRef, kind, method }] };
    }
    case 'PaymentMethodChosen':
      return { ...state, paymentMethod: event.data.paymentMethod, payBy: event.data.payBy };
    case 'PaymentSucceeded':
      return {
        ...state,
        status: 'paid',
        paymentId: event.data.paymentId,
        paidThrough: event.data.provider,
        paidInTestMode: event.data.testMode ?? false,
        downloadUntil: event.data.downloadUntil,
      };
    case 'PaymentFailed':
      return { ...state, status: 'failed' };
    case 'PurchaseExpired':
      return { ...state, status: 'expired' };
    case 'RefundRequested':
      return { ...state, refundReason: event.data.reason };
    case 'PurchaseRefunded':
      return { ...state, status: 'refunded' };
    case 'ClipDownloaded':
    case 'TaxInvoiceRequested':
      return state;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

/** The purchase as its buyer sees it; anyone else's is answered like a missing one. */
export function buyersPurchase(state: PurchaseState, buyerId: string): ExistingPurchase {
  if (state.status === 'none' || state.buyerId !== buyerId) throw new DomainError('PURCHASE_NOT_FOUND');
  return state;
}

/** A purchase its buyer may (still) pay: not paid, not refunded, not past its window. */
export function payablePurchase(state: PurchaseState, buyerId: string, now: string): ExistingPurchase {
  const purchase = buyersPurchase(state, buyerId);
  if (purchase.status === 'paid' || purchase.status === 'refunded')
    throw new DomainError('PURCHASE_ALREADY_PAID');
  if (purchase.status === 'expired' || Date.parse(now) > Date.parse(purchase.payBy))
    throw new DomainError('PURCHASE_EXPIRED');
  return purchase;
}
