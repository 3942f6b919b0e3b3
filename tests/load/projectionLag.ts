/**
 * Projection lag as a client sees it: for a sample of the commands sent in the measured window,
 * the time from the command's answer until a read of the query API (without
 * X-Consistent-After, which would make the server wait) first shows what the command changed,
 * polled every POLL_MS. The figure includes that read's own round trip.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { LoadAnswer, LoadCall, LoadHttp } from './loadHttp.ts';

const POLL_MS = 10;
/** A change not visible after this long is counted as not seen (the end checks then look again). */
export const LAG_GIVE_UP_MS = 10_000;
/** Probes in flight at most, so that a slow server is not buried under polls. */
const MAX_PROBES = 50;

export interface LagProbes {
  /**
   * Measures the lag of the command `answer` answered if it is one of the sampled (one in `every`
   * of its kind, sent in the measured window): polls `read` until `visible` holds for its answer.
   */
  sample(kind: string, answer: LoadAnswer, read: LoadCall, visible: (answer: LoadAnswer) => boolean): void;
  /** Waits for the probes in flight. */
  settle(): Promise<void>;
  result(): LagResult;
}

export interface LagResult {
  /** Milliseconds, by the kind of command measured. */
  byKind: Map<string, number[]>;
  notSeen: number;
  /** Samples skipped because MAX_PROBES were in flight. */
  skipped: number;
}

export function lagProbes(http: LoadHttp, every: number): LagProbes {
  const seen = new Map<string, number>();
  const byKind = new Map<string, number[]>();
  const inFlight = new Set<Promise<void>>();
  let notSeen = 0;
  let skipped = 0;

  async function probe(
    kind: string,
    answeredAt: number,
    read: LoadCall,
    visible: (a: LoadAnswer) => boolean,
  ) {
    for (;;) {
      const answer = await http({ ...read, kind: 'probe', dueAt: undefined });
      if (answer.status === 200 && visible(answer)) {
        const lags = byKind.get(kind) ?? [];
        lags.push(answer.answeredAt - answeredAt);
        byKind.set(kind, lags);
        return;
      }
      if (answer.answeredAt - answeredAt > LAG_GIVE_UP_MS) {
        notSeen += 1;
        return;
      }
      await sleep(POLL_MS);
    }
  }

  return {
    sample(kind, command, read, visible) {
      if (command.sentIn !== 'measured') return;
      const n = (seen.get(kind) ?? 0) + 1;
      seen.set(kind, n);
      if (n % every !== 0) return;
      if (inFlight.size >= MAX_PROBES) {
        skipped += 1;
        return;
      }
      const running = probe(kind, command.answeredAt, read, visible).finally(() => inFlight.delete(running));
      inFlight.add(running);
    },
    async settle() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    result: () => ({ byKind, notSeen, skipped }),
  };
}
