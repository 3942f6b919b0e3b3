/**
 * POST /purchases/{id}/tax-invoice asks for (or corrects) a purchase's full tax invoice. The form
 * checks what the server checks, the tax id's check digit included.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  BRANCH_NUMBER_DIGITS,
  HEAD_OFFICE_BRANCH,
  TAX_INVOICE_ADDRESS_MAX,
  TAX_INVOICE_NAME_MAX,
} from '../../../../../events/constants.ts';
import { isThaiTaxId } from '../../../../../events/taxId.ts';
import { apiRequest } from '../../../lib/apiClient.ts';
import { profileKeys } from './getProfile.ts';
import { taxInvoiceRequest as t } from '../taxInvoiceTexts.ts';

const BRANCH_NUMBER = new RegExp(`^\\d{${BRANCH_NUMBER_DIGITS}}$`);
const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

export const taxInvoiceFormSchema = z.object({
  name: z.string().trim().min(1, t.errors.name).max(TAX_INVOICE_NAME_MAX, t.errors.name),
  taxId: z.string().transform(digitsOnly).refine(isThaiTaxId, { error: t.errors.taxId }),
  branch: z
    .string()
    .trim()
    .refine((value) => value === HEAD_OFFICE_BRANCH || BRANCH_NUMBER.test(value), { error: t.errors.branch }),
  address: z.string().trim().min(1, t.errors.address).max(TAX_INVOICE_ADDRESS_MAX, t.errors.address),
});
export type TaxInvoiceFormInput = z.input<typeof taxInvoiceFormSchema>;
export type TaxInvoiceDetails = z.output<typeof taxInvoiceFormSchema>;

export const emptyTaxInvoiceForm: TaxInvoiceFormInput = {
  name: '',
  taxId: '',
  branch: HEAD_OFFICE_BRANCH,
  address: '',
};

/**
 * The details an invoice asked for before carries (GET /purchases/{id}/tax-invoice, its buyer), as
 * the form takes them: correcting opens with them. Kept under the printable invoice's query key,
 * which a correction refreshes.
 */
const askedDetailsSchema = z.object({
  buyer: z.object({ name: z.string(), taxId: z.string(), branch: z.string(), address: z.string() }),
});
export const askedTaxInvoiceDetailsOptions = (purchaseId: string) =>
  queryOptions({
    queryKey: ['taxInvoice', purchaseId, 'asked'] as const,
    queryFn: async ({ signal }): Promise<TaxInvoiceFormInput> =>
      (
        await apiRequest(`/purchases/${encodeURIComponent(purchaseId)}/tax-invoice`, {
          schema: askedDetailsSchema,
          signal,
        })
      ).buyer,
  });

export function useRequestTaxInvoice(purchaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: TaxInvoiceDetails) =>
      apiRequest(`/purchases/${encodeURIComponent(purchaseId)}/tax-invoice`, {
        method: 'POST',
        body: details,
        schema: z.unknown(),
      }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.purchases() }),
        // The printable invoice (features/receipt, key `['taxInvoice', id]`) shows the new details.
        queryClient.invalidateQueries({ queryKey: ['taxInvoice', purchaseId] }),
      ]);
    },
  });
}
