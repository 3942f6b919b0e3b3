import { z } from 'zod';
import { idSchema, requiredText } from '../../infra/http/inputSchemas.ts';
import { payoutTexts } from './messages/payoutTexts.ts';
import { purchaseTexts } from './messages/purchaseTexts.ts';
import { transactionTexts } from './messages/transactionTexts.ts';

export const transactionIdParams = z.object({ id: idSchema(purchaseTexts.notFound) }).strict();
export const payoutIdParams = z.object({ id: idSchema(payoutTexts.notFound) }).strict();

export const refundBody = z.object({ reason: requiredText(transactionTexts.reasonRequired, 500) }).strict();

export const confirmTransferBody = z
  .object({ reference: requiredText(transactionTexts.referenceRequired, 100) })
  .strict();

export const failPayoutBody = z.object({ reason: requiredText(payoutTexts.reasonRequired, 500) }).strict();
