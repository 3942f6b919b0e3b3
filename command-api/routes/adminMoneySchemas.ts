import { z } from 'zod';
import { idSchema, safeText } from '../../infra/http/inputSchemas.ts';
import { th } from '../../infra/http/messages.ts';

const text = (message: string, max: number) =>
  safeText({ error: message }).trim().min(1, message).max(max, message);

export const transactionIdParams = z.object({ id: idSchema(th.purchase.notFound) }).strict();
export const payoutIdParams = z.object({ id: idSchema(th.payout.notFound) }).strict();

export const refundBody = z.object({ reason: text(th.transaction.reasonRequired, 500) }).strict();

export const confirmTransferBody = z
  .object({ reference: text(th.transaction.referenceRequired, 100) })
  .strict();

export const failPayoutBody = z.object({ reason: text(th.payout.reasonRequired, 500) }).strict();
