import { z } from 'zod';
import { REJECTION_REASON_MAX, TRANSFER_REFERENCE_MAX } from '../../events/constants.ts';
import { limitTexts } from '../../events/limitTexts.ts';
import { idSchema, requiredText } from '../../infra/http/inputSchemas.ts';
import { payoutTexts } from './messages/payoutTexts.ts';
import { purchaseTexts } from './messages/purchaseTexts.ts';
import { transactionTexts } from './messages/transactionTexts.ts';

export const transactionIdParams = z.object({ id: idSchema(purchaseTexts.notFound) }).strict();
export const payoutIdParams = z.object({ id: idSchema(payoutTexts.notFound) }).strict();

export const refundBody = z
  .object({
    reason: requiredText(transactionTexts.reasonRequired, REJECTION_REASON_MAX, limitTexts.reasonTooLong),
  })
  .strict();

export const confirmTransferBody = z
  .object({
    reference: requiredText(
      transactionTexts.referenceRequired,
      TRANSFER_REFERENCE_MAX,
      limitTexts.transferReferenceTooLong,
    ),
  })
  .strict();

export const failPayoutBody = z
  .object({
    reason: requiredText(payoutTexts.reasonRequired, REJECTION_REASON_MAX, limitTexts.failureReasonTooLong),
  })
  .strict();
