import type { PaymentFailure, PaymentMethod } from '../../../events/purchase/purchaseEvents.ts';
import type { ProviderName } from './state.ts';
import type { Satang } from '../../../events/money.ts';

/** What the handler read about the clip from its own stream, for the decider to judge. */
export interface ClipForSale {
  clipId: string;
  sellerId: string;
  /** Only `approved` clips are for sale. */
  status: string;
  priceSatang: Satang;
}

export interface CreatePurchase {
  type: 'CreatePurchase';
  purchaseId: string;
  buyerId: string;
  clip: ClipForSale;
  paymentMethod: PaymentMethod;
  now: string;
}

export interface StartPayment {
  type: 'StartPayment';
  purchaseId: string;
  buyerId: string;
  provider: ProviderName;
  providerRef: string;
  kind: 'checkout' | 'intent';
  method: PaymentMethod;
  now: string;
}

export interface ChoosePaymentMethod {
  type: 'ChoosePaymentMethod';
  purchaseId: string;
  buyerId: string;
  paymentMethod: PaymentMethod;
  now: string;
}

/** The provider (webhook or server-side retrieve) or an admin (bank transfer) says the money arrived. */
export interface RecordPayment {
  type: 'RecordPayment';
  purchaseId: string;
  provider: ProviderName | 'bank_transfer';
  paymentId: string;
  amountSatang: Satang;
  /** Test money (a provider in test mode, a made-up platform account): never paid out. */
  testMode: boolean;
  now: string;
}

export interface RecordPaymentFailure {
  type: 'RecordPaymentFailure';
  purchaseId: string;
  provider: ProviderName;
  paymentId: string;
  failure: PaymentFailure;
  now: string;
}

export interface ExpirePurchase {
  type: 'ExpirePurchase';
  purchaseId: string;
  now: string;
}

/** An admin refunds a paid purchase: first this, then the refund itself (RefundPurchase). */
export interface RequestRefund {
  type: 'RequestRefund';
  purchaseId: string;
  reason: string;
  by: string;
  now: string;
}

export interface RefundPurchase {
  type: 'RefundPurchase';
  purchaseId: string;
  refundId: string | null;
  reason: string;
  now: string;
}

export interface RecordDownload {
  type: 'RecordDownload';
  purchaseId: string;
  buyerId: string;
  ip: string;
  now: string;
}

/** The buyer asks for a full tax invoice (or corrects the one asked for). Input already checked by the route. */
export interface RequestTaxInvoice {
  type: 'RequestTaxInvoice';
  purchaseId: string;
  buyerId: string;
  name: string;
  taxId: string;
  branch: string;
  address: string;
  now: string;
}

export type PurchaseCommand =
  | CreatePurchase
  | StartPayment
  | ChoosePaymentMethod
  | RecordPayment
  | RecordPaymentFailure
  | ExpirePurchase
  | RequestRefund
  | RefundPurchase
  | RecordDownload
  | RequestTaxInvoice;
