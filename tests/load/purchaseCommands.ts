/**
 * Buying as the PWA does it with the sandbox provider, one request per command: open the purchase,
 * start the payment (embedded checkout for `card`, a payment intent for `card_direct`), pay with
 * the sandbox's succeeding test card on the sandbox's own page, then ask the marketplace how it
 * went (session status / confirm payment), which records the payment if the provider's webhook
 * has not yet. Then downloads of the original, the admin's refunds and payout batches.
 */
import { createHash } from 'node:crypto';
import { fromBaht } from '../../events/money.ts';
import { SANDBOX_TEST_CARDS } from '../../infra/adapters/payments/sandbox/sandboxCards.ts';
import type { CommandKind, LoadContext } from './loadContext.ts';
import type { LoadAnswer } from './loadHttp.ts';
import { noAnswer, pickUsable, type Member, type Purchase } from './marketState.ts';

/** Years ahead the test card expires. */
const CARD_VALID_YEARS = 5;
const card = () => ({
  number: SANDBOX_TEST_CARDS.succeeds,
  expMonth: 12,
  expYear: new Date().getFullYear() + CARD_VALID_YEARS,
  cvc: '123',
  name: 'ผู้ซื้อ ทดสอบโหลด',
});

const as = (member: Member) => ({ token: member.token, address: member.address });
const pair = (buyer: Member, clipId: string) => `${buyer.uid} ${clipId}`;

/** The buyer's purchase page, read until it shows one of `statuses`. */
function purchaseStatusProbe(
  ctx: LoadContext,
  kind: string,
  purchase: Purchase,
  command: LoadAnswer,
  statuses: string[],
) {
  ctx.lag.sample(
    kind,
    command,
    {
      kind: 'probe',
      cls: 'lag probe',
      route: 'GET /api/purchases/:id',
      method: 'GET',
      path: `/api/purchases/${purchase.id}`,
      ...as(purchase.buyer),
    },
    (page) => statuses.includes(page.data<{ status: string }>().status),
  );
}

export const createPurchase: CommandKind = {
  cls: 'purchase',
  prepare(ctx) {
    const buyer = ctx.rng.pick(ctx.state.buyers);
    const clip = pickUsable(
      ctx.state.approvedClips,
      ctx.rng,
      (c) => !ctx.state.purchasedPairs.has(pair(buyer, c.id)),
    );
    if (!clip) return null;
    ctx.state.purchasedPairs.add(pair(buyer, clip.id));
    const method = ctx.rng.chance(0.5) ? 'card' : 'card_direct';
    return async (dueAt) => {
      const answer = await ctx.http({
        kind: 'command',
        cls: 'purchase',
        route: 'POST /api/purchases/create',
        method: 'POST',
        path: '/api/purchases/create',
        ...as(buyer),
        json: { videoId: clip.id, paymentMethod: method },
        dueAt,
      });
      if (answer.status !== 201) {
        if (answer.status === 0) noAnswer(ctx.state, 'createPurchase');
        return;
      }
      const { purchaseId, amount } = answer.data<{ purchaseId: string; amount: number }>();
      const purchase: Purchase = {
        id: purchaseId,
        buyer,
        clip,
        amountSatang: fromBaht(amount),
        method,
        clientSecret: '',
        sessionId: '',
        paymentIntentId: '',
        providerPaid: false,
        confirmed: false,
        confirmedAt: 0,
        refunded: false,
        busy: false,
        downloads: 0,
        uncertain: false,
      };
      ctx.state.purchases.set(purchaseId, purchase);
      ctx.state.openPurchases.add(purchase);
    };
  },
};

export const startPayment: CommandKind = {
  cls: 'payment',
  prepare(ctx) {
    const purchase = ctx.state.openPurchases.take(ctx.rng);
    if (!purchase) return null;
    const checkout = purchase.method === 'card';
    return async (dueAt) => {
      const answer = await ctx.http({
        kind: 'command',
        cls: 'payment',
        route: checkout
          ? 'POST /api/payment-provider/create-checkout-session'
          : 'POST /api/payment-provider/create-payment-intent',
        method: 'POST',
        path: checkout
          ? '/api/payment-provider/create-checkout-session'
          : '/api/payment-provider/create-payment-intent',
        ...as(purchase.buyer),
        json: checkout ? { purchaseId: purchase.id } : { purchaseId: purchase.id, method: 'card' },
        dueAt,
      });
      if (answer.status !== 200) {
        if (answer.status === 0) noAnswer(ctx.state, 'startPayment');
        return;
      }
      const started = answer.data<{ clientSecret: string; sessionId?: string; paymentIntentId?: string }>();
      purchase.clientSecret = started.clientSecret;
      purchase.sessionId = started.sessionId ?? '';
      purchase.paymentIntentId = started.paymentIntentId ?? '';
      ctx.state.startedPayments.add(purchase);
    };
  },
};

/** The buyer's browser on the sandbox's page: the card goes to the provider, never to the marketplace. */
export const payAtProvider: CommandKind = {
  cls: 'payment',
  prepare(ctx) {
    const purchase = ctx.state.startedPayments.take(ctx.rng);
    if (!purchase) return null;
    const checkout = purchase.method === 'card';
    const secret = encodeURIComponent(purchase.clientSecret);
    return async (dueAt) => {
      const answer = await ctx.http({
        kind: 'command',
        cls: 'payment',
        route: checkout
          ? 'POST /api/sandbox-payments/checkout/:clientSecret/pay'
          : 'POST /api/sandbox-payments/intents/:clientSecret/confirm-card',
        method: 'POST',
        path: checkout
          ? `/api/sandbox-payments/checkout/${secret}/pay`
          : `/api/sandbox-payments/intents/${secret}/confirm-card`,
        address: purchase.buyer.address,
        json: card(),
        dueAt,
      });
      if (answer.status === 0) {
        purchase.uncertain = true;
        noAnswer(ctx.state, 'payAtProvider');
        return;
      }
      if (answer.status !== 200 || answer.data<{ status: string }>().status !== 'complete') return;
      purchase.providerPaid = true;
      ctx.state.paidAtProvider.add(purchase);
    };
  },
};

export const confirmPayment: CommandKind = {
  cls: 'payment',
  prepare(ctx) {
    const purchase = ctx.state.paidAtProvider.take(ctx.rng);
    if (!purchase) return null;
    const checkout = purchase.method === 'card';
    return async (dueAt) => {
      const answer = await ctx.http(
        checkout
          ? {
              kind: 'command',
              cls: 'payment',
              route: 'GET /api/payment-provider/session-status',
              method: 'GET',
              path: `/api/payment-provider/session-status?session_id=${encodeURIComponent(purchase.sessionId)}`,
              ...as(purchase.buyer),
              dueAt,
            }
          : {
              kind: 'command',
              cls: 'payment',
              route: 'POST /api/payment-provider/confirm-payment',
              method: 'POST',
              path: '/api/payment-provider/confirm-payment',
              ...as(purchase.buyer),
              json: { paymentIntentId: purchase.paymentIntentId },
              dueAt,
            },
      );
      if (answer.status !== 200) {
        if (answer.status === 0) noAnswer(ctx.state, 'confirmPayment');
        return;
      }
      const paid = checkout
        ? answer.data<{ payment_status: string }>().payment_status === 'paid'
        : answer.data<{ purchaseStatus: string }>().purchaseStatus === 'paid';
      if (!paid) return;
      purchase.confirmed = true;
      purchase.confirmedAt = answer.answeredAt;
      ctx.state.paidPurchases.push(purchase);
      // Refunded already counts: a refund can only follow the payment.
      purchaseStatusProbe(ctx, 'payment recorded', purchase, answer, ['paid', 'refunded']);
    };
  },
};

const downloadable = (p: Purchase) => !p.busy && !p.refunded && !p.uncertain;

export const downloadLink: CommandKind = {
  cls: 'download',
  prepare(ctx) {
    const purchase = pickUsable(ctx.state.paidPurchases, ctx.rng, downloadable, (p) => p.refunded);
    if (!purchase) return null;
    purchase.busy = true;
    return async (dueAt) => {
      const answer = await ctx.http({
        kind: 'command',
        cls: 'download',
        route: 'GET /api/users/purchases/:id/download',
        method: 'GET',
        path: `/api/users/purchases/${purchase.id}/download`,
        ...as(purchase.buyer),
        dueAt,
      });
      if (answer.status === 200) {
        const { url } = answer.data<{ url: string }>();
        const link = new URL(url, 'http://x');
        ctx.state.readyDownloads.add({ purchase, path: `${link.pathname}${link.search}` });
      } else {
        purchase.busy = false;
        if (answer.status === 0) noAnswer(ctx.state, 'downloadLink');
      }
    };
  },
};

/** The file itself through the signed link; each whole download is recorded, and the bytes must be the original's. */
export const downloadFile: CommandKind = {
  cls: 'download',
  prepare(ctx) {
    const ready = ctx.state.readyDownloads.take(ctx.rng);
    if (!ready) return null;
    const { purchase } = ready;
    return async (dueAt) => {
      const answer = await ctx.http({
        kind: 'command',
        cls: 'download',
        route: 'GET /api/downloads/:token',
        method: 'GET',
        path: ready.path,
        address: purchase.buyer.address,
        dueAt,
      });
      purchase.busy = false;
      if (answer.status === 0) {
        purchase.uncertain = true;
        noAnswer(ctx.state, 'downloadFile');
        return;
      }
      if (answer.status !== 200) return;
      purchase.downloads += 1;
      if (createHash('sha256').update(answer.body).digest('hex') !== purchase.clip.sha256)
        ctx.state.downloadMismatches.push(purchase.id);
    };
  },
};

export const refundPurchase: CommandKind = {
  cls: 'admin money',
  prepare(ctx) {
    const purchase = pickUsable(ctx.state.paidPurchases, ctx.rng, downloadable, (p) => p.refunded);
    if (!purchase) return null;
    purchase.busy = true;
    return async (dueAt) => {
      const answer = await ctx.http({
        kind: 'command',
        cls: 'admin money',
        route: 'PUT /api/admin/transactions/:id/refund',
        method: 'PUT',
        path: `/api/admin/transactions/${purchase.id}/refund`,
        ...as(ctx.state.admin),
        json: { reason: 'คลิปไม่ตรงตามคำอธิบาย ผู้ซื้อขอคืนเงิน' },
        dueAt,
      });
      purchase.busy = false;
      if (answer.status === 0) {
        purchase.uncertain = true;
        noAnswer(ctx.state, 'refund');
        return;
      }
      if (answer.status !== 200) return;
      purchase.refunded = true;
      purchaseStatusProbe(ctx, 'purchase refunded', purchase, answer, ['refunded']);
    };
  },
};

export const runPayouts: CommandKind = {
  cls: 'admin money',
  prepare(ctx) {
    return async (dueAt) => {
      const answer = await ctx.http({
        kind: 'command',
        cls: 'admin money',
        route: 'POST /api/admin/payouts/run',
        method: 'POST',
        path: '/api/admin/payouts/run',
        ...as(ctx.state.admin),
        dueAt,
      });
      if (answer.status === 0) noAnswer(ctx.state, 'payoutBatch');
    };
  },
};
