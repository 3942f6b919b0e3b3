import { createHash } from 'node:crypto';
import { RECEIPT_NUMBER_PREFIX, TAX_INVOICE_NUMBER_PREFIX } from '../../constants.ts';

/**
 * The receipt's number: the same for a purchase every time it is printed, short enough to read
 * out on the phone, and telling nothing about the purchase or the buyer. Kept in the purchases
 * read model (`receipt_number`) so support finds a purchase by it.
 */
export function receiptNumber(purchaseId: string, prefix: string = RECEIPT_NUMBER_PREFIX): string {
  const hex = createHash('sha256').update(purchaseId).digest('hex').slice(0, 12).toUpperCase();
  return `${prefix}-${hex.slice(0, 4)}-${hex.slice(4, 8)}-${hex.slice(8, 12)}`;
}

/** The full tax invoice's number: the receipt's digits under its own prefix. */
export const taxInvoiceNumber = (purchaseId: string) => receiptNumber(purchaseId, TAX_INVOICE_NUMBER_PREFIX);
