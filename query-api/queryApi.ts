import { Router } from 'express';
import type { OpenApiRegistry } from '../infra/http/openApi.ts';
import type { SqlExecutor } from '../infra/postgres/sqlClient.ts';
import { locationRoutes } from './routes/locationRoutes.ts';
import { userRoutes } from './routes/userRoutes.ts';
import { videoRoutes } from './routes/videoRoutes.ts';
import { waitForProjections } from './waitForProjections.ts';

/**
 * The read side: answers from read models, after they have caught up with the caller's writes, and
 * from the location lists bundled with the code.
 */
export function queryApi(db: SqlExecutor, registry: OpenApiRegistry): Router {
  const router = Router();
  router.get('/videos', waitForProjections(db, ['catalog']));
  router.get('/videos/:id', waitForProjections(db, ['catalog']));
  router.get(['/auth/profile', '/users/profile'], waitForProjections(db, ['users']));
  videoRoutes(router, registry, db);
  userRoutes(router, registry, db);
  // Reference data bundled with the code: no read model to wait for.
  locationRoutes(router, registry);
  return router;
}
