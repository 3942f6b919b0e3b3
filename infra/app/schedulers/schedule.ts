/** A job run at start and then every interval; started and stopped by the composition. */
export interface Schedule {
  start(): void;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * Runs `runOnce` at start and then every `intervalMs`, one run at a time (a slow run delays the
 * next instead of overlapping it). `runOnce` handles and logs its own failures.
 */
export function everyInterval(intervalMs: number, runOnce: () => Promise<void>): Schedule {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = running.then(runOnce);
  };
  return {
    start() {
      if (timer) return;
      tick();
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
