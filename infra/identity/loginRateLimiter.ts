import {
  LOGIN_FAILURES_PER_IP,
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_WINDOW_SECONDS,
} from '../../events/constants.ts';

/**
 * Sliding-window limits on sign-in: failures per account and per client address. Kept in
 * the process's memory: each command-api instance counts on its own, which bounds guessing per
 * instance (noted in docs/operations.md). Keys are hashes, never addresses or e-mails.
 */
export function loginRateLimiter(
  options = {
    perAccount: LOGIN_FAILURES_PER_ACCOUNT,
    perIp: LOGIN_FAILURES_PER_IP,
    windowMs: LOGIN_WINDOW_SECONDS * 1000,
  },
) {
  const hits = new Map<string, number[]>();
  const recent = (key: string, now: number) => {
    const kept = (hits.get(key) ?? []).filter((at) => at > now - options.windowMs);
    if (kept.length) hits.set(key, kept);
    else hits.delete(key);
    return kept;
  };
  const retryAfter = (times: number[], now: number) => Math.ceil((times[0]! + options.windowMs - now) / 1000);
  return {
    /**
     * Seconds to wait before another attempt, or 0 when allowed. Only failures count, so many
     * people signing in from one office address are not locked out by each other's successes.
     */
    check(accountKey: string, ip: string, now = Date.now()): number {
      const byIp = recent(`ip:${ip}`, now);
      const byAccount = recent(`account:${accountKey}`, now);
      if (byAccount.length >= options.perAccount) return retryAfter(byAccount, now);
      if (byIp.length >= options.perIp) return retryAfter(byIp, now);
      return 0;
    },
    recordFailure(accountKey: string, ip: string, now = Date.now()): void {
      hits.set(`account:${accountKey}`, [...recent(`account:${accountKey}`, now), now]);
      hits.set(`ip:${ip}`, [...recent(`ip:${ip}`, now), now]);
    },
    recordSuccess(accountKey: string): void {
      hits.delete(`account:${accountKey}`);
    },
  };
}
export type LoginRateLimiter = ReturnType<typeof loginRateLimiter>;
