/**
 * An open-loop scheduler: the i-th request is due at start + i/rate whatever the answers to the
 * earlier ones, so a slow server shows as latency (counted from the due time) and a backlog of
 * requests in flight, never as a lower offered load. Only when the backlog passes MAX_IN_FLIGHT
 * does the driver stop offering, to keep itself alive, and it counts what it shed.
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

/** Requests in flight per loop past which new ones are shed (the server has stopped answering). */
const MAX_IN_FLIGHT = 20_000;

export interface OpenLoopResult {
  /** Requests due. */
  due: number;
  shed: number;
  /** How late the driver itself sent requests (ms after their due time), sorted: its own health. */
  dispatchDelays: number[];
}

export interface OpenLoop {
  done: Promise<OpenLoopResult>;
  /** Requests sent and not yet answered. */
  inFlight(): number;
  /**
   * Resolves when nothing sent is still waiting for its answer, or once no answer at all has come
   * for `stallMs` (a backlog still being worked off is waited for); answers how many still wait.
   */
  drained(stallMs: number): Promise<number>;
}

/** Sends `send(dueAt)` `rate` times a second for `seconds`. */
export function openLoop(rate: number, seconds: number, send: (dueAt: number) => Promise<unknown>): OpenLoop {
  const pending = new Set<Promise<unknown>>();
  const dispatchDelays: number[] = [];
  const total = Math.round(rate * seconds);
  const run = async (): Promise<OpenLoopResult> => {
    const start = performance.now();
    let shed = 0;
    for (let i = 0; i < total;) {
      const now = performance.now();
      for (; i < total && start + (i * 1000) / rate <= now; i += 1) {
        const dueAt = start + (i * 1000) / rate;
        if (pending.size >= MAX_IN_FLIGHT) {
          shed += 1;
          continue;
        }
        dispatchDelays.push(now - dueAt);
        const request = send(dueAt).finally(() => pending.delete(request));
        pending.add(request);
      }
      if (i < total) await sleep(Math.max(0, start + (i * 1000) / rate - performance.now()));
    }
    dispatchDelays.sort((a, b) => a - b);
    return { due: total, shed, dispatchDelays };
  };
  return {
    done: run(),
    inFlight: () => pending.size,
    async drained(stallMs) {
      let waiting = pending.size;
      let progressAt = performance.now();
      while (pending.size > 0 && performance.now() - progressAt < stallMs) {
        await Promise.race([Promise.all([...pending]), sleep(1000)]);
        if (pending.size < waiting) {
          waiting = pending.size;
          progressAt = performance.now();
        }
      }
      return pending.size;
    },
  };
}
