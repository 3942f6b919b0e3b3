/**
 * Makes written documents searchable when someone needs them to be (issue 18, freshness): each
 * call answers once a refresh that *started after the call* has finished, so everything written
 * before the call is visible. Calls that arrive while a refresh is waiting to start share it; one
 * refresh runs at a time, and two starts are at least `minGapMs` apart, so a busy projector makes
 * a few larger segments a second instead of one per write.
 *
 * This replaces `refresh=wait_for` on every bulk write: a write returns as soon as it is durable
 * (the projector goes on with the next batch) and only the checkpoint that read-your-writes waits
 * for waits for the refresh.
 */
export function refreshOnDemand(
  refresh: () => Promise<void>,
  { minGapMs, now = Date.now }: { minGapMs: number; now?: () => number },
): () => Promise<void> {
  interface Round {
    promise: Promise<void>;
    resolve(): void;
    reject(error: unknown): void;
  }
  /** The refresh the next callers wait for; it has not started yet. */
  let waiting: Round | null = null;
  let running = false;
  let lastStart = -Infinity;
  let timer: NodeJS.Timeout | null = null;

  const startWhenDue = () => {
    if (running || waiting === null || timer !== null) return;
    const wait = lastStart + minGapMs - now();
    if (wait > 0) {
      timer = setTimeout(() => {
        timer = null;
        startWhenDue();
      }, wait);
      return;
    }
    const round = waiting;
    waiting = null;
    running = true;
    lastStart = now();
    refresh().then(
      () => finish(round, null),
      (error: unknown) => finish(round, error ?? new Error('refresh failed')),
    );
  };

  const finish = (round: Round, error: unknown) => {
    running = false;
    if (error === null) round.resolve();
    else round.reject(error);
    startWhenDue();
  };

  return () => {
    if (waiting === null) {
      let resolve!: () => void;
      let reject!: (error: unknown) => void;
      const promise = new Promise<void>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      waiting = { promise, resolve, reject };
    }
    const { promise } = waiting;
    startWhenDue();
    return promise;
  };
}
