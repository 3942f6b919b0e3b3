import type { Router } from 'express';
import { z } from 'zod';
import { ApiError } from '../../infra/http/apiError.ts';
import { defineRoute } from '../../infra/http/defineRoute.ts';
import { th } from '../../infra/http/messages.ts';
import type { OpenApiRegistry } from '../../infra/http/openApi.ts';
import type { SqlExecutor } from '../../infra/postgres/sqlClient.ts';
import { getPurchase, listBuyerPurchases } from '../queries/listPurchases.ts';
import { sellerEarnings } from '../queries/sellerEarnings.ts';

const purchaseParams = z.object({ id: z.string().min(1).max(100) }).strict();

/** Purchases and earnings (spec §7 GET /purchases/…, /users/purchases, /users/earnings). */
export function purchaseQueryRoutes(
  router: Router,
  registry: OpenApiRegistry,
  db: SqlExecutor,
  now: () => Date = () => new Date(),
): void {
  defineRoute(router, registry, {
    method: 'get',
    path: '/purchases/history',
    summary: "The caller's purchases, every attempt (pending, failed, expired, paid, refunded), newest first",
    access: 'member',
    handle: async ({ actor }) => ({
      data: { purchases: await listBuyerPurchases(db, actor!.id, 'all', now()) },
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
      if (!purchase) throw new ApiError(404, 'NOT_FOUND', th.purchase.notFound);
      return { data: purchase };
    },
  });

  defineRoute(router, registry, {
    method: 'get',
    path: '/users/purchases',
    summary: "The caller's bought clips (paid or refunded) with the download window's days left",
    access: 'member',
    handle: async ({ actor }) => ({
      data: { purchases: await listBuyerPurchases(db, actor!.id, 'bought', now()) },
    }),
  });

  defineRoute(router, registry, {
    method: 'get',
    path: '/users/earnings',
    summary: "A seller's earnings: pending payout, total earned and each sale (75% of the price)",
    access: 'member',
    handle: async ({ actor }) => ({ data: await sellerEarnings(db, actor!.id) }),
  });
}
