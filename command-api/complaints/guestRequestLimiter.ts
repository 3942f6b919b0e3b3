import { GUEST_REQUEST_WINDOW_SECONDS, GUEST_REQUESTS_PER_NETWORK } from '../constants.ts';
import { DomainError } from '../domain/decider.ts';

export interface GuestRequestLimiter {
  /** Counts one request from this client network, or refuses it (TOO_MANY_REQUESTS with the wait). */
  take(network: string): void;
}

/**
 * At most `perWindow` requests per client network in each window (a fixed window per network,
 * kept in this process). The public forms need only a brake against flooding the admins' queue:
 * several instances each allow their share, which bounds the total as well.
 */
export function guestRequestLimiter(
  perWindow: number = GUEST_REQUESTS_PER_NETWORK,
  windowSeconds: number = GUEST_REQUEST_WINDOW_SECONDS,
  now: () => number = Date.now,
): GuestRequestLimiter {
  const windows = new Map<string, { startedAt: number; count: number }>();
  const windowMs = windowSeconds * 1000;
  return {
    take(network) {
      const at = now();
      for (const [key, window] of windows) if (at - window.startedAt >= windowMs) windows.delete(key);
      const window = windows.get(network) ?? { startedAt: at, count: 0 };
      if (window.count >= perWindow)
        throw new DomainError('TOO_MANY_REQUESTS', {
          retryAfterSeconds: Math.ceil((window.startedAt + windowMs - at) / 1000),
        });
      windows.set(network, { ...window, count: window.count + 1 });
    },
  };
}
