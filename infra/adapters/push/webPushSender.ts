import webpush from 'web-push';
import type { VapidKeys } from './vapidKeys.ts';

/** A browser's subscription as the push service knows it. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** How a push service answered one message. */
export type PushOutcome =
  /** Accepted (201): the browser gets it when it is next online, within the TTL. */
  | { result: 'sent' }
  /** 404/410: the subscription expired or the browser unsubscribed; never send to it again. */
  | { result: 'gone'; status: number }
  /** Refused for good (400, 401, 403, 413, a redirect): sending again changes nothing. */
  | { result: 'refused'; status: number }
  /** Busy, down or unreachable (429, 5xx, a network error, a timeout): try again later. */
  | { result: 'retry'; reason: string; retryAfterMs: number | null };

export interface PushMessage {
  /** The cleartext, encrypted for the browser (aes128gcm, RFC 8291); a few KB at most. */
  payload: string;
  /** How long the push service keeps it for a browser that is offline. */
  ttlSeconds: number;
  urgency: 'low' | 'normal' | 'high';
}

export interface PushSender {
  send(target: PushTarget, message: PushMessage): Promise<PushOutcome>;
}

/** Retry-After as seconds or an HTTP date; null when absent or unreadable. */
function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/**
 * Web Push (RFC 8030) signed with VAPID (RFC 8292) and encrypted for the browser (RFC 8291,
 * aes128gcm), by the `web-push` package; the POST itself goes through fetch, without following
 * redirects and with a timeout, so the answer is read as the push service gave it.
 */
export function webPushSender(vapid: VapidKeys, options: { timeoutMs: number }): PushSender {
  const vapidDetails = { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey };
  return {
    async send(target, message) {
      const details = webpush.generateRequestDetails(target, message.payload, {
        vapidDetails,
        TTL: message.ttlSeconds,
        urgency: message.urgency,
        contentEncoding: 'aes128gcm',
      });
      // fetch sets Content-Length from the body itself.
      const headers = Object.fromEntries(
        Object.entries(details.headers)
          .filter(([name]) => name.toLowerCase() !== 'content-length')
          .map(([name, value]) => [name, String(value)]),
      );
      let response: Response;
      try {
        response = await fetch(details.endpoint, {
          method: 'POST',
          headers,
          body: details.body,
          redirect: 'manual',
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return { result: 'retry', reason: `push service unreachable: ${reason}`, retryAfterMs: null };
      }
      await response.body?.cancel();
      const { status } = response;
      if (status >= 200 && status < 300) return { result: 'sent' };
      if (status === 404 || status === 410) return { result: 'gone', status };
      if (status === 429 || status >= 500)
        return {
          result: 'retry',
          reason: `push service answered ${status}`,
          retryAfterMs: retryAfterMs(response.headers.get('retry-after')),
        };
      return { result: 'refused', status };
    },
  };
}
