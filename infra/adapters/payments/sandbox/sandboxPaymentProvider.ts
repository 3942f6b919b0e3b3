import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import QRCode from 'qrcode';
import { PURCHASE_PAY_WINDOW_MINUTES } from '../../../../events/constants.ts';
import type { SqlClient, SqlExecutor } from '../../postgres/sqlClient.ts';
import type {
  CheckoutSession,
  CheckoutStatus,
  IntentStatus,
  PaymentFailure,
  PaymentIntent,
  PaymentProvider,
  PaymentWebhook,
  Refund,
} from '../../../../command-api/ports/paymentProvider.ts';
import { PAYMENT_CURRENCY, WebhookSignatureError } from '../../../../command-api/ports/paymentProvider.ts';
import { toPaymentWebhook, type StripeShapedEvent } from '../stripeShapedEvent.ts';
import { signWebhook, verifyWebhookSignature } from '../webhookSignature.ts';
import { type CardInput, SANDBOX_FAILURES, judgeCard } from './sandboxCards.ts';
import { promptPayPayload, type PromptPayProxy } from './promptPayPayload.ts';
import type { Satang } from '../../../../events/money.ts';

/**
 * The embedded payment provider (DESIGN.md §1): it behaves like Stripe end to end — checkout
 * sessions and payment intents with client secrets, the well-known test cards, a 3-D Secure step,
 * PromptPay QR codes, refunds — and tells the marketplace what happened only through signed,
 * Stripe-shaped webhooks, retried when delivery fails. Its records live in `sandbox_payments`, the
 * "provider's database"; the marketplace never reads them.
 */

export type CardPaymentResult =
  | { status: 'complete' }
  | { status: 'requires_action'; threeDsId: string }
  | { status: 'failed'; error: PaymentFailure };

/** What the sandbox's embedded checkout shows the buyer. */
export interface SandboxCheckoutView {
  sessionId: string;
  amountSatang: Satang;
  currency: 'thb';
  title: string;
  status: CheckoutStatus;
  paymentStatus: 'paid' | 'unpaid';
  /** Where the embedded checkout sends the buyer when done, as Stripe's does (`{CHECKOUT_SESSION_ID}` filled in). */
  returnUrl: string | null;
}

export type SandboxPaymentErrorCode =
  | 'checkout_session_expired'
  | 'checkout_session_complete'
  | 'payment_intent_unexpected_state'
  | 'resource_missing'
  | 'charge_already_refunded'
  | 'refund_amount_invalid'
  | 'idempotency_key_in_use';

/** A request the sandbox refuses, with Stripe's code for it. */
export class SandboxPaymentError extends Error {
  override readonly name = 'SandboxPaymentError';
  constructor(
    readonly code: SandboxPaymentErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export interface SandboxPaymentProvider extends PaymentProvider {
  /** The embedded checkout's view of a session; null for an unknown client secret. */
  getCheckout(clientSecret: string): Promise<SandboxCheckoutView | null>;
  /** The buyer pays a checkout session by card; null for an unknown client secret. */
  payCheckout(clientSecret: string, card: CardInput): Promise<CardPaymentResult | null>;
  /** A payment intent as the browser sees it (card direct, PromptPay); null when unknown. */
  getIntent(clientSecret: string): Promise<PaymentIntent | null>;
  /** Card direct: confirms a card intent with the buyer's card; null for an unknown client secret. */
  confirmIntentCard(clientSecret: string, card: CardInput): Promise<CardPaymentResult | null>;
  /** The buyer's bank answers the 3-D Secure step; null for an unknown step. */
  completeThreeDs(threeDsId: string, outcome: 'approve' | 'fail'): Promise<CardPaymentResult | null>;
  /** Dev control: the buyer's banking app paid the PromptPay QR; null for an unknown intent. */
  markPromptPayPaid(paymentIntentId: string): Promise<PaymentIntent | null>;
  /** Cancels pending webhook retries (at shutdown). */
  stop(): void;
}

export interface SandboxPaymentDeps {
  db: SqlClient;
  webhookSecret: string;
  /** Sends one signed webhook (an HTTP POST to the marketplace's webhook endpoint); throws when it was not accepted. */
  deliver: (rawBody: string, signatureHeader: string) => Promise<void>;
  now?: () => Date;
  logger?: Logger;
  /** Waits before each redelivery of a webhook that failed; the number of entries bounds the retries. */
  retryDelaysMs?: readonly number[];
}

/**
 * Stripe retries for days with growing gaps; the sandbox keeps the shape but gives up within
 * quarter of an hour, since its receiver is the same process or its neighbour.
 */
const DEFAULT_RETRY_DELAYS_MS = [1_000, 5_000, 30_000, 2 * 60_000, 10 * 60_000] as const;
/** A PromptPay proxy no real account holds: a banking app scans the QR but can pay no one. */
const SANDBOX_PROMPTPAY_PROXY: PromptPayProxy = { type: 'taxId', id: '0000000000000' };
/** Where a card attempt may start: Stripe's statuses before a payment method is settled. */
const PAYABLE: readonly IntentStatus[] = ['requires_payment_method', 'requires_confirmation'];
const SECONDS_PER_MINUTE = 60;
const MS_PER_SECOND = 1000;

interface Row {
  id: string;
  kind: 'checkout_session' | 'payment_intent' | 'refund';
  idempotency_key: string | null;
  client_secret: string | null;
  amount: number;
  currency: string;
  purchase_id: string;
  method: 'card' | 'promptpay' | null;
  status: string;
  title: string | null;
  return_url: string | null;
  payment_intent_id: string | null;
  three_ds_id: string | null;
  last_error_code: string | null;
  last_error_message: string | null;
  created_at: Date | string;
  expires_at: Date | string | null;
}

const newId = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;
const newSecret = (id: string) => `${id}_secret_${randomBytes(16).toString('hex')}`;
const unixSeconds = (date: Date) => Math.floor(date.getTime() / MS_PER_SECOND);
const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

async function qrSvgDataUrl(data: string): Promise<string> {
  const svg = await QRCode.toString(data, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export function sandboxPaymentProvider(deps: SandboxPaymentDeps): SandboxPaymentProvider {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const retryDelays = deps.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const pendingRetries = new Set<NodeJS.Timeout>();
  let stopped = false;

  const one = async (sql: string, params: unknown[], on: SqlExecutor = db) =>
    (await on.query<Row>(sql, params)).rows[0] ?? null;
  const byId = (id: string, kind: Row['kind'], on: SqlExecutor = db) =>
    one('select * from sandbox_payments where id = $1 and kind = $2', [id, kind], on);
  const byClientSecret = (secret: string, kind: Row['kind']) =>
    one('select * from sandbox_payments where client_secret = $1 and kind = $2', [secret, kind]);
  const byKey = (key: string, kind: Row['kind']) =>
    one('select * from sandbox_payments where idempotency_key = $1 and kind = $2', [key, kind]);

  /** Stripe refuses a reused key whose request differs; so does the sandbox. */
  function sameRequest(row: Row, purchaseId: string, amountSatang: Satang): Row {
    if (row.purchase_id !== purchaseId || row.amount !== amountSatang)
      throw new SandboxPaymentError(
        'idempotency_key_in_use',
        'Keys for idempotent requests can only be used with the same parameters they were first used with.',
      );
    return row;
  }

  const sessionStatus = (row: Row): CheckoutStatus => {
    if (row.status === 'complete') return 'complete';
    return row.expires_at && toDate(row.expires_at).getTime() <= now().getTime() ? 'expired' : 'open';
  };

  const toSession = (row: Row): CheckoutSession => ({
    id: row.id,
    clientSecret: row.client_secret ?? '',
    status: sessionStatus(row),
    paymentStatus: row.status === 'complete' ? 'paid' : 'unpaid',
    amountSatang: row.amount,
    purchaseId: row.purchase_id,
    // Kept nowhere (see the migration): the marketplace knows its buyer's e-mail itself.
    customerEmail: null,
    paymentIntentId: row.status === 'complete' ? row.payment_intent_id : null,
    currency: row.currency,
    livemode: false,
  });

  const lastError = (row: Row): PaymentFailure | null =>
    row.last_error_code ? { code: row.last_error_code, message: row.last_error_message ?? '' } : null;

  async function toIntent(row: Row): Promise<PaymentIntent> {
    const method = row.method ?? 'card';
    const waitingForBank = method === 'promptpay' && row.status === 'requires_action';
    const data = waitingForBank ? promptPayPayload(SANDBOX_PROMPTPAY_PROXY, row.amount) : null;
    return {
      id: row.id,
      clientSecret: row.client_secret ?? '',
      status: row.status as IntentStatus,
      method,
      amountSatang: row.amount,
      purchaseId: row.purchase_id,
      promptpay: data ? { data, svgUrl: await qrSvgDataUrl(data) } : null,
      lastError: lastError(row),
      currency: row.currency,
      livemode: false,
    };
  }

  /* Stripe-shaped objects for the webhooks: the fields the marketplace (and Stripe's docs) read. */
  const metadata = (row: Row) => ({ purchaseId: row.purchase_id });
  const intentObject = (row: Row) => ({
    id: row.id,
    object: 'payment_intent',
    amount: row.amount,
    amount_received: row.status === 'succeeded' ? row.amount : 0,
    currency: row.currency,
    status: row.status,
    created: unixSeconds(toDate(row.created_at)),
    livemode: false,
    metadata: metadata(row),
    payment_method_types: [row.method ?? 'card'],
    latest_charge: row.status === 'succeeded' ? chargeId(row.id) : null,
    last_payment_error: row.last_error_code
      ? { type: 'card_error', code: row.last_error_code, message: row.last_error_message ?? '' }
      : null,
  });
  const sessionObject = (row: Row) => ({
    id: row.id,
    object: 'checkout.session',
    ui_mode: 'embedded_page',
    mode: 'payment',
    amount_total: row.amount,
    currency: row.currency,
    status: sessionStatus(row),
    payment_status: row.status === 'complete' ? 'paid' : 'unpaid',
    payment_intent: row.payment_intent_id,
    client_reference_id: row.purchase_id,
    customer_email: null,
    created: unixSeconds(toDate(row.created_at)),
    expires_at: row.expires_at ? unixSeconds(toDate(row.expires_at)) : null,
    livemode: false,
    metadata: metadata(row),
  });
  /** One charge per succeeded intent, as with Stripe; its id follows from the intent's. */
  const chargeId = (intentId: string) => intentId.replace(/^pi_/, 'ch_');
  const chargeObject = (intent: Row, refund: Row) => ({
    id: chargeId(intent.id),
    object: 'charge',
    amount: intent.amount,
    amount_refunded: refund.amount,
    currency: intent.currency,
    paid: true,
    refunded: refund.amount >= intent.amount,
    payment_intent: intent.id,
    created: unixSeconds(toDate(intent.created_at)),
    livemode: false,
    metadata: metadata(intent),
    refunds: {
      object: 'list',
      data: [
        {
          id: refund.id,
          object: 'refund',
          amount: refund.amount,
          status: refund.status,
          payment_intent: intent.id,
        },
      ],
    },
  });

  /* Webhook delivery: signed at each attempt (a retry must not carry a stale timestamp). */
  async function attemptDelivery(rawBody: string, event: { id: string; type: string }, attempt: number) {
    try {
      await deps.deliver(rawBody, signWebhook(rawBody, deps.webhookSecret, unixSeconds(now())));
    } catch (error) {
      const delay = retryDelays[attempt];
      const log = { eventId: event.id, type: event.type, attempt: attempt + 1, err: error };
      if (stopped || delay === undefined) {
        deps.logger?.error(log, 'sandbox webhook not delivered; giving up');
        return;
      }
      deps.logger?.warn({ ...log, retryInMs: delay }, 'sandbox webhook not delivered; will retry');
      const timer = setTimeout(() => {
        pendingRetries.delete(timer);
        void attemptDelivery(rawBody, event, attempt + 1);
      }, delay);
      // A pending redelivery must not keep the process (or a test run) alive.
      timer.unref();
      pendingRetries.add(timer);
    }
  }

  /** Delivers one event; the first attempt is awaited so the marketplace usually knows before the browser does. */
  async function emit(type: string, object: Record<string, unknown>): Promise<void> {
    const event = {
      id: newId('evt'),
      object: 'event',
      type,
      created: unixSeconds(now()),
      livemode: false,
      data: { object },
    };
    await attemptDelivery(JSON.stringify(event), event, 0);
  }

  /* State changes: each one a conditional update, so two racing attempts cannot both win. */
  const payableList = PAYABLE.map((status) => `'${status}'`).join(', ');

  async function succeed(intent: Row, from: string): Promise<boolean> {
    const changed = await db.transaction(async (tx) => {
      const updated = await one(
        `update sandbox_payments set status = 'succeeded', three_ds_id = null,
                last_error_code = null, last_error_message = null
          where id = $1 and kind = 'payment_intent' and status in (${from}) returning *`,
        [intent.id],
        tx,
      );
      if (!updated) return null;
      const session = await one(
        `update sandbox_payments set status = 'complete'
          where payment_intent_id = $1 and kind = 'checkout_session' returning *`,
        [intent.id],
        tx,
      );
      return { updated, session };
    });
    if (!changed) return false;
    await emit('payment_intent.succeeded', intentObject(changed.updated));
    if (changed.session) await emit('checkout.session.completed', sessionObject(changed.session));
    return true;
  }

  async function fail(intent: Row, failure: PaymentFailure, from: string): Promise<boolean> {
    const updated = await one(
      `update sandbox_payments set status = 'requires_payment_method', three_ds_id = null,
              last_error_code = $2, last_error_message = $3
        where id = $1 and kind = 'payment_intent' and status in (${from}) returning *`,
      [intent.id, failure.code, failure.message],
    );
    if (!updated) return false;
    await emit('payment_intent.payment_failed', intentObject(updated));
    return true;
  }

  const unexpectedState = (intent: Row) =>
    new SandboxPaymentError(
      'payment_intent_unexpected_state',
      `This PaymentIntent's status is ${intent.status}, which does not allow this request.`,
    );

  async function attemptCard(intent: Row, card: CardInput): Promise<CardPaymentResult> {
    if (!PAYABLE.includes(intent.status as IntentStatus) || intent.method !== 'card')
      throw unexpectedState(intent);
    const verdict = judgeCard(card, now());
    if (verdict.outcome === 'fails') {
      if (!(await fail(intent, verdict.failure, payableList))) throw unexpectedState(intent);
      return { status: 'failed', error: verdict.failure };
    }
    if (verdict.outcome === 'threeDSecure') {
      const threeDsId = newId('3ds');
      const updated = await one(
        `update sandbox_payments set status = 'requires_action', three_ds_id = $2
          where id = $1 and status in (${payableList}) returning id`,
        [intent.id, threeDsId],
      );
      if (!updated) throw unexpectedState(intent);
      return { status: 'requires_action', threeDsId };
    }
    if (!(await succeed(intent, payableList))) throw unexpectedState(intent);
    return { status: 'complete' };
  }

  async function insertOnce(values: Omit<Row, 'created_at'> & { created_at: Date }, on: SqlExecutor = db) {
    const columns = Object.keys(values);
    return one(
      `insert into sandbox_payments (${columns.join(', ')})
       values (${columns.map((_, i) => `$${i + 1}`).join(', ')})
       on conflict do nothing returning *`,
      Object.values(values),
      on,
    );
  }

  const blank = {
    idempotency_key: null,
    client_secret: null,
    currency: PAYMENT_CURRENCY,
    method: null,
    title: null,
    return_url: null,
    payment_intent_id: null,
    three_ds_id: null,
    last_error_code: null,
    last_error_message: null,
    expires_at: null,
  } as const;

  return {
    name: 'sandbox',
    testMode: true,
    publishableKey: 'pk_sandbox_dashclip',
    supportsEWallet: false,

    async createCheckoutSession(input) {
      const existing = await byKey(input.idempotencyKey, 'checkout_session');
      if (existing) return toSession(sameRequest(existing, input.purchaseId, input.amountSatang));
      const createdAt = now();
      const id = newId('cs');
      const intentId = newId('pi');
      const created = await db.transaction(async (tx) => {
        const session = await insertOnce(
          {
            ...blank,
            id,
            kind: 'checkout_session',
            idempotency_key: input.idempotencyKey,
            client_secret: newSecret(id),
            amount: input.amountSatang,
            purchase_id: input.purchaseId,
            status: 'open',
            title: input.title,
            return_url: input.returnUrl,
            payment_intent_id: intentId,
            created_at: createdAt,
            expires_at: new Date(
              createdAt.getTime() + PURCHASE_PAY_WINDOW_MINUTES * SECONDS_PER_MINUTE * MS_PER_SECOND,
            ),
          },
          tx,
        );
        // Only the winner of a race on the same key creates the session's payment.
        if (session)
          await insertOnce(
            {
              ...blank,
              id: intentId,
              kind: 'payment_intent',
              client_secret: newSecret(intentId),
              amount: input.amountSatang,
              purchase_id: input.purchaseId,
              method: 'card',
              status: 'requires_payment_method',
              created_at: createdAt,
            },
            tx,
          );
        return session;
      });
      const row = created ?? (await byKey(input.idempotencyKey, 'checkout_session'));
      if (!row) throw new Error('sandbox checkout session vanished after insert');
      return toSession(sameRequest(row, input.purchaseId, input.amountSatang));
    },

    async retrieveCheckoutSession(sessionId) {
      const row = await byId(sessionId, 'checkout_session');
      return row ? toSession(row) : null;
    },

    async createPaymentIntent(input) {
      const existing = await byKey(input.idempotencyKey, 'payment_intent');
      if (existing) return toIntent(sameRequest(existing, input.purchaseId, input.amountSatang));
      const id = newId('pi');
      const inserted = await insertOnce({
        ...blank,
        id,
        kind: 'payment_intent',
        idempotency_key: input.idempotencyKey,
        client_secret: newSecret(id),
        amount: input.amountSatang,
        purchase_id: input.purchaseId,
        method: input.method,
        // A PromptPay intent is confirmed at once and waits for the buyer's bank, as Stripe's does.
        status: input.method === 'promptpay' ? 'requires_action' : 'requires_payment_method',
        created_at: now(),
      });
      const row = inserted ?? (await byKey(input.idempotencyKey, 'payment_intent'));
      if (!row) throw new Error('sandbox payment intent vanished after insert');
      return toIntent(sameRequest(row, input.purchaseId, input.amountSatang));
    },

    async retrievePaymentIntent(paymentIntentId) {
      const row = await byId(paymentIntentId, 'payment_intent');
      return row ? toIntent(row) : null;
    },

    async refund(input) {
      const toRefund = (row: Row): Refund => ({ id: row.id, status: 'succeeded', amountSatang: row.amount });
      const existing = await byKey(input.idempotencyKey, 'refund');
      if (existing) return toRefund(existing);
      const intent = await byId(input.paymentId, 'payment_intent');
      if (!intent)
        throw new SandboxPaymentError('resource_missing', `No such payment_intent: '${input.paymentId}'`);
      if (intent.status !== 'succeeded') throw unexpectedState(intent);
      if (input.amountSatang !== intent.amount)
        throw new SandboxPaymentError('refund_amount_invalid', 'The sandbox refunds a payment in full only.');
      const id = newId('re');
      // The partial unique index on a refund's payment makes a second refund, racing or not, a no-op.
      const inserted = await insertOnce({
        ...blank,
        id,
        kind: 'refund',
        idempotency_key: input.idempotencyKey,
        amount: intent.amount,
        purchase_id: intent.purchase_id,
        status: 'succeeded',
        payment_intent_id: intent.id,
        created_at: now(),
      });
      if (!inserted) {
        const raced = await byKey(input.idempotencyKey, 'refund');
        if (raced) return toRefund(raced);
        throw new SandboxPaymentError(
          'charge_already_refunded',
          `Charge ${chargeId(intent.id)} has already been refunded.`,
        );
      }
      await emit('charge.refunded', chargeObject(intent, inserted));
      return toRefund(inserted);
    },

    verifyWebhook(rawBody, signatureHeader): PaymentWebhook {
      verifyWebhookSignature(rawBody, signatureHeader, deps.webhookSecret, unixSeconds(now()));
      let event: unknown;
      try {
        event = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new WebhookSignatureError('The signed body is not JSON');
      }
      const shaped = event as Partial<StripeShapedEvent> | null;
      if (
        typeof shaped?.id !== 'string' ||
        typeof shaped.type !== 'string' ||
        typeof shaped.data !== 'object'
      )
        throw new WebhookSignatureError('The signed body is not an event');
      return toPaymentWebhook(shaped as StripeShapedEvent);
    },

    async getCheckout(clientSecret) {
      const row = await byClientSecret(clientSecret, 'checkout_session');
      if (!row) return null;
      const session = toSession(row);
      return {
        sessionId: row.id,
        amountSatang: row.amount,
        currency: PAYMENT_CURRENCY,
        title: row.title ?? '',
        status: session.status,
        paymentStatus: session.paymentStatus,
        returnUrl: row.return_url?.replaceAll('{CHECKOUT_SESSION_ID}', row.id) ?? null,
      };
    },

    async payCheckout(clientSecret, card) {
      const session = await byClientSecret(clientSecret, 'checkout_session');
      if (!session) return null;
      const status = sessionStatus(session);
      if (status === 'complete')
        throw new SandboxPaymentError(
          'checkout_session_complete',
          'This Checkout Session is already complete.',
        );
      if (status === 'expired')
        throw new SandboxPaymentError('checkout_session_expired', 'This Checkout Session has expired.');
      const intent = session.payment_intent_id
        ? await byId(session.payment_intent_id, 'payment_intent')
        : null;
      if (!intent) throw new Error(`sandbox checkout session ${session.id} has no payment`);
      return attemptCard(intent, card);
    },

    async getIntent(clientSecret) {
      const row = await byClientSecret(clientSecret, 'payment_intent');
      return row ? toIntent(row) : null;
    },

    async confirmIntentCard(clientSecret, card) {
      const intent = await byClientSecret(clientSecret, 'payment_intent');
      return intent ? attemptCard(intent, card) : null;
    },

    async completeThreeDs(threeDsId, outcome) {
      const intent = await one(
        `select * from sandbox_payments where three_ds_id = $1 and kind = 'payment_intent'`,
        [threeDsId],
      );
      if (!intent) return null;
      // The step disappears once answered, so a second answer finds nothing (null above) or loses the race here.
      if (outcome === 'approve') {
        if (!(await succeed(intent, `'requires_action'`))) throw unexpectedState(intent);
        return { status: 'complete' };
      }
      if (!(await fail(intent, SANDBOX_FAILURES.authenticationFailed, `'requires_action'`)))
        throw unexpectedState(intent);
      return { status: 'failed', error: SANDBOX_FAILURES.authenticationFailed };
    },

    async markPromptPayPaid(paymentIntentId) {
      const intent = await byId(paymentIntentId, 'payment_intent');
      if (!intent) return null;
      if (intent.method !== 'promptpay') throw unexpectedState(intent);
      // Pressing the control twice is harmless: the second press finds the intent already paid.
      if (intent.status !== 'succeeded' && !(await succeed(intent, `'requires_action'`))) {
        const current = await byId(paymentIntentId, 'payment_intent');
        if (current?.status !== 'succeeded') throw unexpectedState(current ?? intent);
      }
      const paid = await byId(paymentIntentId, 'payment_intent');
      return paid ? toIntent(paid) : null;
    },

    stop() {
      stopped = true;
      for (const timer of pendingRetries) clearTimeout(timer);
      pendingRetries.clear();
    },
  };
}
