import type { GlobalPosition, RecordedEvent } from '../../../../events/envelope.ts';
import type { Subscription, SubscriptionHandler } from '../../../../events/eventStore.ts';

export interface PollingOptions {
  batchSize: number;
  /** How long to sleep when caught up, unless woken earlier by an append in this process. */
  idleMs: number;
  /** How long to sleep after a batch that was not full, unless woken earlier (0: read again at once). */
  lingerMs: number;
}

/**
 * Catch-up, then live: reads the next page, hands it over, and sleeps when there is nothing new
 * (idleMs) or only a little was (lingerMs). `wake` lets appends in the same process cut the sleep
 * short.
 */
export function pollingSubscription(
  read: (after: GlobalPosition, limit: number) => Promise<RecordedEvent[]>,
  after: GlobalPosition,
  handler: SubscriptionHandler,
  options: PollingOptions,
  onWake: (wake: () => void) => () => void,
): Subscription {
  let stopped = false;
  let sleeping: (() => void) | null = null;
  // An append that lands between an empty read and the sleep must not wait out the idle time.
  let woken = false;
  const wake = () => {
    woken = true;
    sleeping?.();
  };
  const removeWake = onWake(wake);
  let reportFailure: (error: Error) => void = () => {};
  const failed = new Promise<Error>((resolve) => (reportFailure = resolve));

  const loop = (async () => {
    let position = after;
    while (!stopped) {
      woken = false;
      let sleepMs = options.idleMs;
      try {
        const batch = await read(position, options.batchSize);
        if (batch.length > 0) {
          await handler(batch);
          position = batch.at(-1)!.globalPosition;
          // A full batch: more is waiting. A partial one: let a few more events gather.
          if (batch.length >= options.batchSize || options.lingerMs <= 0) continue;
          sleepMs = options.lingerMs;
        }
      } catch (error) {
        stopped = true;
        reportFailure(error instanceof Error ? error : new Error(String(error)));
        break;
      }
      if (woken || stopped) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, sleepMs);
        sleeping = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      sleeping = null;
    }
    removeWake();
  })();

  return {
    failed,
    async stop() {
      stopped = true;
      wake();
      await loop;
    },
  };
}
