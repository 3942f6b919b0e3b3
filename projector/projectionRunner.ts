import type { Logger } from 'pino';
import type { GlobalPosition } from '../events/envelope.ts';
import type { EventStore, Subscription } from '../events/eventStore.ts';
import { PROJECTION_BATCH_SIZE } from './constants.ts';
import type { SqlClient } from '../infra/adapters/postgres/sqlClient.ts';
import { readCheckpoint } from './checkpoints.ts';
import { createProjectionTables, liveTables, type Projection } from './projection.ts';
import { applyBatch } from './runProjection.ts';

/** The first wait before a failed projection starts again from its checkpoint; doubled per failure in a row. */
const RESTART_DELAY_MS = 1000;
/** The longest wait between restarts (an engine down for an hour is asked twice a minute). */
const RESTART_DELAY_MAX_MS = 30_000;

/** The wait before restart number `failures` (1-based) of a projection failing in a row. */
export const restartDelay = (failures: number): number =>
  Math.min(RESTART_DELAY_MS * 2 ** Math.max(0, failures - 1), RESTART_DELAY_MAX_MS);

export interface ProjectionStatus {
  name: string;
  state: 'starting' | 'running' | 'owned-elsewhere' | 'failed' | 'stopped';
  checkpoint: GlobalPosition | null;
  lastError: string | null;
}

export interface ProjectionRunner {
  start(): Promise<void>;
  /** Stops every projection after its current batch. */
  stop(): Promise<void>;
  status(): ProjectionStatus[];
}

/**
 * Runs each projection on its own catch-up subscription from its stored checkpoint. A projection
 * has one owner at a time (a lock), and a failed batch, or a lock whose session ended, restarts it
 * from the last stored checkpoint once it has won the lock again.
 */
export function projectionRunner(options: {
  store: EventStore;
  db: SqlClient;
  projections: Projection[];
  logger: Logger;
}): ProjectionRunner {
  const { store, db, logger } = options;
  let stopping = false;
  const workers = options.projections.map((projection) => {
    const status: ProjectionStatus = {
      name: projection.name,
      state: 'starting',
      checkpoint: null,
      lastError: null,
    };
    let subscription: Subscription | null = null;
    let release: (() => Promise<void>) | null = null;
    let retry: NodeJS.Timeout | null = null;
    /** Failures since the last batch that went through: the back-off grows with them. */
    let failuresInARow = 0;
    /** Bumped at every stop and failure: a late report of an earlier run changes nothing. */
    let generation = 0;

    const schedule = (afterFailure = true) => {
      if (afterFailure) failuresInARow += 1;
      const delay = afterFailure ? restartDelay(failuresInARow) : RESTART_DELAY_MS;
      if (!stopping) retry = setTimeout(() => void run(), delay);
    };

    /**
     * Stops the subscription and gives the lock back before waiting to restart: another runner may
     * take the projection over meanwhile, and this one goes on only if it wins the lock again. A
     * lock whose session ended (a database restart, a terminated connection) is held by nobody, so
     * keeping the subscription would let two runners advance one projection.
     */
    async function fail(error: unknown, what: string): Promise<void> {
      generation += 1;
      const current = subscription;
      subscription = null;
      await current?.stop();
      await release?.().catch(() => {});
      release = null;
      if (stopping) return;
      status.state = 'failed';
      status.lastError = error instanceof Error ? error.message : String(error);
      logger.error(
        { projection: projection.name, err: error, retryInMs: restartDelay(failuresInARow + 1) },
        what,
      );
      schedule();
    }

    async function run(): Promise<void> {
      retry = null;
      const mine = ++generation;
      try {
        const won = await db.tryLock(`projection:${projection.name}`, (why) => {
          if (generation === mine) void fail(why, 'projection lost its lock; restarting from its checkpoint');
        });
        // Stopped while asking: the lock goes straight back.
        if (generation !== mine) return void (await won?.());
        release = won;
        if (!release) {
          status.state = 'owned-elsewhere';
          return schedule(false);
        }
        const tables = liveTables(projection);
        await db.transaction((tx) => createProjectionTables(tx, projection, tables));
        let position = await readCheckpoint(db, projection.name);
        if (generation !== mine) return;
        status.checkpoint = position;
        status.state = 'running';
        status.lastError = null;
        const current = store.subscribe(
          position,
          async (batch) => {
            position = await applyBatch(db, projection, tables, position, batch);
            status.checkpoint = position;
            failuresInARow = 0;
          },
          { batchSize: PROJECTION_BATCH_SIZE },
        );
        subscription = current;
        void current.failed.then((error) => {
          if (subscription === current) void fail(error, 'projection failed; restarting from its checkpoint');
        });
      } catch (error) {
        if (generation === mine) await fail(error, 'projection could not start');
      }
    }

    return {
      status,
      run,
      async stop() {
        generation += 1;
        if (retry) clearTimeout(retry);
        await subscription?.stop();
        subscription = null;
        await release?.();
        release = null;
        status.state = 'stopped';
      },
    };
  });

  return {
    async start() {
      await Promise.all(workers.map((worker) => worker.run()));
    },
    async stop() {
      stopping = true;
      await Promise.all(workers.map((worker) => worker.stop()));
    },
    status: () => workers.map((worker) => ({ ...worker.status })),
  };
}
