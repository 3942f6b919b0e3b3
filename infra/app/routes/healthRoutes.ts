import { Router } from 'express';
import { formatPosition } from '../../../events/checkpoint.ts';
import type { SqlExecutor } from '../../adapters/postgres/sqlClient.ts';
import { readAllCheckpoints } from '../../../projector/checkpoints.ts';
import type { ProjectionStatus } from '../../../projector/projectionRunner.ts';

async function eventsBehind(db: SqlExecutor, tx: bigint, gp: bigint): Promise<number | null> {
  try {
    const { rows } = await db.query<{ behind: string }>(
      `select count(*)::text as behind from events
        where (transaction_id, global_position) > ($1::text::xid8, $2::bigint)`,
      [tx.toString(), gp.toString()],
    );
    return Number(rows[0]?.behind ?? 0);
  } catch {
    return null; // the events live elsewhere (KurrentDB): lag in events is not known here
  }
}

/** Liveness, and readiness with each projection's checkpoint and how many events it is behind. */
export function healthRoutes(options: {
  db: SqlExecutor;
  projectionNames: string[];
  runnerStatus?: () => ProjectionStatus[];
}): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ success: true, data: { status: 'ok' } });
  });
  router.get('/readyz', async (_req, res) => {
    const checkpoints = await readAllCheckpoints(options.db);
    const running = new Map((options.runnerStatus?.() ?? []).map((status) => [status.name, status]));
    const projections = await Promise.all(
      options.projectionNames.map(async (name) => {
        const checkpoint = checkpoints.get(name) ?? null;
        return {
          name,
          state: running.get(name)?.state ?? (options.runnerStatus ? 'unknown' : 'external'),
          checkpoint: checkpoint ? formatPosition(checkpoint) : null,
          lag: checkpoint ? await eventsBehind(options.db, checkpoint.tx, checkpoint.gp) : null,
          lastError: running.get(name)?.lastError ?? null,
        };
      }),
    );
    const ready = projections.every(
      (p) => p.checkpoint !== null && (p.state === 'running' || p.state === 'external'),
    );
    res
      .status(ready ? 200 : 503)
      .json({ success: ready, data: { status: ready ? 'ready' : 'starting', projections } });
  });
  return router;
}
