import { createHash } from 'node:crypto';
import { RECEIPT_NUMBER_PREFIX } from '../../constants.ts';

/**
 * The receipt's number: the same for a purchase every time it is printed, short enough to read
 * out on the phone, and telling nothing about the purchase or the buyer. Kept in the purchases
 * read model (`receipt_number`) so support finds a purchase by it.
 */
export function receiptNumber(purchaseId: string): string {
  const hex = createHash('sha256').update(purchaseId).digest('hex').slice(0, 12).toUpperCase();
  return `${RECEIPT_NUMBER_PREFIX}-${hex.slice(0, 4)}-${hex.slice(4, 8)}-${hex.slice(8, 12)}`;
}
