import type { RequestHandler } from 'express';
import { isAtOrAfter, parsePosition } from '../events/checkpoint.ts';
import { CONSISTENCY_POLL_MS, CONSISTENCY_WAIT_MS } from '../events/constants.ts';
import type { SqlExecutor } from '../infra/postgres/sqlClient.ts';
import { readAllCheckpoints } from '../projector/checkpoints.ts';

/**
 * Read-your-writes (DESIGN.md §5): with `X-Consistent-After: tx.gp`, wait until every projection
 * the route reads has passed that position, at most CONSISTENCY_WAIT_MS, then answer anyway and
 * say so in `X-Consistency: stale`.
 */
export function waitForProjections(db: SqlExecutor, projections: string[]): RequestHandler {
  return async (req, res, next) => {
    const header = req.header('x-consistent-after');
    const target = header ? parsePosition(header) : null;
    if (!target) return next();
    const deadline = Date.now() + CONSISTENCY_WAIT_MS;
    for (;;) {
      const checkpoints = await readAllCheckpoints(db);
      const caughtUp = projections.every((name) => {
        const checkpoint = checkpoints.get(name);
        return checkpoint !== undefined && isAtOrAfter(checkpoint, target);
      });
      if (caughtUp) break;
      if (Date.now() >= deadline) {
        res.setHeader('X-Consistency', 'stale');
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, CONSISTENCY_POLL_MS));
    }
    next();
  };
}
