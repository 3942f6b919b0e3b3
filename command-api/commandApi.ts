import { Router } from 'express';
import type { OpenApiRegistry } from '../infra/http/openApi.ts';
import type { ViewerKeys } from '../infra/adapters/identity/viewerKeys.ts';
import type { IdentityDeps } from './accounts/identityDeps.ts';
import { accountRoutes } from './routes/accountRoutes.ts';
import { adminMoneyRoutes } from './routes/adminMoneyRoutes.ts';
import { adminUserRoutes } from './routes/adminUserRoutes.ts';
import { authRoutes } from './routes/authRoutes.ts';
import { clipModerationRoutes } from './routes/clipModerationRoutes.ts';
import { complaintRoutes } from './routes/complaintRoutes.ts';
import { mediaRoutes } from './routes/mediaRoutes.ts';
import { notificationRoutes } from './routes/notificationRoutes.ts';
import { uploadRoutes } from './routes/uploadRoutes.ts';
import type { UploadDeps } from './uploads/uploadVideo.ts';
import { clipViewRoutes } from './routes/clipViewRoutes.ts';
import { sellerClipRoutes } from './routes/sellerClipRoutes.ts';
import { paymentRoutes } from './routes/paymentRoutes.ts';
import { purchaseRoutes } from './routes/purchaseRoutes.ts';
import type { PaymentDeps } from './purchases/paymentDeps.ts';

/** The write side: every route turns a request into commands on the streams it decides on. */
export function commandApi(
  registry: OpenApiRegistry,
  identity: IdentityDeps,
  viewerKeys: ViewerKeys,
  uploads: UploadDeps,
  payments: PaymentDeps,
): Router {
  const router = Router();
  authRoutes(router, registry, identity);
  accountRoutes(router, registry, identity);
  adminUserRoutes(router, registry, identity);
  uploadRoutes(router, registry, uploads);
  mediaRoutes(router, registry, { ...uploads, tokens: identity.tokens, db: identity.db });
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
  return router;
}
