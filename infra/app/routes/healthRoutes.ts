import { Router } from 'express';
import { formatPosition } from '../../../events/checkpoint.ts';
import type { SqlExecutor } from '../../adapters/postgres/sqlClient.ts';
import { readAllCheckpoints } from '../../../projector/checkpoints.ts';
import type { ProjectionStatus } from '../../../projector/projectionRunner.ts';
import type { RelayStatus } from '../../adapters/kafka/eventRelay.ts';

/** A projection's status; Kafka-consumed ones also say their group and partitions held here. */
type RunnerStatus = ProjectionStatus & {
  source?: 'event-store' | 'kafka';
  groupId?: string;
  partitions?: number[];
};

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
  runnerStatus?: () => RunnerStatus[];
  /** The Kafka relay of this process (service 'relay', or 'all' with KAFKA_BROKERS). */
  relayStatus?: () => RelayStatus;
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
        const status = running.get(name);
        return {
          name,
          ...(status?.source ? { source: status.source } : {}),
          ...(status?.groupId ? { groupId: status.groupId, partitions: status.partitions ?? [] } : {}),
          state: status?.state ?? (options.runnerStatus ? 'unknown' : 'external'),
          checkpoint: checkpoint ? formatPosition(checkpoint) : null,
          lag: checkpoint ? await eventsBehind(options.db, checkpoint.tx, checkpoint.gp) : null,
          lastError: running.get(name)?.lastError ?? null,
        };
      }),
    );
    const relay = options.relayStatus?.();
    const relayReport = relay && {
      topic: relay.topic,
      // A standby relay (another one owns the topic) is ready to take over.
      state: relay.state,
      checkpoint: relay.checkpoint ? formatPosition(relay.checkpoint) : null,
      lag: relay.checkpoint ? await eventsBehind(options.db, relay.checkpoint.tx, relay.checkpoint.gp) : null,
      published: relay.published,
      lastError: relay.lastError,
    };
    const ready =
      // A standby projector (another one holds a projection's lock) is ready to take over, as a
      // standby relay is.
      projections.every(
        (p) =>
          p.state === 'owned-elsewhere' ||
          (p.checkpoint !== null && (p.state === 'running' || p.state === 'external')),
      ) &&
      (!relay || relay.state === 'running' || relay.state === 'owned-elsewhere');
    res.status(ready ? 200 : 503).json({
      success: ready,
      data: {
        status: ready ? 'ready' : 'starting',
        projections,
        ...(relayReport ? { relay: relayReport } : {}),
      },
    });
  });
  return router;
}
