import { z } from 'zod';
import { PAYMENT_METHODS, PAYMENT_PROVIDERS } from '../constants.ts';
import { satangSchema } from '../satangSchema.ts';

/**
 * Events of the `purchase-{id}` stream (DESIGN.md §3) and of the `purchasing-{buyer}_{clip}` guard
 * stream, which lets a buyer hold at most one open purchase of a clip. Amounts are satang.
 */
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export const paymentProviderSchema = z.enum(PAYMENT_PROVIDERS);
export const paymentFailureSchema = z.object({ code: z.string(), message: z.string() });

export const purchaseCreatedSchema = z.object({
  purchaseId: z.string(),
  buyerId: z.string(),
  clipId: z.string(),
  sellerId: z.string(),
  /** The clip's price when the purchase was made: never the client's figure. */
  amountSatang: satangSchema(z.number().int().positive()),
  paymentMethod: paymentMethodSchema,
  createdAt: z.string(),
  /** Unpaid after this, the purchase expires (a payment that still arrives is honoured). */
  payBy: z.string(),
});

/** A checkout session or payment intent opened with the provider for this purchase. */
export const paymentStartedSchema = z.object({
  purchaseId: z.string(),
  provider: paymentProviderSchema,
  /** The provider's checkout session or payment intent id. */
  providerRef: z.string(),
  kind: z.enum(['checkout', 'intent']),
  method: paymentMethodSchema,
  startedAt: z.string(),
});

export const paymentSucceededSchema = z.object({
  purchaseId: z.string(),
  /** Who sold what, so that the ledger and the catalogue need no other stream. */
  clipId: z.string(),
  sellerId: z.string(),
  provider: z.union([paymentProviderSchema, z.literal('bank_transfer')]),
  /** The provider's payment (intent) id, or the bank-transfer reference an admin confirmed. */
  paymentId: z.string(),
  amountSatang: satangSchema(z.number().int().positive()),
  paidAt: z.string(),
  /** The original may be downloaded until then. */
  downloadUntil: z.string(),
  /**
   * Test money (the sandbox, a Stripe test key, the embedded mode's made-up bank account): it buys
   * the clip but is never paid out. Absent in events from before it existed: live.
   */
  testMode: z.boolean().optional(),
});

export const paymentFailedSchema = z.object({
  purchaseId: z.string(),
  provider: paymentProviderSchema,
  paymentId: z.string(),
  failure: paymentFailureSchema,
  failedAt: z.string(),
});

/** The buyer picked another method on the payment page (a bank transfer gets its longer window). */
export const paymentMethodChosenSchema = z.object({
  purchaseId: z.string(),
  paymentMethod: paymentMethodSchema,
  payBy: z.string(),
  chosenAt: z.string(),
});

export const purchaseExpiredSchema = z.object({ purchaseId: z.string(), expiredAt: z.string() });

/**
 * An admin asked for a refund (the audit: who and why). The provider's refund, or the admin's word
 * that the money went back outside, then records PurchaseRefunded with this reason.
 */
export const refundRequestedSchema = z.object({
  purchaseId: z.string(),
  reason: z.string(),
  requestedBy: z.string(),
  requestedAt: z.string(),
});

export const purchaseRefundedSchema = z.object({
  purchaseId: z.string(),
  clipId: z.string(),
  sellerId: z.string(),
  amountSatang: satangSchema(z.number().int().positive()),
  /** The provider's refund id; null when an admin paid the money back outside (PromptPay, transfer). */
  refundId: z.string().nullable(),
  reason: z.string(),
  refundedAt: z.string(),
});

/** The evidence's access log: who downloaded the original, when, from where (personal: `ip`). */
export const clipDownloadedSchema = z.object({
  purchaseId: z.string(),
  /** The buyer: owner of the personal field. */
  uid: z.string(),
  clipId: z.string(),
  ip: z.string(),
  downloadedAt: z.string(),
});

/**
 * The buyer asked for a full tax invoice (ใบกำกับภาษีเต็มรูป) of a paid purchase, with whom to
 * make it out to; asking again corrects it and re-issues the invoice. Personal: the name, tax id
 * and address (crypto-shredded with the buyer's key, `uid`).
 */
export const taxInvoiceRequestedSchema = z.object({
  purchaseId: z.string(),
  /** The buyer: owner of the personal fields. */
  uid: z.string(),
  name: z.string(),
  taxId: z.string(),
  /** `สำนักงานใหญ่` or a 5-digit branch number. */
  branch: z.string(),
  address: z.string(),
  requestedAt: z.string(),
});

export const purchaseOpenedSchema = z.object({
  purchaseId: z.string(),
  buyerId: z.string(),
  clipId: z.string(),
  openedAt: z.string(),
});

type Event<T extends string, S extends z.ZodType> = { type: T; data: z.infer<S> };
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export type PaymentFailure = z.infer<typeof paymentFailureSchema>;
export type PurchaseCreated = Event<'PurchaseCreated', typeof purchaseCreatedSchema>;
export type PaymentStarted = Event<'PaymentStarted', typeof paymentStartedSchema>;
export type PaymentMethodChosen = Event<'PaymentMethodChosen', typeof paymentMethodChosenSchema>;
export type PaymentSucceeded = Event<'PaymentSucceeded', typeof paymentSucceededSchema>;
export type PaymentFailed = Event<'PaymentFailed', typeof paymentFailedSchema>;
export type PurchaseExpired = Event<'PurchaseExpired', typeof purchaseExpiredSchema>;
export type RefundRequested = Event<'RefundRequested', typeof refundRequestedSchema>;
export type PurchaseRefunded = Event<'PurchaseRefunded', typeof purchaseRefundedSchema>;
export type ClipDownloaded = Event<'ClipDownloaded', typeof clipDownloadedSchema>;
export type TaxInvoiceRequested = Event<'TaxInvoiceRequested', typeof taxInvoiceRequestedSchema>;
export type PurchaseEvent =
  | PurchaseCreated
  | PaymentStarted
  | PaymentMethodChosen
  | PaymentSucceeded
  | PaymentFailed
  | PurchaseExpired
  | RefundRequested
  | PurchaseRefunded
  | ClipDownloaded
  | TaxInvoiceRequested;
export type PurchaseOpened = Event<'PurchaseOpened', typeof purchaseOpenedSchema>;

export const purchasePersonalFields = {
  ClipDownloaded: ['ip'],
  TaxInvoiceRequested: ['name', 'taxId', 'address'],
} as const satisfies Partial<Record<PurchaseEvent['type'], readonly string[]>>;
