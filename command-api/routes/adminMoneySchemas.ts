import { z } from 'zod';
import { idSchema, safeText } from '../../infra/http/inputSchemas.ts';
import { payoutTexts } from './messages/payoutTexts.ts';
import { purchaseTexts } from './messages/purchaseTexts.ts';
import { transactionTexts } from './messages/transactionTexts.ts';

const text = (message: string, max: number) =>
  safeText({ error: message }).trim().min(1, message).max(max, message);

export const transactionIdParams = z.object({ id: idSchema(purchaseTexts.notFound) }).strict();
export const payoutIdParams = z.object({ id: idSchema(payoutTexts.notFound) }).strict();

export const refundBody = z.object({ reason: text(transactionTexts.reasonRequired, 500) }).strict();

export const confirmTransferBody = z
  .object({ reference: text(transactionTexts.referenceRequired, 100) })
  .strict();

export const failPayoutBody = z.object({ reason: text(payoutTexts.reasonRequired, 500) }).strict();
