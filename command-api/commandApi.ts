import { Router } from 'express';
import type { OpenApiRegistry } from '../infra/http/openApi.ts';
import type { IdentityDeps } from './accounts/identityDeps.ts';
import { accountRoutes } from './routes/accountRoutes.ts';
import { adminUserRoutes } from './routes/adminUserRoutes.ts';
import { authRoutes } from './routes/authRoutes.ts';
import { clipRoutes } from './routes/clipRoutes.ts';

/** The write side: every route turns a request into commands on the streams it decides on. */
export function commandApi(registry: OpenApiRegistry, identity: IdentityDeps): Router {
  const router = Router();
  authRoutes(router, registry, identity);
  accountRoutes(router, registry, identity);
  adminUserRoutes(router, registry, identity);
  clipRoutes(router, registry, identity.store);
  return router;
}
