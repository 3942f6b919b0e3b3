import type { Router } from 'express';
import type { Logger } from 'pino';
import { commandApi } from '../../command-api/commandApi.ts';
import { allProjections } from '../../projector/allProjections.ts';
import { projectionRunner, type ProjectionRunner } from '../../projector/projectionRunner.ts';
import { queryApi } from '../../query-api/queryApi.ts';
import { healthRoutes } from '../http/healthRoutes.ts';
import { httpApp } from '../http/httpApp.ts';
import { identityConfigRoutes } from '../http/identityConfigRoutes.ts';
import { openApiRegistry } from '../http/openApi.ts';
import { identitySetup, type IdentityOptions } from './identity.ts';
import type { Storage } from './openStorage.ts';

export type Service = 'all' | 'command-api' | 'query-api' | 'projector';
export const services: Service[] = ['all', 'command-api', 'query-api', 'projector'];

/** Wires the parts one process serves: everything embedded, or one service alone. */
export function marketplace(options: {
  service: Service;
  storage: Storage;
  identity: IdentityOptions;
  logger: Logger;
  pwaDir?: string;
}) {
  const { service, storage, logger } = options;
  const runner: ProjectionRunner | null =
    service === 'all' || service === 'projector'
      ? projectionRunner({ store: storage.store, db: storage.db, projections: allProjections, logger })
      : null;
  const identity = identitySetup(storage, options.identity, logger);
  const registry = openApiRegistry();
  const routers: Router[] = [
    healthRoutes({
      db: storage.db,
      projectionNames: allProjections.map((p) => p.name),
      runnerStatus: runner?.status,
    }),
  ];
  if (service === 'all' || service === 'query-api')
    routers.push(identityConfigRoutes(registry, identity.config), queryApi(storage.db, registry));
  if (service === 'all' || service === 'command-api') routers.push(commandApi(registry, identity.deps));
  const app = httpApp({
    logger,
    tokens: options.identity.tokens,
    db: storage.db,
    registry,
    routers,
    pwaDir: service === 'all' ? options.pwaDir : undefined,
  });
  return { app, runner, identity };
}
