import type { Router } from 'express';
import { toBaht, type Satang } from '../../events/money.ts';
import { defineRoute } from '../../infra/http/defineRoute.ts';
import type { OpenApiRegistry } from '../../infra/http/openApi.ts';
import { failPayout, markPayoutPaid } from '../payouts/payoutActions.ts';
import { runPayoutBatch, type PayoutBatchDeps } from '../payouts/runPayoutBatch.ts';
import { confirmBankTransfer, refundTransaction } from '../purchases/adminTransactions.ts';
import type { PaymentDeps } from '../purchases/paymentDeps.ts';
import {
  confirmTransferBody,
  failPayoutBody,
  payoutIdParams,
  refundBody,
  transactionIdParams,
} from './adminMoneySchemas.ts';

export type AdminMoneyDeps = Pick<PaymentDeps, 'store' | 'provider' | 'logger' | 'bankAccount'> & {
  /**
   * The purchases read model, which nominates the sellers a payout batch looks at, and the
   * requests a confirmed bank transfer fulfils.
   */
  readModels: PayoutBatchDeps['readModels'] & PaymentDeps['readModels'];
  /** The smallest balance paid out (PAYOUT_MINIMUM_BAHT). */
  payoutMinimumSatang: Satang;
};

const nowIso = () => new Date().toISOString();

/**
 * The admin's money commands (spec/admin-and-shell.md §4 Transaction and Payout, §7): refunds,
 * bank-transfer confirmations, payout batches, and marking payouts paid or failed. Every one is
 * recorded with the admin as its actor.
 */
export function adminMoneyRoutes(router: Router, registry: OpenApiRegistry, deps: AdminMoneyDeps): void {
  defineRoute(router, registry, {
    method: 'put',
    path: '/admin/transactions/:id/refund',
    summary:
      'Refund a completed transaction: through the provider for card and PromptPay, recorded as paid back outside for a bank transfer',
    access: 'admin',
    params: transactionIdParams,
    body: refundBody,
    async handle({ params, body, actor, correlationId }) {
      const { transaction, position } = await refundTransaction(
        deps,
        { purchaseId: params.id, reason: body.reason, now: nowIso() },
        { actor: actor!, correlationId },
      );
      return { data: { transaction }, position };
    },
  });

  defineRoute(router, registry, {
    method: 'put',
    path: '/admin/transactions/:id/confirm-transfer',
    summary:
      "Confirm that a bank-transfer purchase's money arrived (its reference): the purchase is paid, the seller credited",
    access: 'admin',
    params: transactionIdParams,
    body: confirmTransferBody,
    async handle({ params, body, actor, correlationId }) {
      const { transaction, position } = await confirmBankTransfer(
        deps,
        { purchaseId: params.id, reference: body.reference, now: nowIso() },
        { actor: actor!, correlationId },
      );
      return { data: { transaction }, position };
    },
  });

  defineRoute(router, registry, {
    method: 'post',
    path: '/admin/payouts/run',
    summary:
      'Run a payout batch now: one payout of the whole balance for each seller at or over the minimum with a bank account',
    access: 'admin',
    async handle({ actor, correlationId }) {
      const done = await runPayoutBatch(deps, {
        now: new Date(),
        minimumSatang: deps.payoutMinimumSatang,
        context: { actor: actor!, correlationId },
      });
      const data = {
        payouts: done.payouts.map((payout) => ({
          payoutId: payout.payoutId,
          sellerId: payout.sellerId,
          amount: toBaht(payout.amountSatang),
        })),
        created: done.payouts.length,
        withoutBankAccount: done.withoutBankAccount,
        settled: done.settled,
      };
      return done.position ? { data, position: done.position } : { data };
    },
  });

  defineRoute(router, registry, {
    method: 'put',
    path: '/admin/payouts/:id/mark-paid',
    summary: 'Mark a pending payout paid (sets paid and paidAt)',
    access: 'admin',
    params: payoutIdParams,
    async handle({ params, actor, correlationId }) {
      const { payout, position } = await markPayoutPaid(
        deps.store,
        { payoutId: params.id, now: nowIso() },
        { actor: actor!, correlationId },
      );
      return { data: { payout }, position };
    },
  });

  defineRoute(router, registry, {
    method: 'put',
    path: '/admin/payouts/:id/fail',
    summary:
      "A pending payout's transfer failed: the payout fails and its money goes back on the seller's balance",
    access: 'admin',
    params: payoutIdParams,
    body: failPayoutBody,
    async handle({ params, body, actor, correlationId }) {
      const { payout, position } = await failPayout(
        deps.store,
        { payoutId: params.id, reason: body.reason, now: nowIso() },
        { actor: actor!, correlationId },
      );
      return { data: { payout }, position };
    },
  });
}
