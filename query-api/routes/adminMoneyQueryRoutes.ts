import type { Router } from 'express';
import { z } from 'zod';
import { ADMIN_PAGE_SIZE } from '../../events/constants.ts';
import type { EventStore } from '../../events/eventStore.ts';
import { TRANSACTION_STATUSES } from '../../events/purchase/transactionStatus.ts';
import { ApiError } from '../../infra/http/apiError.ts';
import { defineRoute } from '../../infra/http/defineRoute.ts';
import { payoutTexts } from './messages/payoutTexts.ts';
import { transactionTexts } from './messages/transactionTexts.ts';
import type { OpenApiRegistry } from '../../infra/http/openApi.ts';
import type { SqlExecutor } from '../../infra/adapters/postgres/sqlClient.ts';
import { ADMIN_PERIODS } from '../queries/adminPeriod.ts';
import { getAdminPayout, listAdminPayouts, PAYOUT_STATUSES } from '../queries/listAdminPayouts.ts';
import { listAdminTransactions } from '../queries/listAdminTransactions.ts';
import { idParams, limit, optionalChoice, optionalText, page } from './querySchemas.ts';
import type { Satang } from '../../events/money.ts';

const transactionsQuery = z
  .object({
    search: optionalText,
    status: optionalChoice(TRANSACTION_STATUSES, transactionTexts.invalidStatus),
    date: optionalChoice(ADMIN_PERIODS, transactionTexts.invalidDate),
    page,
    limit: limit(ADMIN_PAGE_SIZE),
  })
  .strict();

const payoutsQuery = z
  .object({
    search: optionalText,
    status: optionalChoice(PAYOUT_STATUSES, payoutTexts.invalidStatus),
    date: optionalChoice(ADMIN_PERIODS, transactionTexts.invalidDate),
    page,
    limit: limit(ADMIN_PAGE_SIZE),
  })
  .strict();

/** The admin's transaction and payout lists (admin spec §7), filtered and paged on the server. */
export function adminMoneyQueryRoutes(
  router: Router,
  registry: OpenApiRegistry,
  db: SqlExecutor,
  options: {
    now?: () => Date;
    payoutMinimumSatang?: Satang;
    /** The event store, to open a payout's sealed account number; without it only the masked one. */
    store?: EventStore | null;
  } = {},
): void {
  const now = options.now ?? (() => new Date());
  defineRoute(router, registry, {
    method: 'get',
    path: '/admin/transactions',
    summary: 'Every purchase as a transaction, newest first: search, status and date filters, pages',
    access: 'admin',
    query: transactionsQuery,
    handle: async ({ query }) => ({ data: await listAdminTransactions(db, query, now()) }),
  });

  defineRoute(router, registry, {
    method: 'get',
    path: '/admin/payouts',
    summary: 'Payouts newest first with four summary figures: search, status and date filters, pages',
    access: 'admin',
    query: payoutsQuery,
    handle: async ({ query }) => ({
      data: await listAdminPayouts(db, query, now(), options.payoutMinimumSatang),
    }),
  });

  defineRoute(router, registry, {
    method: 'get',
    path: '/admin/payouts/:id',
    summary:
      "One payout as in the list, with the seller's full account number to transfer to (accountNumberAvailable false once the seller was erased)",
    access: 'admin',
    params: idParams,
    handle: async ({ params }) => {
      const payout = await getAdminPayout(db, options.store ?? null, params.id);
      if (!payout) throw new ApiError(404, 'PAYOUT_NOT_FOUND', payoutTexts.notFound);
      return { data: payout };
    },
  });
}
