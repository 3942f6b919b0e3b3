import { randomUUID } from 'node:crypto';
import type { Request, Router } from 'express';
import { ApiError } from '../../infra/http/apiError.ts';
import { defineRoute, type SignedInActor } from '../../infra/http/defineRoute.ts';
import { mayUseDevTools } from '../../infra/http/devToolsAccess.ts';
import { purchaseTexts } from './messages/purchaseTexts.ts';
import type { OpenApiRegistry } from '../../infra/http/openApi.ts';
import { WebhookSignatureError, type PaymentWebhook } from '../ports/paymentProvider.ts';
import { DomainError } from '../domain/decider.ts';
import { buyersPurchase, payablePurchase, type ExistingPurchase } from '../domain/purchase/state.ts';
import type { PaymentMethod } from '../../events/purchase/purchaseEvents.ts';
import type { CommandContext } from '../handleCommand.ts';
import type { PaymentDeps } from '../purchases/paymentDeps.ts';
import { offeredMethods } from '../purchases/paymentMethods.ts';
import { recordProviderFailure, recordProviderPayment } from '../purchases/recordProviderPayment.ts';
import { recordRefund } from '../purchases/recordRefund.ts';
import { loadPurchase, runPurchaseCommand } from '../purchases/runPurchaseCommand.ts';
import {
  confirmPaymentBody,
  paymentIntentBody,
  purchaseIdBody,
  sessionStatusQuery,
} from './purchaseSchemas.ts';

const nowIso = () => new Date().toISOString();
/** The PWA's payment result page (the spec names no route; it reads session_id and purchase_id). */
const PAYMENT_RETURN_PATH = '/payment-return';

/** The raw request body the JSON parser kept for signature checks (infra/http/httpApp.ts). */
const rawBodyOf = (req: Request): Buffer | undefined => (req as Request & { rawBody?: Buffer }).rawBody;

/** A provider call that fails is the provider's trouble, told in Thai, never a 500 with its details. */
async function atProvider<T>(
  deps: PaymentDeps,
  what: string,
  message: string,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError || error instanceof DomainError) throw error;
    deps.logger.error({ err: error, call: what }, 'payment provider call failed');
    throw new ApiError(502, 'PAYMENT_PROVIDER_ERROR', message);
  }
}

/** The buyer's own purchase, still payable now. */
async function payable(deps: PaymentDeps, purchaseId: string, actor: SignedInActor) {
  return payablePurchase(await loadPurchase(deps.store, purchaseId), actor.id, nowIso());
}

/**
 * Opens a checkout session or payment intent at the provider for the caller's own payable purchase
 * and records it there (PaymentStarted). `attempt` keys the provider's idempotency: a retried
 * request gets the same session, a new attempt after a failure a new one.
 */
async function startAtProvider<Opened extends { id: string }>(
  deps: PaymentDeps,
  who: { purchaseId: string; actor: SignedInActor; correlationId: string },
  how: { kind: 'checkout' | 'intent'; method: PaymentMethod; failure: string },
  open: (purchase: ExistingPurchase, customerEmail: string | null, attempt: number) => Promise<Opened>,
) {
  const purchase = await payable(deps, who.purchaseId, who.actor);
  const customerEmail = await deps.buyerEmail(who.actor.id);
  const opened = await atProvider(deps, `create ${how.kind}`, how.failure, () =>
    open(purchase, customerEmail, purchase.started.length),
  );
  const { position } = await runPurchaseCommand(
    deps.store,
    {
      type: 'StartPayment',
      purchaseId: purchase.purchaseId,
      buyerId: who.actor.id,
      provider: deps.provider.name,
      providerRef: opened.id,
      kind: how.kind,
      method: how.method,
      now: nowIso(),
    },
    { actor: who.actor, correlationId: who.correlationId },
  );
  return { opened, position };
}

/** What a verified webhook tells the marketplace; the provider is told 200 once it is recorded. */
async function applyWebhook(deps: PaymentDeps, event: PaymentWebhook, context: CommandContext) {
  const provider = deps.provider.name;
  const now = nowIso();
  switch (event.type) {
    case 'payment.succeeded':
      return recordProviderPayment(
        deps,
        {
          purchaseId: event.purchaseId,
          provider,
          paymentId: event.paymentId,
          amountSatang: event.amountSatang,
          currency: event.currency,
          livemode: event.livemode,
          now,
        },
        context,
      );
    case 'payment.failed':
      return recordProviderFailure(
        deps,
        { purchaseId: event.purchaseId, provider, paymentId: event.paymentId, failure: event.failure, now },
        context,
      );
    case 'refund.succeeded':
      // A refund made at the provider (its dashboard) is recorded too; one made here already was.
      try {
        await recordRefund(
          deps,
          {
            purchaseId: event.purchaseId,
            refundId: event.refundId,
            reason: purchaseTexts.refundedAtProvider,
            now,
          },
          context,
        );
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
      }
      return;
    case 'ignored':
      return;
  }
}

/**
 * The card-payment provider's calls (spec §7 `/{card-provider}/…`, here `/payment-provider/…`):
 * configuration, embedded checkout, payment intents for card direct and PromptPay, the status
 * checks that confirm on the server, and the signed webhook. Only the webhook or a server-side
 * retrieve marks a purchase paid (DESIGN.md §7).
 */
export function paymentRoutes(router: Router, registry: OpenApiRegistry, deps: PaymentDeps): void {
  defineRoute(router, registry, {
    method: 'get',
    path: '/payment-provider/config',
    summary: "The payment provider's browser key, whether it is a test mode, and the methods offered",
    access: 'public',
    handle: async ({ req, caller }) => ({
      data: {
        provider: deps.provider.name,
        publishableKey: deps.provider.publishableKey,
        testMode: deps.provider.testMode,
        methods: offeredMethods(deps.provider, deps.bankAccount),
        // Only to whom the dev control answers (this machine or an admin): nobody else learns of it.
        devControls: deps.devControls && mayUseDevTools(req, caller),
      },
    }),
  });

  defineRoute(router, registry, {
    method: 'post',
    path: '/payment-provider/create-checkout-session',
    summary: 'An embedded checkout session for the caller’s open purchase; answers its client secret',
    access: 'member',
    body: purchaseIdBody,
    async handle({ body, actor, correlationId }) {
      const { opened: session, position } = await startAtProvider(
        deps,
        { purchaseId: body.purchaseId, actor: actor!, correlationId },
        { kind: 'checkout', method: 'card', failure: purchaseTexts.checkoutFailed },
        async (purchase, customerEmail, attempt) =>
          deps.provider.createCheckoutSession({
            purchaseId: purchase.purchaseId,
            amountSatang: purchase.amountSatang,
            // Not the clip's title: the seller's words would live on at the provider after an erasure.
            title: purchaseTexts.checkoutProduct(purchase.clipId),
            customerEmail,
            returnUrl: `${deps.publicUrl}${PAYMENT_RETURN_PATH}?session_id={CHECKOUT_SESSION_ID}&purchase_id=${purchase.purchaseId}`,
            idempotencyKey: `${purchase.purchaseId}:checkout:${attempt}`,
          }),
      );
      return { data: { clientSecret: session.clientSecret, sessionId: session.id }, position };
    },
  });

  defineRoute(router, registry, {
    method: 'post',
    path: '/payment-provider/create-payment-intent',
    summary: 'A payment intent (card direct or PromptPay) for the caller’s open purchase',
    access: 'member',
    body: paymentIntentBody,
    async handle({ body, actor, correlationId }) {
      const { opened: intent, position } = await startAtProvider(
        deps,
        { purchaseId: body.purchaseId, actor: actor!, correlationId },
        {
          kind: 'intent',
          method: body.method === 'promptpay' ? 'promptpay' : 'card_direct',
          failure: purchaseTexts.intentFailed,
        },
        (purchase, customerEmail, attempt) =>
          deps.provider.createPaymentIntent({
            purchaseId: purchase.purchaseId,
            amountSatang: purchase.amountSatang,
            method: body.method,
            customerEmail,
            idempotencyKey: `${purchase.purchaseId}:intent:${body.method}:${attempt}`,
          }),
      );
      return {
        data: {
          clientSecret: intent.clientSecret,
          paymentIntentId: intent.id,
          status: intent.status,
          ...(intent.promptpay
            ? { promptpay: { data: intent.promptpay.data, svg: intent.promptpay.svgUrl } }
            : {}),
        },
        position,
      };
    },
  });

  defineRoute(router, registry, {
    method: 'get',
    path: '/payment-provider/session-status',
    summary: 'How a checkout session stands at the provider; a paid one is recorded here and then',
    access: 'member',
    query: sessionStatusQuery,
    async handle({ query, actor, correlationId }) {
      const session = await atProvider(
        deps,
        'retrieveCheckoutSession',
        purchaseTexts.providerUnavailable,
        () => deps.provider.retrieveCheckoutSession(query.session_id),
      );
      if (!session) throw new ApiError(404, 'NOT_FOUND', purchaseTexts.sessionMissing);
      const purchase = buyersPurchase(await loadPurchase(deps.store, session.purchaseId), actor!.id);
      if (session.status === 'complete' && session.paymentStatus === 'paid' && session.paymentIntentId)
        await recordProviderPayment(
          deps,
          {
            purchaseId: purchase.purchaseId,
            provider: deps.provider.name,
            paymentId: session.paymentIntentId,
            amountSatang: session.amountSatang,
            currency: session.currency,
            livemode: session.livemode,
            now: nowIso(),
          },
          { actor: actor!, correlationId },
        );
      return {
        data: {
          status: session.status,
          payment_status: session.paymentStatus,
          // The sandbox keeps no e-mail; the caller is the buyer, so theirs is the one to show.
          customer_email: session.customerEmail ?? (await deps.buyerEmail(actor!.id)),
          purchaseId: purchase.purchaseId,
        },
      };
    },
  });

  defineRoute(router, registry, {
    method: 'post',
    path: '/payment-provider/confirm-payment',
    summary: 'After a card-direct payment: the server asks the provider and records a succeeded intent',
    access: 'member',
    body: confirmPaymentBody,
    async handle({ body, actor, correlationId }) {
      const intent = await atProvider(deps, 'retrievePaymentIntent', purchaseTexts.providerUnavailable, () =>
        deps.provider.retrievePaymentIntent(body.paymentIntentId),
      );
      if (!intent) throw new ApiError(404, 'NOT_FOUND', purchaseTexts.paymentNotFound);
      const purchase = buyersPurchase(await loadPurchase(deps.store, intent.purchaseId), actor!.id);
      if (intent.status === 'succeeded')
        await recordProviderPayment(
          deps,
          {
            purchaseId: purchase.purchaseId,
            provider: deps.provider.name,
            paymentId: intent.id,
            amountSatang: intent.amountSatang,
            currency: intent.currency,
            livemode: intent.livemode,
            now: nowIso(),
          },
          { actor: actor!, correlationId },
        );
      const after = await loadPurchase(deps.store, purchase.purchaseId);
      return {
        data: {
          status: intent.status,
          purchaseId: purchase.purchaseId,
          purchaseStatus: after.status,
          ...(intent.lastError ? { error: intent.lastError } : {}),
        },
      };
    },
  });

  registry.add({
    method: 'post',
    path: '/payment-provider/webhook',
    summary: "The provider's signed events (signature checked over the raw body); idempotent",
    access: 'public',
  });
  router.post('/payment-provider/webhook', async (req, res) => {
    let event: PaymentWebhook;
    try {
      event = deps.provider.verifyWebhook(rawBodyOf(req) ?? Buffer.alloc(0), req.header('stripe-signature'));
    } catch (error) {
      if (error instanceof WebhookSignatureError)
        throw new ApiError(400, 'WEBHOOK_SIGNATURE', purchaseTexts.webhookSignature);
      throw error;
    }
    await applyWebhook(deps, event, {
      actor: { system: 'payment-provider' },
      correlationId: randomUUID(),
    });
    deps.logger.info({ webhook: event.id, type: event.type }, 'payment webhook applied');
    res.json({ success: true, data: { received: true } });
  });
}
