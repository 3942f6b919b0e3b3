import type { GlobalPosition } from '../events/envelope.ts';

/** How long the mover waits before it tries again after a failure (the engine or database gone). */
export const CHECKPOINT_RETRY_MS = 1_000;

export interface CheckpointAfterVisible {
  /** Something was applied: move the checkpoint once it is visible. Never waits. */
  poke(): void;
  /** Waits for a move under way (and the one it owes) to end; pokes after this do nothing. */
  stop(): Promise<void>;
}

/**
 * Moves a Kafka-consumed projection's checkpoint only once what it covers is visible to readers,
 * without holding up consumption (issue 18, freshness): after each applied chunk the consumer
 * pokes; the mover reads the position every partition has committed, waits until the writes up
 * to it are visible (a search engine's refresh, `visible`), and only then raises the checkpoint
 * read-your-writes waits for. Pokes during a move are folded into one more move. The order matters:
 * the position is read first, so every write it covers had finished before the visibility wait
 * began.
 */
export function checkpointAfterVisible(options: {
  /** The position all partitions have committed (null while one has none). */
  committed(): Promise<GlobalPosition | null>;
  visible(): Promise<void>;
  /** Raises the checkpoint to the position (never back); answers the checkpoint as it now is. */
  raise(to: GlobalPosition | null): Promise<GlobalPosition>;
  moved(checkpoint: GlobalPosition): void;
  failed(error: unknown): void;
  retryMs?: number;
}): CheckpointAfterVisible {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let retry: { timer: NodeJS.Timeout; done: () => void } | null = null;

  const pause = (ms: number) =>
    new Promise<void>((done) => {
      retry = {
        timer: setTimeout(() => {
          retry = null;
          done();
        }, ms),
        done,
      };
    });

  async function move(): Promise<void> {
    while (again && !stopped) {
      again = false;
      try {
        const to = await options.committed();
        if (to === null) continue;
        await options.visible();
        options.moved(await options.raise(to));
      } catch (error) {
        options.failed(error);
        again = true;
        await pause(options.retryMs ?? CHECKPOINT_RETRY_MS);
      }
    }
  }

  function poke(): void {
    if (stopped) return;
    again = true;
    if (running) return;
    running = move().finally(() => {
      running = null;
      // A poke that came after the loop's last look starts the next move.
      if (again) poke();
    });
  }

  return {
    poke,
    async stop() {
      stopped = true;
      if (retry) {
        clearTimeout(retry.timer);
        retry.done();
      }
      await running;
    },
  };
}
