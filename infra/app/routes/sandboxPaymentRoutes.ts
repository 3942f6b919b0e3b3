import { ownedBy, type OpenApiRegistry } from '../../http/openApi.ts';
import { Router, type Request } from 'express';
import { z } from 'zod';
import { toBaht } from '../../../events/money.ts';
import { ApiError } from '../../http/apiError.ts';
import { sandboxPaymentTexts } from './sandboxPaymentTexts.ts';
import { fieldErrors } from '../../http/zodToThai.ts';
import type { PaymentIntent } from '../../../command-api/ports/paymentProvider.ts';
import {
  SandboxPaymentError,
  type SandboxPaymentErrorCode,
  type SandboxPaymentProvider,
} from '../../adapters/payments/sandbox/sandboxPaymentProvider.ts';

/**
 * What the sandbox's own pages in the PWA talk to (issue 6 plan): its embedded checkout, the card
 * form of card direct, the 3-D Secure step and the PromptPay QR — the parts Stripe.js and Stripe's
 * servers play with the real provider. Mounted under /api only when the sandbox is the provider.
 * None of these tells the marketplace anything; the sandbox's signed webhooks do.
 */

/** A month or year arrives as a number or, from a form field, as its digits. */
const digits = (max: number) =>
  z.union([
    z.number().int().min(0).max(max),
    z
      .string()
      .regex(/^\d{1,4}$/)
      .transform(Number),
  ]);

/** Only the shape is checked here; whether the card is good is the card network's answer (a result, not a 400). */
const cardBody = z
  .object({
    number: z.string().min(1).max(32),
    expMonth: digits(12).pipe(z.number().min(1)),
    expYear: digits(9999),
    cvc: z.string().max(8),
    name: z.string().max(200).optional(),
  })
  .strict();

const threeDsBody = z.object({ outcome: z.enum(['approve', 'fail']) }).strict();

/** Ids and client secrets are ours: anything else cannot exist, so it is not found rather than invalid. */
const reference = /^[A-Za-z0-9_]{1,200}$/;

function parse<T extends z.ZodType>(schema: T, input: unknown, message: string): z.infer<T> {
  const result = schema.safeParse(input, { reportInput: true });
  if (!result.success) throw new ApiError(400, 'VALIDATION', message, fieldErrors(result.error));
  return result.data;
}

function param(req: Request, name: string, notFound: string): string {
  const value: unknown = (req.params as Record<string, unknown>)[name];
  if (typeof value !== 'string' || !reference.test(value)) throw new ApiError(404, 'NOT_FOUND', notFound);
  return value;
}

const conflicts: Partial<Record<SandboxPaymentErrorCode, [code: string, message: string]>> = {
  checkout_session_expired: ['CHECKOUT_SESSION_EXPIRED', sandboxPaymentTexts.sessionExpired],
  checkout_session_complete: ['CHECKOUT_SESSION_COMPLETE', sandboxPaymentTexts.sessionComplete],
  payment_intent_unexpected_state: ['PAYMENT_INTENT_UNEXPECTED_STATE', sandboxPaymentTexts.intentNotPayable],
};

/** The sandbox's refusals of a request in the wrong state answer 409 in Thai; anything else is a fault. */
async function refusalsAsConflicts<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const conflict = error instanceof SandboxPaymentError ? conflicts[error.code] : undefined;
    if (conflict) throw new ApiError(409, conflict[0], conflict[1]);
    throw error;
  }
}

const intentView = (intent: PaymentIntent) => ({
  id: intent.id,
  status: intent.status,
  amount: toBaht(intent.amountSatang),
  method: intent.method,
  ...(intent.promptpay ? { promptpay: { data: intent.promptpay.data, svg: intent.promptpay.svgUrl } } : {}),
  ...(intent.lastError ? { error: intent.lastError } : {}),
});

export function sandboxPaymentRoutes(
  sandbox: SandboxPaymentProvider,
  options: { devControls: boolean; registry?: OpenApiRegistry },
): Router {
  const router = Router();
  const m = sandboxPaymentTexts;
  // Mounted beside the payment routes, whose provider they play.
  const registry = options.registry && ownedBy(options.registry, 'command-api');
  const documented = (method: 'get' | 'post', path: string, summary: string) =>
    registry?.add({
      method,
      path,
      summary: `Sandbox payment provider: ${summary}`,
      access: 'public',
    });
  documented(
    'get',
    '/sandbox-payments/checkout/:clientSecret',
    'an embedded checkout session as its form shows it',
  );
  documented(
    'post',
    '/sandbox-payments/checkout/:clientSecret/pay',
    'pay a checkout session with a test card',
  );
  documented(
    'get',
    '/sandbox-payments/intents/:clientSecret',
    'a payment intent (card direct, PromptPay QR)',
  );
  documented(
    'post',
    '/sandbox-payments/intents/:clientSecret/confirm-card',
    'confirm a card intent with a test card',
  );
  documented('post', '/sandbox-payments/three-ds/:id', "the bank's answer to a 3-D Secure step");
  if (options.devControls)
    documented(
      'post',
      '/sandbox-payments/intents/:id/promptpay-paid',
      'dev control: the PromptPay QR was paid',
    );

  router.get('/sandbox-payments/checkout/:clientSecret', async (req, res) => {
    const view = await sandbox.getCheckout(param(req, 'clientSecret', m.checkoutNotFound));
    if (!view) throw new ApiError(404, 'NOT_FOUND', m.checkoutNotFound);
    res.json({
      success: true,
      data: {
        sessionId: view.sessionId,
        amount: toBaht(view.amountSatang),
        currency: view.currency,
        title: view.title,
        status: view.status,
        paymentStatus: view.paymentStatus,
        returnUrl: view.returnUrl,
      },
    });
  });

  router.post('/sandbox-payments/checkout/:clientSecret/pay', async (req, res) => {
    const clientSecret = param(req, 'clientSecret', m.checkoutNotFound);
    const card = parse(cardBody, req.body, m.cardInvalid);
    const result = await refusalsAsConflicts(() => sandbox.payCheckout(clientSecret, card));
    if (!result) throw new ApiError(404, 'NOT_FOUND', m.checkoutNotFound);
    res.json({ success: true, data: result });
  });

  router.get('/sandbox-payments/intents/:clientSecret', async (req, res) => {
    const intent = await sandbox.getIntent(param(req, 'clientSecret', m.intentNotFound));
    if (!intent) throw new ApiError(404, 'NOT_FOUND', m.intentNotFound);
    res.json({ success: true, data: intentView(intent) });
  });

  router.post('/sandbox-payments/intents/:clientSecret/confirm-card', async (req, res) => {
    const clientSecret = param(req, 'clientSecret', m.intentNotFound);
    const card = parse(cardBody, req.body, m.cardInvalid);
    const result = await refusalsAsConflicts(() => sandbox.confirmIntentCard(clientSecret, card));
    if (!result) throw new ApiError(404, 'NOT_FOUND', m.intentNotFound);
    res.json({ success: true, data: result });
  });

  router.post('/sandbox-payments/three-ds/:id', async (req, res) => {
    const id = param(req, 'id', m.threeDsNotFound);
    const { outcome } = parse(threeDsBody, req.body, m.outcomeInvalid);
    const result = await refusalsAsConflicts(() => sandbox.completeThreeDs(id, outcome));
    if (!result) throw new ApiError(404, 'NOT_FOUND', m.threeDsNotFound);
    res.json({ success: true, data: result });
  });

  // Embedded mode's stand-in for the buyer's banking app; a real deployment has no such door.
  if (options.devControls) {
    router.post('/sandbox-payments/intents/:id/promptpay-paid', async (req, res) => {
      const id = param(req, 'id', m.intentNotFound);
      const intent = await refusalsAsConflicts(() => sandbox.markPromptPayPaid(id));
      if (!intent) throw new ApiError(404, 'NOT_FOUND', m.intentNotFound);
      res.json({ success: true, data: intentView(intent) });
    });
  }
  return router;
}
