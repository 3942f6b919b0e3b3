import type { RequestHandler } from 'express';
import { parsePosition } from '../../events/checkpoint.ts';
import type { GlobalPosition } from '../../events/envelope.ts';

/** How long a read waits for its projections to reach X-Consistent-After (DESIGN.md §5). */
export const CONSISTENCY_WAIT_MS = 2000;

/** Whether every named projection passed `target` within `timeoutMs` (the projector's answer). */
export type ProjectionWait = (
  projections: readonly string[],
  target: GlobalPosition,
  timeoutMs: number,
) => Promise<boolean>;

/**
 * Read-your-writes (DESIGN.md §5): with `X-Consistent-After: tx.gp`, wait until every projection
 * the route reads has passed that position, at most CONSISTENCY_WAIT_MS, then answer anyway and
 * say so in `X-Consistency: stale`.
 */
export function readYourWrites(wait: ProjectionWait, projections: string[]): RequestHandler {
  return async (req, res, next) => {
    const header = req.header('x-consistent-after');
    const target = header ? parsePosition(header) : null;
    if (target && !(await wait(projections, target, CONSISTENCY_WAIT_MS)))
      res.setHeader('X-Consistency', 'stale');
    next();
  };
}
