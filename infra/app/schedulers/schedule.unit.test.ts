import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import { describe, expect, it } from 'vitest';
import { lockedRounds } from './schedule.ts';

const HOUR_MS = 60 * 60 * 1000;
const FAILURE = 'the job failed; trying again next round';

const undefinedTable = () =>
  Object.assign(new Error('relation "purchases" does not exist'), { code: '42P01' });

/** Waits (at most a few seconds) until `done` holds. */
async function until(done: () => boolean) {
  for (let waited = 0; !done() && waited < 5000; waited += 5) await sleep(5);
}

/**
 * A schedule of rounds that each call `run` (hourly unless told, retrying soon after 10 ms), with
 * what it logged and how often `run` was called; started, run until `done` holds, and stopped.
 */
async function roundsUntil(
  options: {
    run: (round: number) => Promise<void>;
    lock?: Parameters<typeof lockedRounds>[0]['lock'];
    intervalMs?: number;
  },
  done: (seen: { runs: number; lines: { level: string; message: string }[] }) => boolean,
) {
  const seen = { runs: 0, lines: [] as { level: string; message: string }[] };
  const schedule = lockedRounds({
    intervalMs: options.intervalMs ?? HOUR_MS,
    lock: options.lock ?? null,
    logger: {
      info: (...args: unknown[]) => void seen.lines.push({ level: 'info', message: String(args[1]) }),
      error: (...args: unknown[]) => void seen.lines.push({ level: 'error', message: String(args[1]) }),
    } as unknown as Pick<Logger, 'info' | 'error'>,
    failure: FAILURE,
    againSoonMs: 10,
    run: () => options.run(++seen.runs),
  });
  schedule.start();
  await until(() => done(seen));
  await schedule.stop();
  return seen;
}

describe('lockedRounds', () => {
  it('given a read model not created yet, when the first round reads it, then it runs again soon rather than an interval later', async () => {
    const seen = await roundsUntil(
      {
        async run(round) {
          if (round < 3) throw undefinedTable();
        },
      },
      ({ runs }) => runs >= 3,
    );
    expect(seen.runs).toBe(3);
    expect(seen.lines.filter((line) => line.level === 'error')).toEqual([]);
    expect(seen.lines.filter((line) => line.level === 'info')).toHaveLength(2);
  });

  it('given a round that fails otherwise, then it logs an error and waits for the next interval', async () => {
    const seen = await roundsUntil(
      {
        async run() {
          throw new Error('boom');
        },
      },
      ({ lines }) => lines.length > 0,
    );
    await sleep(50);
    expect(seen.runs).toBe(1);
    expect(seen.lines).toEqual([{ level: 'error', message: FAILURE }]);
  });

  it('given the database cannot be reached for the lock, then the round is a logged failure, and the next one runs', async () => {
    let asked = 0;
    const seen = await roundsUntil(
      {
        intervalMs: 20,
        lock: {
          name: 'scheduler:test',
          db: {
            async tryLock() {
              asked += 1;
              if (asked === 1) throw Object.assign(new Error('connect ECONNREFUSED'), { code: '08001' });
              return async () => {};
            },
          },
        },
        async run() {},
      },
      ({ runs }) => runs >= 1,
    );
    expect(seen.lines[0]).toEqual({ level: 'error', message: FAILURE });
    expect(seen.runs).toBeGreaterThanOrEqual(1);
  });

  it('given another process holds the lock, then the round does not run', async () => {
    let asked = 0;
    const seen = await roundsUntil(
      {
        lock: {
          name: 'scheduler:test',
          db: {
            async tryLock() {
              asked += 1;
              return null;
            },
          },
        },
        async run() {},
      },
      () => asked >= 1,
    );
    expect(seen.runs).toBe(0);
  });

  it('given the lock is won, then it is given back after the round, also when the round fails', async () => {
    let released = 0;
    await roundsUntil(
      {
        lock: {
          name: 'scheduler:test',
          db: {
            async tryLock() {
              return async () => {
                released += 1;
              };
            },
          },
        },
        async run() {
          throw new Error('boom');
        },
      },
      () => released >= 1,
    );
    expect(released).toBe(1);
  });
});
