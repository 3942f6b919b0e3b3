import { z } from 'zod';
import { PAYMENT_METHODS } from '../../events/constants.ts';
import { idSchema } from '../../infra/http/inputSchemas.ts';
import { th } from '../../infra/http/messages.ts';

const id = (required: string) => idSchema(required);

export const createPurchaseBody = z
  .object({
    videoId: id(th.purchase.videoIdRequired),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: th.purchase.methodUnknown }),
  })
  .strict();

export const paymentMethodBody = z
  .object({ paymentMethod: z.enum(PAYMENT_METHODS, { error: th.purchase.methodUnknown }) })
  .strict();

export const purchaseIdBody = z.object({ purchaseId: id(th.purchase.notFound) }).strict();

export const paymentIntentBody = z
  .object({
    purchaseId: id(th.purchase.notFound),
    method: z.enum(['card', 'promptpay'], { error: th.purchase.methodUnknown }).default('card'),
  })
  .strict();

export const confirmPaymentBody = z.object({ paymentIntentId: id(th.purchase.paymentNotFound) }).strict();

export const sessionStatusQuery = z.object({ session_id: id(th.purchase.sessionMissing) }).strict();

export const purchaseIdParams = z.object({ id: idSchema(th.purchase.notFound) }).strict();
