import { Router } from 'express';
import { ownedBy, type OpenApiRegistry } from '../../infra/http/openApi.ts';
import type { ViewerKeys } from '../../infra/adapters/identity/viewerKeys.ts';
import type { IdentityDeps } from '../accounts/identityDeps.ts';
import { accountRoutes } from './accountRoutes.ts';
import { adminMoneyRoutes } from './adminMoneyRoutes.ts';
import { adminUserRoutes } from './adminUserRoutes.ts';
import { alertAreaRoutes } from './alertAreaRoutes.ts';
import { authRoutes } from './authRoutes.ts';
import { clipModerationRoutes } from './clipModerationRoutes.ts';
import { complaintRoutes } from './complaintRoutes.ts';
import { guestRequestRoutes } from './guestRequestRoutes.ts';
import { mediaRoutes } from './mediaRoutes.ts';
import { notificationRoutes } from './notificationRoutes.ts';
import { uploadRoutes } from './uploadRoutes.ts';
import type { UploadDeps } from '../uploads/uploadVideo.ts';
import { clipViewRoutes } from './clipViewRoutes.ts';
import { sellerClipRoutes } from './sellerClipRoutes.ts';
import { paymentRoutes } from './paymentRoutes.ts';
import { purchaseRoutes } from './purchaseRoutes.ts';
import { pushRoutes, type PushDeps } from './pushRoutes.ts';
import { requestRoutes } from './requestRoutes.ts';
import type { PaymentDeps } from '../purchases/paymentDeps.ts';

/**
 * The write side: every route turns a request into commands on the streams it decides on, and
 * serves what needs the media files or the payment provider (images, streams, downloads, tus).
 */
export function commandApi(
  services: OpenApiRegistry,
  identity: IdentityDeps,
  viewerKeys: ViewerKeys,
  uploads: UploadDeps,
  payments: PaymentDeps,
  push: Omit<PushDeps, 'store' | 'readModels'>,
): Router {
  const router = Router();
  const registry = ownedBy(services, 'command-api');
  authRoutes(router, registry, identity);
  accountRoutes(router, registry, identity);
  adminUserRoutes(router, registry, identity);
  uploadRoutes(router, registry, uploads);
  mediaRoutes(router, registry, { ...uploads, tokens: identity.tokens, readModels: identity.readModels });
  clipModerationRoutes(router, registry, identity.store);
  sellerClipRoutes(router, registry, identity.store);
  clipViewRoutes(router, registry, {
    store: identity.store,
    keys: viewerKeys,
    alreadyCounted: identity.readModels.viewAlreadyCounted,
  });
  purchaseRoutes(router, registry, payments);
  paymentRoutes(router, registry, payments);
  adminMoneyRoutes(router, registry, { ...payments, readModels: identity.readModels });
  notificationRoutes(router, registry, { store: identity.store, readModels: identity.readModels });
  complaintRoutes(router, registry, identity.store);
  guestRequestRoutes(router, registry, identity.store);
  requestRoutes(router, registry, identity.store);
  alertAreaRoutes(router, registry, identity.store);
  pushRoutes(router, registry, { ...push, store: identity.store, readModels: identity.readModels });
  return router;
}
