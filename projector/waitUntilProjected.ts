import { isAtOrAfter } from '../events/checkpoint.ts';
import { CONSISTENCY_POLL_MS } from './constants.ts';
import type { GlobalPosition } from '../events/envelope.ts';
import type { SqlExecutor } from '../infra/adapters/postgres/sqlClient.ts';
import { readAllCheckpoints } from './checkpoints.ts';

/**
 * Waits until every named projection has passed `target`, at most `timeoutMs`. Answers whether
 * they did, so the caller can say it is answering from a stale read model.
 */
export async function waitUntilProjected(
  db: SqlExecutor,
  projections: readonly string[],
  target: GlobalPosition,
  timeoutMs: number,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const checkpoints = await readAllCheckpoints(db);
    const caughtUp = projections.every((name) => {
      const checkpoint = checkpoints.get(name);
      return checkpoint !== undefined && isAtOrAfter(checkpoint, target);
    });
    if (caughtUp) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, CONSISTENCY_POLL_MS));
  }
}
