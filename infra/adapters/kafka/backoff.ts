import { RESTART_BACKOFF_INITIAL_MS, RESTART_BACKOFF_MAX_MS } from './kafkaSettings.ts';

/** The wait before restart number `attempt` (0-based): doubling from the first delay up to the cap. */
export function backoffDelay(
  attempt: number,
  initialMs: number = RESTART_BACKOFF_INITIAL_MS,
  maxMs: number = RESTART_BACKOFF_MAX_MS,
): number {
  if (attempt <= 0) return initialMs;
  return Math.min(maxMs, initialMs * 2 ** Math.min(attempt, 30));
}
