import { z } from 'zod';
import {
  BRANCH_NUMBER_DIGITS,
  HEAD_OFFICE_BRANCH,
  PAYMENT_METHODS,
  TAX_INVOICE_ADDRESS_MAX,
  TAX_INVOICE_NAME_MAX,
} from '../../events/constants.ts';
import { limitTexts } from '../../events/limitTexts.ts';
import { isThaiTaxId } from '../../events/taxId.ts';
import { idSchema, requiredText } from '../../infra/http/inputSchemas.ts';
import { purchaseTexts } from './messages/purchaseTexts.ts';

const id = (required: string) => idSchema(required);

export const createPurchaseBody = z
  .object({
    videoId: id(purchaseTexts.videoIdRequired),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: purchaseTexts.methodUnknown }),
  })
  .strict();

export const paymentMethodBody = z
  .object({ paymentMethod: z.enum(PAYMENT_METHODS, { error: purchaseTexts.methodUnknown }) })
  .strict();

export const purchaseIdBody = z.object({ purchaseId: id(purchaseTexts.notFound) }).strict();

export const paymentIntentBody = z
  .object({
    purchaseId: id(purchaseTexts.notFound),
    method: z.enum(['card', 'promptpay'], { error: purchaseTexts.methodUnknown }).default('card'),
  })
  .strict();

export const confirmPaymentBody = z.object({ paymentIntentId: id(purchaseTexts.paymentNotFound) }).strict();

export const sessionStatusQuery = z.object({ session_id: id(purchaseTexts.sessionMissing) }).strict();

export const purchaseIdParams = z.object({ id: idSchema(purchaseTexts.notFound) }).strict();

const BRANCH_NUMBER = new RegExp(`^\\d{${BRANCH_NUMBER_DIGITS}}$`);

/** Whom a full tax invoice is made out to: name, a checked 13-digit tax id, head office or branch, address. */
export const taxInvoiceBody = z
  .object({
    name: requiredText(limitTexts.taxInvoiceName, TAX_INVOICE_NAME_MAX),
    taxId: z
      .string({ error: limitTexts.taxInvoiceTaxId })
      .trim()
      .refine(isThaiTaxId, { error: limitTexts.taxInvoiceTaxId }),
    branch: z
      .string({ error: limitTexts.taxInvoiceBranch })
      .trim()
      .refine((value) => value === HEAD_OFFICE_BRANCH || BRANCH_NUMBER.test(value), {
        error: limitTexts.taxInvoiceBranch,
      }),
    address: requiredText(limitTexts.taxInvoiceAddress, TAX_INVOICE_ADDRESS_MAX),
  })
  .strict();
