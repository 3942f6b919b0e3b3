import { z } from 'zod';
import { satangSchema } from '../satangSchema.ts';

/**
 * Events of a seller's `ledger-{sellerId}` stream (DESIGN.md §3): what the seller earned and was
 * paid, in satang. A refund reverses the credit even when it leaves the balance negative; a payout
 * debits the whole balance, and a failed payout returns it.
 */
export const saleCreditedSchema = z.object({
  sellerId: z.string(),
  purchaseId: z.string(),
  clipId: z.string(),
  /** What the buyer paid. */
  grossSatang: satangSchema(z.number().int().positive()),
  /** The platform's share (PLATFORM_FEE_PERCENT). */
  platformSatang: satangSchema(z.number().int().nonnegative()),
  /** The seller's share: gross − platform. */
  sellerSatang: satangSchema(z.number().int().nonnegative()),
  creditedAt: z.string(),
  /** A credit of test money: kept on a balance of its own, never paid out. Absent: live. */
  testMode: z.boolean().optional(),
});

export const saleReversedSchema = z.object({
  sellerId: z.string(),
  purchaseId: z.string(),
  /** The seller's share taken back. */
  sellerSatang: satangSchema(z.number().int().nonnegative()),
  reversedAt: z.string(),
  /** The reversed credit was test money: taken from the test balance. Absent: live. */
  testMode: z.boolean().optional(),
});

/** A payout batch took the whole balance for one payout (`payout-{payoutId}`). */
export const payoutDebitedSchema = z.object({
  sellerId: z.string(),
  payoutId: z.string(),
  amountSatang: satangSchema(z.number().int().positive()),
  debitedAt: z.string(),
});

/** A failed payout's money back on the balance. */
export const payoutReturnedSchema = z.object({
  sellerId: z.string(),
  payoutId: z.string(),
  amountSatang: satangSchema(z.number().int().positive()),
  returnedAt: z.string(),
});

type Event<T extends string, S extends z.ZodType> = { type: T; data: z.infer<S> };
export type SaleCredited = Event<'SaleCredited', typeof saleCreditedSchema>;
export type SaleReversed = Event<'SaleReversed', typeof saleReversedSchema>;
export type PayoutDebited = Event<'PayoutDebited', typeof payoutDebitedSchema>;
export type PayoutReturned = Event<'PayoutReturned', typeof payoutReturnedSchema>;
export type LedgerEvent = SaleCredited | SaleReversed | PayoutDebited | PayoutReturned;
