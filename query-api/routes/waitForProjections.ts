import type { RequestHandler } from 'express';
import type { SqlExecutor } from '../../infra/adapters/postgres/sqlClient.ts';
import { readYourWrites } from '../../infra/http/readYourWrites.ts';
import { waitUntilProjected } from '../../projector/waitUntilProjected.ts';

/** Read-your-writes over the read models in `db` (infra/http/readYourWrites.ts). */
export function waitForProjections(db: SqlExecutor, projections: string[]): RequestHandler {
  return readYourWrites(
    (names, target, timeoutMs) => waitUntilProjected(db, names, target, timeoutMs),
    projections,
  );
}
