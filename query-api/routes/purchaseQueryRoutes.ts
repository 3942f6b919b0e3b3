import type { Router } from 'express';
import { z } from 'zod';
import { DASHBOARD_PAGE_SIZE } from '../../events/constants.ts';
import { ApiError } from '../../infra/http/apiError.ts';
import { defineRoute } from '../../infra/http/defineRoute.ts';
import { idSchema } from '../../infra/http/inputSchemas.ts';
import { bankNames } from '../../events/user/bankNames.ts';
import { purchaseTexts } from './messages/purchaseTexts.ts';
import type { OpenApiRegistry } from '../../infra/http/openApi.ts';
import {
  transferReference,
  type PlatformBankAccount,
} from '../../infra/adapters/payments/platformBankAccount.ts';
import type { SqlExecutor } from '../../infra/adapters/postgres/sqlClient.ts';
import { getPurchase, listBuyerPurchases } from '../queries/listPurchases.ts';
import { sellerEarnings } from '../queries/sellerEarnings.ts';
import { pageQuery } from './querySchemas.ts';

const purchaseParams = z.object({ id: idSchema(purchaseTexts.notFound) }).strict();
/** The purchase lists and the earnings' sales, a page at a time. */
const listQuery = pageQuery(DASHBOARD_PAGE_SIZE);

/** Purchases and earnings (spec §7 GET /purchases/…, /users/purchases, /users/earnings). */
export function purchaseQueryRoutes(
  router: Router,
  registry: OpenApiRegistry,
  db: SqlExecutor,
  options: { now?: () => Date; bankAccount: PlatformBankAccount | null },
): void {
  const now = options.now ?? (() => new Date());
  defineRoute(router, registry, {
    method: 'get',
    path: '/purchases/history',
    summary:
      "The caller's purchases, every attempt (pending, failed, expired, paid, refunded), newest first, a page at a time",
    access: 'member',
    query: listQuery,
    handle: async ({ actor, query }) => ({
      data: await listBuyerPurchases(db, actor!.id, 'all', query, now()),
    }),
  });

  defineRoute(router, registry, {
    method: 'get',
    path: '/purchases/:id',
    summary: 'One purchase with its clip, for its buyer or an admin (404 for anyone else)',
    access: 'member',
    params: purchaseParams,
    async handle({ params, actor }) {
      const purchase = await getPurchase(db, params.id, actor!, now());
      if (!purchase) throw new ApiError(404, 'NOT_FOUND', purchaseTexts.notFound);
      const bank = options.bankAccount;
      // What to transfer to, while a bank-transfer purchase waits for the money.
      const waiting =
        purchase.paymentMethod === 'bank_transfer' && ['pending', 'failed'].includes(purchase.status);
      return {
        data: {
          ...purchase,
          bankTransfer:
            bank && waiting
              ? {
                  bankName: bankNames[bank.bankName],
                  accountName: bank.accountName,
                  accountNumber: bank.accountNumber,
                  reference: transferReference(purchase.purchaseId),
                  testMode: bank.testMode,
                }
              : null,
        },
      };
    },
  });

  defineRoute(router, registry, {
    method: 'get',
    path: '/users/purchases',
    summary:
      "The caller's bought clips (paid or refunded) with the download window's days left, newest first, a page at a time",
    access: 'member',
    query: listQuery,
    handle: async ({ actor, query }) => ({
      data: await listBuyerPurchases(db, actor!.id, 'bought', query, now()),
    }),
  });

  defineRoute(router, registry, {
    method: 'get',
    path: '/users/earnings',
    summary:
      "A seller's earnings: pending payout and total earned over every sale, and a page of the sales (75% of the price), newest first",
    access: 'member',
    query: listQuery,
    handle: async ({ actor, query }) => ({ data: await sellerEarnings(db, actor!.id, query) }),
  });
}
