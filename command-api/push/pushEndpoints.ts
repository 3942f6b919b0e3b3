/**
 * The push services browsers subscribe with (the PushSubscription's endpoint host): Chrome, Edge
 * on Android and Opera (Firebase Cloud Messaging), Firefox (Mozilla autopush), Edge on Windows
 * (WNS), Safari (Apple). The delivery worker POSTs to a member's endpoint, so an endpoint anywhere
 * else is refused: the server would otherwise send requests wherever a member pointed it.
 */
export const PUSH_SERVICE_DOMAINS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
] as const;

const underDomain = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/**
 * Whether the delivery worker may send to `endpoint`: https on a known push service, or an origin
 * the composition named (`extraOrigins`, a test seam for the local push service; never a setting).
 */
export function pushEndpointAccepted(endpoint: string, extraOrigins: readonly string[] = []): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (extraOrigins.includes(url.origin)) return true;
  return (
    url.protocol === 'https:' &&
    (url.port === '' || url.port === '443') &&
    PUSH_SERVICE_DOMAINS.some((domain) => underDomain(url.hostname, domain))
  );
}
