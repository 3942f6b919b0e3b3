import { z } from 'zod';
import { idSchema, requiredText } from '../../infra/http/inputSchemas.ts';
import { th } from '../../infra/http/messages.ts';

export const transactionIdParams = z.object({ id: idSchema(th.purchase.notFound) }).strict();
export const payoutIdParams = z.object({ id: idSchema(th.payout.notFound) }).strict();

export const refundBody = z.object({ reason: requiredText(th.transaction.reasonRequired, 500) }).strict();

export const confirmTransferBody = z
  .object({ reference: requiredText(th.transaction.referenceRequired, 100) })
  .strict();

export const failPayoutBody = z.object({ reason: requiredText(th.payout.reasonRequired, 500) }).strict();
