import type { Logger } from 'pino';
import type { SqlClient } from '../../adapters/postgres/sqlClient.ts';
import { READ_MODELS_RETRY_MS } from '../constants.ts';

/** A job run at start and then every interval; started and stopped by the composition. */
export interface Schedule {
  start(): void;
  /** Stops the timers and waits for a run in progress. */
  stop(): Promise<void>;
}

/** What a round asks of the schedule: nothing, or to run again after READ_MODELS_RETRY_MS. */
export type RoundOutcome = void | 'again-soon';

/**
 * Runs `runOnce` at start and then every `intervalMs`, one run at a time (a slow run delays the
 * next instead of overlapping it); a run that answers 'again-soon' runs once more after
 * `againSoonMs` as well. `runOnce` handles and logs its own failures.
 */
export function everyInterval(
  intervalMs: number,
  runOnce: () => Promise<RoundOutcome>,
  againSoonMs = READ_MODELS_RETRY_MS,
): Schedule {
  let timer: NodeJS.Timeout | null = null;
  let soon: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = running.then(async () => {
      if ((await runOnce()) === 'again-soon' && timer && !soon) {
        soon = setTimeout(() => {
          soon = null;
          tick();
        }, againSoonMs);
        soon.unref();
      }
    });
  };
  return {
    start() {
      if (timer) return;
      timer = setInterval(tick, intervalMs);
      timer.unref();
      tick();
    },
    async stop() {
      if (timer) clearInterval(timer);
      if (soon) clearTimeout(soon);
      timer = null;
      soon = null;
      await running;
    },
  };
}

/** SQLSTATE undefined_table. */
const UNDEFINED_TABLE = '42P01';

/**
 * A table the round reads is not there: its projection has not created it yet (a fresh database
 * whose projector starts after this service, or is still catching up). Not a fault: wait for it.
 */
export function readModelNotCreatedYet(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === UNDEFINED_TABLE;
}

/**
 * A scheduled job's rounds (issue 20): at start and every `intervalMs`, in the process holding
 * the advisory lock `lock` when one is named (with several processes, one runs each round; the
 * others skip it). A round never throws: a failure is logged and the next round tries again; a
 * read model its projection has not created yet (a fresh database) is waited for, the round run
 * again after READ_MODELS_RETRY_MS rather than an interval later; a database that cannot be
 * reached for the lock is a failed round like any other.
 */
export function lockedRounds(options: {
  intervalMs: number;
  /** The advisory lock's name and where to take it; none for a job on this process's own files. */
  lock: { db: Pick<SqlClient, 'tryLock'>; name: string } | null;
  logger: Pick<Logger, 'info' | 'error'>;
  /** What the log says when a round fails, e.g. "payout batch failed; trying again next check". */
  failure: string;
  run: () => Promise<void>;
  againSoonMs?: number;
}): Schedule {
  const { lock, logger } = options;
  return everyInterval(
    options.intervalMs,
    async () => {
      let release: (() => Promise<void>) | null = null;
      try {
        if (lock) {
          release = await lock.db.tryLock(lock.name);
          if (!release) return;
        }
        await options.run();
      } catch (error) {
        if (readModelNotCreatedYet(error)) {
          logger.info(
            { retryInMs: options.againSoonMs ?? READ_MODELS_RETRY_MS },
            'a read model this job reads is not created yet; trying again soon',
          );
          return 'again-soon';
        }
        logger.error({ err: error }, options.failure);
      } finally {
        await release?.().catch(() => {});
      }
    },
    options.againSoonMs,
  );
}
