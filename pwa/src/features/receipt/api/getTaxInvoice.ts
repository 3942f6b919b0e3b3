/** GET /purchases/{id}/tax-invoice: a purchase's full tax invoice once its buyer asked for it. Amounts are baht. */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/apiClient.ts';
import { lenientOptionalText, lenientText } from '../../../lib/lenientSchemas.ts';

const partySchema = z.object({
  name: lenientText,
  address: lenientOptionalText,
  taxId: lenientOptionalText,
  branch: lenientOptionalText,
});

export const taxInvoiceSchema = z.object({
  issuer: partySchema,
  invoiceNumber: z.string().min(1),
  receiptNumber: lenientText,
  purchaseId: z.string().min(1),
  issuedAt: lenientOptionalText,
  paidAt: lenientOptionalText,
  status: z.enum(['paid', 'refunded']),
  buyer: z.object({ name: lenientText, taxId: lenientText, branch: lenientText, address: lenientText }),
  item: z.object({ description: lenientText, quantity: z.number().catch(1) }),
  vatPercent: z.number(),
  amount: z.number(),
  net: z.number(),
  vat: z.number(),
});
export type TaxInvoice = z.output<typeof taxInvoiceSchema>;

export const taxInvoiceKeys = {
  all: ['taxInvoice'] as const,
  one: (purchaseId: string) => [...taxInvoiceKeys.all, purchaseId] as const,
};

export const taxInvoiceQueryOptions = (purchaseId: string) =>
  queryOptions({
    queryKey: taxInvoiceKeys.one(purchaseId),
    queryFn: ({ signal }) =>
      apiRequest(`/purchases/${encodeURIComponent(purchaseId)}/tax-invoice`, {
        schema: taxInvoiceSchema,
        signal,
      }),
  });
