import { Router } from 'express';
import type { EventStore } from '../events/eventStore.ts';
import type { OpenApiRegistry } from '../infra/http/openApi.ts';
import { clipRoutes } from './routes/clipRoutes.ts';

/** The write side: every route turns a request into one command on one stream. */
export function commandApi(store: EventStore, registry: OpenApiRegistry): Router {
  const router = Router();
  clipRoutes(router, registry, store);
  return router;
}
