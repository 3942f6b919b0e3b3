/**
 * A purchase as GET /purchases/{id} answers it (spec §3 Purchase; issue 6 plan). Amounts are baht.
 * The spec's older names (_id, price) are read too.
 */
import { z } from 'zod';
import { lenientOptionalText, lenientText } from '../../../lib/lenientSchemas.ts';

export const PURCHASE_STATUSES = ['pending', 'paid', 'failed', 'expired', 'refunded'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

export const providerFailureSchema = z.object({ code: z.string(), message: lenientText });
export type ProviderFailure = z.infer<typeof providerFailureSchema>;

const bankTransferSchema = z.object({
  bankName: lenientText,
  accountName: lenientText,
  accountNumber: z.string().min(1),
  reference: z.string().min(1),
});
export type BankTransfer = z.infer<typeof bankTransferSchema>;

export const purchaseSchema = z
  .object({
    purchaseId: z.string().optional(),
    _id: z.string().optional(),
    status: z.enum(PURCHASE_STATUSES),
    amount: z.number().optional(),
    price: z.number().optional(),
    paymentMethod: lenientOptionalText,
    payBy: lenientOptionalText,
    title: lenientOptionalText,
    description: lenientOptionalText,
    thumbnail: lenientOptionalText,
    video: z
      .object({
        _id: lenientOptionalText,
        title: lenientOptionalText,
        description: lenientOptionalText,
        thumbnail: lenientOptionalText,
      })
      .nullish()
      .catch(null),
    lastError: providerFailureSchema.nullish().catch(null),
    bankTransfer: bankTransferSchema.nullish().catch(null),
  })
  .refine((p) => Boolean(p.purchaseId ?? p._id) && (p.amount ?? p.price) !== undefined)
  .transform((p) => ({
    purchaseId: (p.purchaseId ?? p._id)!,
    status: p.status,
    amount: (p.amount ?? p.price)!,
    paymentMethod: p.paymentMethod,
    payBy: p.payBy,
    title: p.title ?? p.video?.title ?? '',
    description: p.description ?? p.video?.description ?? '',
    thumbnail: p.thumbnail ?? p.video?.thumbnail ?? null,
    videoId: p.video?._id ?? null,
    lastError: p.lastError ?? null,
    bankTransfer: p.bankTransfer ?? null,
  }));
export type Purchase = z.output<typeof purchaseSchema>;
