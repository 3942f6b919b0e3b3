/**
 * What the service worker does with Web Push (issue 22: footage-request alerts reach a phone with
 * the app closed): the server's message `{ title, body, url, tag }` shown as a notification, and a
 * tap opening its page in a window of the app, and a subscription the push service ended renewed
 * with the same key and sent to the server in the old one's place (renewSubscription).
 * Built into `push-handler.js`, which the generated
 * service worker imports (vite.config.ts); kept free of the app's modules.
 */

/** The parts of a service worker's scope used here (the app's types are the DOM's, not WebWorker's). */
export interface PushWorkerScope {
  location: { origin: string };
  registration: {
    showNotification(title: string, options?: NotificationOptions): Promise<void>;
    pushManager: {
      getSubscription(): Promise<unknown>;
      subscribe(options: { userVisibleOnly: boolean; applicationServerKey: ArrayBuffer }): Promise<unknown>;
    };
  };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly AppWindow[]>;
    openWindow(url: string): Promise<unknown>;
  };
  fetch(
    url: string,
    init: { method: 'POST'; headers: Record<string, string>; body: string },
  ): Promise<unknown>;
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickLike) => void): void;
  addEventListener(type: 'pushsubscriptionchange', listener: (event: SubscriptionChangeLike) => void): void;
}

export interface AppWindow {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

interface Extendable {
  waitUntil(work: Promise<unknown>): void;
}
export interface PushEventLike extends Extendable {
  data: { text(): string } | null;
}
export interface NotificationClickLike extends Extendable {
  notification: { close(): void; data: unknown };
}
/** `pushsubscriptionchange`: browsers give the old subscription, some the new one too. */
export interface SubscriptionChangeLike extends Extendable {
  oldSubscription?: { endpoint?: string; options: { applicationServerKey: ArrayBuffer | null } } | null;
  newSubscription?: unknown;
}

/** Where the worker tells the server which subscription took the ended one's place (no session). */
const RENEWAL_PATH = '/api/push-subscriptions/renewals';

const APP_NAME = 'แดชคลิป';
const ICON = '/icons/icon-192.png';
const BADGE = '/icons/favicon-32.png';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The notification a push message shows; a message that is not ours still shows the app's name. */
export function notificationOf(message: string | null): { title: string; options: NotificationOptions } {
  let parsed: Record<string, unknown> = {};
  try {
    const value: unknown = JSON.parse(message ?? '');
    if (value && typeof value === 'object') parsed = value as Record<string, unknown>;
  } catch {
    // Not JSON: shown with the app's name only.
  }
  const tag = text(parsed.tag);
  return {
    title: text(parsed.title) || APP_NAME,
    options: {
      body: text(parsed.body),
      icon: ICON,
      badge: BADGE,
      lang: 'th',
      ...(tag ? { tag } : {}),
      data: { url: text(parsed.url) || '/' },
    },
  };
}

/** Where a tap leads: a page of this site only (anything else opens the home page). */
export function targetOf(data: unknown, origin: string): string {
  const url = data && typeof data === 'object' ? text((data as { url?: unknown }).url) : '';
  try {
    const target = new URL(url || '/', origin);
    return target.origin === origin ? target.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

/** The app's window when one is open (brought forward and sent to the page), else a new one. */
export async function openOrFocus(scope: PushWorkerScope, url: string): Promise<void> {
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === scope.location.origin);
  if (!open) {
    await scope.clients.openWindow(url);
    return;
  }
  await open.focus();
  // A window the worker does not control yet cannot be navigated by it: a new one instead.
  if (open.url !== url) await open.navigate(url).catch(() => scope.clients.openWindow(url));
}

/**
 * The push service ended this browser's subscription: the one the browser made in its place, or
 * one already there, or else a new one with the old one's key; then the server is told, with the
 * old endpoint as proof (there is no session here), so alerts reach the new one before the app is
 * opened again. Without the old endpoint the app sends the new one at its next start
 * (sendChangedPushSubscription); without the old key and no new one, nothing is done: the member
 * turns push on again in the app.
 */
export async function renewSubscription(
  scope: PushWorkerScope,
  event: SubscriptionChangeLike,
): Promise<void> {
  const key = event.oldSubscription?.options.applicationServerKey;
  const renewed =
    event.newSubscription ??
    (await scope.registration.pushManager.getSubscription()) ??
    (key
      ? await scope.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key })
      : null);
  const oldEndpoint = event.oldSubscription?.endpoint;
  if (!renewed || !oldEndpoint) return;
  await scope.fetch(`${scope.location.origin}${RENEWAL_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // A PushSubscription serialises as { endpoint, expirationTime, keys } (its toJSON).
    body: JSON.stringify({ oldEndpoint, subscription: renewed }),
  });
}

export function installPushHandlers(scope: PushWorkerScope): void {
  scope.addEventListener('push', (event) => {
    const { title, options } = notificationOf(event.data?.text() ?? null);
    event.waitUntil(scope.registration.showNotification(title, options));
  });
  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    event.waitUntil(openOrFocus(scope, targetOf(event.notification.data, scope.location.origin)));
  });
  scope.addEventListener('pushsubscriptionchange', (event) => {
    event.waitUntil(renewSubscription(scope, event).catch(() => {}));
  });
}
