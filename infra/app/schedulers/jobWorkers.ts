/*
 * What the job-table workers (previews, request matching) share: how they wait between polls and
 * how they say why a try failed.
 */

/** Why a try failed, for the job row and the log: the message only (no personal data), bounded. */
export const failureReason = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** Waits `ms`, or only until `signal` aborts (the worker is stopping); never keeps the process up. */
export function pauseUnlessStopped(signal: AbortSignal, ms: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    timer.unref();
    signal.addEventListener('abort', done);
  });
}
