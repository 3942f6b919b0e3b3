import { Router } from 'express';
import { FACET_CACHE_MS } from '../constants.ts';
import type { EventStore } from '../../events/eventStore.ts';
import { ownedBy, type OpenApiRegistry } from '../../infra/http/openApi.ts';
import { thaiLocations } from '../../infra/adapters/locations/thaiLocations.ts';
import type { PlatformBankAccount } from '../../infra/adapters/payments/platformBankAccount.ts';
import type { SqlClient } from '../../infra/adapters/postgres/sqlClient.ts';
import { postgresSearchIndex } from '../../infra/adapters/search/postgres/postgresSearchIndex.ts';
import type { SearchIndex } from '../ports/searchIndex.ts';
import type { Geocoder } from '../ports/geocoder.ts';
import { adminDashboardRoutes } from './adminDashboardRoutes.ts';
import { adminMoneyQueryRoutes } from './adminMoneyQueryRoutes.ts';
import { adminUserQueryRoutes } from './adminUserQueryRoutes.ts';
import { complaintQueryRoutes } from './complaintQueryRoutes.ts';
import { adminVideoRoutes } from './adminVideoRoutes.ts';
import { auditRoutes } from './auditRoutes.ts';
import { geocodeRoutes } from './geocodeRoutes.ts';
import { locationRoutes } from './locationRoutes.ts';
import { duplicateFileRoutes } from './duplicateFileRoutes.ts';
import { myVideoRoutes } from './myVideoRoutes.ts';
import { notificationQueryRoutes } from './notificationQueryRoutes.ts';
import { purchaseQueryRoutes } from './purchaseQueryRoutes.ts';
import { receiptRoutes } from './receiptRoutes.ts';
import { requestQueryRoutes } from './requestQueryRoutes.ts';
import type { Pseudonym } from '../queries/requestView.ts';
import { certificateRoutes, type CertificateSettings } from './certificateRoutes.ts';
import type { ReceiptIssuer } from '../queries/purchaseReceipt.ts';
import { searchRoutes } from './searchRoutes.ts';
import { userRoutes } from './userRoutes.ts';
import { videoRoutes } from './videoRoutes.ts';
import { waitForProjections } from './waitForProjections.ts';

/**
 * The read side: answers from read models, after they have caught up with the caller's writes, and
 * from the location lists bundled with the code.
 */
export function queryApi(
  db: SqlClient,
  services: OpenApiRegistry,
  options: {
    geocoder?: Geocoder | null;
    searchIndex?: SearchIndex;
    now?: () => Date;
    /** The platform's account for bank transfers, shown on a bank-transfer purchase. */
    bankAccount?: PlatformBankAccount | null;
    /** The smallest balance paid out (PAYOUT_MINIMUM_BAHT), for the payouts summary. */
    payoutMinimumSatang?: number;
    /** The event store, to open a payout's sealed account number for the admin (GET /admin/payouts/:id). */
    store?: EventStore | null;
    /** The company printed on receipts (COMPANY_* settings). */
    receiptIssuer?: ReceiptIssuer;
    /** The signed file-origin certificates (issue 21): the keyring and the issuer they name. */
    certificates: CertificateSettings;
    /** A keyed hash (the identity tokens'): footage requesters are shown by an alias made from it. */
    pseudonym: Pseudonym;
  },
): Router {
  const router = Router();
  const registry = ownedBy(services, 'query-api');
  router.get(
    ['/videos', '/search/videos', '/search/map', '/search/suggest'],
    waitForProjections(db, ['catalog', 'search']),
  );
  router.get(['/videos/:id', '/videos/user/:id', '/users/videos'], waitForProjections(db, ['catalog']));
  router.get(['/verify', '/users/videos/duplicate'], waitForProjections(db, ['catalog']));
  router.get(['/admin/videos', '/admin/videos/all'], waitForProjections(db, ['catalog', 'users', 'audit']));
  router.get(['/admin/audit', '/admin/audit/*rest'], waitForProjections(db, ['audit', 'users']));
  router.get(
    ['/admin/transactions', '/admin/payouts', '/admin/payouts/:id'],
    waitForProjections(db, ['purchases', 'catalog', 'users']),
  );
  router.get(
    '/admin/dashboard',
    waitForProjections(db, ['dashboard', 'catalog', 'purchases', 'users', 'complaints', 'audit']),
  );
  router.get(['/auth/profile', '/users/profile'], waitForProjections(db, ['users']));
  router.get(['/admin/users', '/admin/users/all'], waitForProjections(db, ['users']));
  router.get('/notifications', waitForProjections(db, ['notifications']));
  router.get(['/complaints/mine', '/admin/complaints'], waitForProjections(db, ['complaints', 'users']));
  router.get(
    ['/requests', '/requests/map', '/users/requests', '/users/alert-areas'],
    waitForProjections(db, ['requests', 'catalog']),
  );
  router.get(
    ['/requests/:id', '/requests/:id/matches', '/admin/requests'],
    waitForProjections(db, ['requests', 'catalog', 'users']),
  );
  router.get(
    [
      '/purchases/history',
      '/purchases/:id',
      '/purchases/:id/receipt',
      '/purchases/:id/tax-invoice',
      '/users/purchases/:id/certificate',
      '/users/purchases/:id/certificate.json',
      '/users/purchases',
      '/users/earnings',
    ],
    waitForProjections(db, ['purchases', 'catalog', 'users']),
  );
  const searchIndex = options.searchIndex ?? postgresSearchIndex(db, { facetCacheMs: FACET_CACHE_MS });
  searchRoutes(router, registry, db, searchIndex, thaiLocations(), options.now);
  videoRoutes(router, registry, db);
  userRoutes(router, registry, db);
  myVideoRoutes(router, registry, db);
  duplicateFileRoutes(router, registry, db);
  purchaseQueryRoutes(router, registry, db, { now: options.now, bankAccount: options.bankAccount ?? null });
  receiptRoutes(router, registry, db, options.receiptIssuer);
  certificateRoutes(router, registry, db, { now: options.now, ...options.certificates });
  notificationQueryRoutes(router, registry, db);
  adminVideoRoutes(router, registry, db);
  auditRoutes(router, registry, db);
  adminMoneyQueryRoutes(router, registry, db, {
    now: options.now,
    payoutMinimumSatang: options.payoutMinimumSatang,
    store: options.store ?? null,
  });
  adminUserQueryRoutes(router, registry, db);
  complaintQueryRoutes(router, registry, db);
  requestQueryRoutes(router, registry, db, { now: options.now, pseudonym: options.pseudonym });
  adminDashboardRoutes(router, registry, db, { now: options.now });
  // Reference data bundled with the code: no read model to wait for.
  locationRoutes(router, registry);
  geocodeRoutes(router, registry, options.geocoder ?? null);
  return router;
}
