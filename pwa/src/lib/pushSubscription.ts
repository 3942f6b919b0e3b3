/**
 * This browser and Web Push (issue 22: footage-request alerts reach a phone with the app closed):
 * ask permission, subscribe with the server's VAPID key (GET /push/public-key) and send the
 * subscription (POST /users/push-subscriptions); unsubscribe (DELETE …/{id}, then in the browser).
 * The service worker shows what arrives (src/serviceWorker/pushEvents.ts). Whether alerts go out by
 * push at all is the member's channel choice (PUT /users/alert-channels), set beside this.
 */
import * as z from 'zod/mini';
import { apiRequest, isApiError } from './apiClient.ts';
import { STORAGE_KEYS } from './constants.ts';

/** How this browser stands: no Web Push here, the member refused it, not asked yet, or allowed. */
export type PushPermission = 'unsupported' | 'denied' | 'default' | 'granted';

/** What subscribing came to; `unsupported` and `denied` are worded in pushSubscriptionTexts.ts. */
export type PushSubscribeResult =
  { status: 'subscribed'; subscriptionId: string } | { status: 'unsupported' | 'denied' | 'dismissed' };

/** Waiting longer than this for the service worker means there is none (a dev server, a private window). */
const WORKER_WAIT_MS = 10_000;

const publicKeySchema = z.object({ publicKey: z.string() });
const subscribedSchema = z.object({ subscriptionId: z.string() });
const anything = z.unknown();

export function pushPermission(): PushPermission {
  if (
    typeof navigator === 'undefined' ||
    !('serviceWorker' in navigator) ||
    typeof window === 'undefined' ||
    !('PushManager' in window) ||
    !('Notification' in window)
  )
    return 'unsupported';
  return Notification.permission;
}

/** The subscription's id as the server keys it: the sha256 (hex) of its endpoint. */
export async function pushSubscriptionId(endpoint: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(endpoint));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(
    text
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(text.length / 4) * 4, '='),
  );
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

const sameBytes = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  !!a && a.byteLength === b.byteLength && new Uint8Array(a).every((byte, i) => byte === b[i]);

/** The service worker's registration once active, or null when none comes. */
async function workerRegistration(): Promise<ServiceWorkerRegistration | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const none = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), WORKER_WAIT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, none]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Asks permission when not given yet, subscribes this browser with the server's key (a
 * subscription made with another key, from before a key change, is replaced) and sends it to the
 * server. Server refusals throw the API's error (a Thai message).
 */
export async function subscribeToPush(): Promise<PushSubscribeResult> {
  if (pushPermission() === 'unsupported') return { status: 'unsupported' };
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return { status: 'denied' };
  if (permission !== 'granted') return { status: 'dismissed' };
  const registration = await workerRegistration();
  if (!registration) return { status: 'unsupported' };
  const { publicKey } = await apiRequest('/push/public-key', { schema: publicKeySchema, anonymous: true });
  const key = base64UrlBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  const { subscriptionId } = await apiRequest('/users/push-subscriptions', {
    method: 'POST',
    body: subscription.toJSON(),
    schema: subscribedSchema,
  });
  return { status: 'subscribed', subscriptionId };
}

/**
 * Sends this browser's subscription when the server may not know it, as the app starts with
 * someone signed in (`uid`): a browser renews a subscription its push service ended on its own
 * (the service worker's `pushsubscriptionchange`, pushEvents.ts), and the member who signs in on a
 * shared browser takes its alerts over. Only when the subscription or the member changed since
 * the last send (nothing to say otherwise, and the server limits subscribing); nothing without
 * permission or a subscription. Answers whether it sent.
 */
export async function sendChangedPushSubscription(uid: string): Promise<boolean> {
  if (pushPermission() !== 'granted') return false;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return false;
  const mark = `${await pushSubscriptionId(subscription.endpoint)}:${uid}`;
  if (localStorage.getItem(STORAGE_KEYS.pushSent) === mark) return false;
  await apiRequest('/users/push-subscriptions', {
    method: 'POST',
    body: subscription.toJSON(),
    schema: subscribedSchema,
  });
  localStorage.setItem(STORAGE_KEYS.pushSent, mark);
  return true;
}

/**
 * Stops alerts by push in this browser: the server forgets the subscription (already forgotten is
 * fine), then the browser drops it. Nothing to do when it has none.
 */
export async function unsubscribeFromPush(): Promise<void> {
  if (pushPermission() === 'unsupported') return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  const id = await pushSubscriptionId(subscription.endpoint);
  try {
    await apiRequest(`/users/push-subscriptions/${id}`, { method: 'DELETE', schema: anything });
  } catch (error) {
    if (!isApiError(error, 'PUSH_SUBSCRIPTION_NOT_FOUND')) throw error;
  }
  await subscription.unsubscribe();
}

/**
 * Whether this browser is subscribed now (a browser may drop a subscription on its own, e.g.
 * when site data is cleared): for showing the push toggle as it stands.
 */
export async function isSubscribedToPush(): Promise<boolean> {
  if (pushPermission() !== 'granted') return false;
  const registration = await navigator.serviceWorker.getRegistration();
  return !!(await registration?.pushManager.getSubscription());
}
