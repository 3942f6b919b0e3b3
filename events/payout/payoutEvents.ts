import { z } from 'zod';
import { bankCodeSchema } from '../user/userEvents.ts';
import { satangSchema } from '../satangSchema.ts';

/**
 * Events of a `payout-{id}` stream (DESIGN.md §3): one transfer of a seller's balance to their bank
 * account, created by a payout batch after the seller's ledger was debited. The account holder's
 * name and number are personal data, sealed with the seller's key (`uid`).
 */
export const payoutCreatedSchema = z.object({
  payoutId: z.string(),
  sellerId: z.string(),
  /** The seller again: the owner of the personal fields. */
  uid: z.string(),
  amountSatang: satangSchema(z.number().int().positive()),
  method: z.literal('bank_transfer'),
  bankName: bankCodeSchema,
  accountName: z.string(),
  accountNumber: z.string(),
  createdAt: z.string(),
});

export const payoutMarkedPaidSchema = z.object({
  payoutId: z.string(),
  paidAt: z.string(),
  /** The admin who transferred the money. */
  by: z.string(),
});

export const payoutFailedSchema = z.object({
  payoutId: z.string(),
  reason: z.string(),
  failedAt: z.string(),
});

type Event<T extends string, S extends z.ZodType> = { type: T; data: z.infer<S> };
export type PayoutCreated = Event<'PayoutCreated', typeof payoutCreatedSchema>;
export type PayoutMarkedPaid = Event<'PayoutMarkedPaid', typeof payoutMarkedPaidSchema>;
export type PayoutFailed = Event<'PayoutFailed', typeof payoutFailedSchema>;
export type PayoutEvent = PayoutCreated | PayoutMarkedPaid | PayoutFailed;

export const payoutPersonalFields = {
  PayoutCreated: ['accountName', 'accountNumber'],
} as const satisfies Partial<Record<PayoutEvent['type'], readonly string[]>>;
