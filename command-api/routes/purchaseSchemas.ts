import { z } from 'zod';
import { PAYMENT_METHODS } from '../../events/constants.ts';
import { idSchema } from '../../infra/http/inputSchemas.ts';
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
