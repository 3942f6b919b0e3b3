// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isSubscribedToPush,
  pushPermission,
  pushSubscriptionId,
  sendChangedPushSubscription,
  subscribeToPush,
  unsubscribeFromPush,
} from './pushSubscription.ts';

const VAPID = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const OTHER = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const endpoint = 'https://fcm.googleapis.com/fcm/send/abc:def';
const bytes = (text: string) => Uint8Array.from(Buffer.from(text, 'base64url'));

/** A browser's PushManager holding at most one subscription, made with the key it was given. */
function fakePushManager(existingKey?: string) {
  const make = (key: Uint8Array) => {
    const subscription = {
      endpoint,
      options: { applicationServerKey: key.buffer.slice(0) as ArrayBuffer, userVisibleOnly: true },
      toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'BPhone', auth: 'secret' } }),
      unsubscribe: vi.fn(async () => {
        manager.current = null;
        return true;
      }),
    };
    return subscription;
  };
  const manager = {
    current: existingKey ? make(bytes(existingKey)) : (null as ReturnType<typeof make> | null),
    getSubscription: vi.fn(async () => manager.current),
    subscribe: vi.fn(async (options: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }) => {
      manager.current = make(options.applicationServerKey);
      return manager.current;
    }),
  };
  return manager;
}

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown, status = 200) =>
  new Response(JSON.stringify({ success: true, data }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
const refused = (status: number, code: string) =>
  new Response(JSON.stringify({ success: false, error: { code, message: 'ไม่พบ' } }), { status });

function browser(options: {
  permission?: NotificationPermission;
  answer?: NotificationPermission;
  key?: string;
}) {
  const manager = fakePushManager(options.key);
  const registration = { pushManager: manager };
  vi.stubGlobal('Notification', {
    permission: options.permission ?? 'default',
    requestPermission: vi.fn(async () => options.answer ?? 'granted'),
  });
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return manager;
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem('token', 'member-token');
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  localStorage.clear();
});

describe('Web Push in this browser', () => {
  it('is unsupported without a service worker and the Push API', async () => {
    expect(pushPermission()).toBe('unsupported');
    expect(await subscribeToPush()).toEqual({ status: 'unsupported' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('subscribes with the server’s key (userVisibleOnly) and sends the subscription as JSON', async () => {
    const manager = browser({});
    fetchMock
      .mockResolvedValueOnce(ok({ publicKey: VAPID }))
      .mockResolvedValueOnce(ok({ subscriptionId: 'sub-1' }, 201));
    expect(await subscribeToPush()).toEqual({ status: 'subscribed', subscriptionId: 'sub-1' });
    const options = manager.subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    expect([...options.applicationServerKey]).toEqual([...bytes(VAPID)]);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/push/public-key');
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/api/users/push-subscriptions');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer member-token');
    expect(JSON.parse(init?.body as string)).toEqual({
      endpoint,
      expirationTime: null,
      keys: { p256dh: 'BPhone', auth: 'secret' },
    });
  });

  it('keeps a subscription made with the same key; replaces one made with another', async () => {
    const same = browser({ permission: 'granted', key: VAPID });
    fetchMock
      .mockResolvedValueOnce(ok({ publicKey: VAPID }))
      .mockResolvedValueOnce(ok({ subscriptionId: 's' }));
    await subscribeToPush();
    expect(same.subscribe).not.toHaveBeenCalled();

    const stale = browser({ permission: 'granted', key: OTHER });
    const old = stale.current!;
    fetchMock
      .mockResolvedValueOnce(ok({ publicKey: VAPID }))
      .mockResolvedValueOnce(ok({ subscriptionId: 's' }));
    await subscribeToPush();
    expect(old.unsubscribe).toHaveBeenCalled();
    expect([...stale.subscribe.mock.calls[0]![0].applicationServerKey]).toEqual([...bytes(VAPID)]);
  });

  it('asks first; a refusal or a dismissed prompt subscribes nothing', async () => {
    const denied = browser({ answer: 'denied' });
    expect(await subscribeToPush()).toEqual({ status: 'denied' });
    expect(denied.subscribe).not.toHaveBeenCalled();
    browser({ answer: 'default' });
    expect(await subscribeToPush()).toEqual({ status: 'dismissed' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('unsubscribes on the server by the endpoint’s sha256, then in the browser; already gone there is fine', async () => {
    expect(await pushSubscriptionId(endpoint)).toBe(createHash('sha256').update(endpoint).digest('hex'));
    const manager = browser({ permission: 'granted', key: VAPID });
    const subscription = manager.current!;
    fetchMock.mockResolvedValueOnce(refused(404, 'PUSH_SUBSCRIPTION_NOT_FOUND'));
    expect(await isSubscribedToPush()).toBe(true);
    await unsubscribeFromPush();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/api/users/push-subscriptions/${await pushSubscriptionId(endpoint)}`);
    expect(init?.method).toBe('DELETE');
    expect(subscription.unsubscribe).toHaveBeenCalled();
    expect(await isSubscribedToPush()).toBe(false);
    // Nothing subscribed: nothing asked.
    await unsubscribeFromPush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a server failure other than "not found" keeps the browser subscribed', async () => {
    const manager = browser({ permission: 'granted', key: VAPID });
    fetchMock.mockResolvedValueOnce(refused(503, 'SERVICE_BUSY'));
    await expect(unsubscribeFromPush()).rejects.toMatchObject({ code: 'SERVICE_BUSY' });
    expect(manager.current?.unsubscribe).not.toHaveBeenCalled();
  });

  it('sends a subscription the server may not know at start: once per subscription and member', async () => {
    browser({ permission: 'granted', key: VAPID });
    fetchMock.mockImplementation(async () => ok({ subscriptionId: 'sub-1' }));
    expect(await sendChangedPushSubscription('member-1')).toBe(true);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/users/push-subscriptions');
    expect(JSON.parse(init?.body as string)).toMatchObject({ endpoint });
    // The next start says nothing: the same browser, the same member.
    expect(await sendChangedPushSubscription('member-1')).toBe(false);
    // Another member signs in on this browser: it is theirs now.
    expect(await sendChangedPushSubscription('member-2')).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends nothing without permission or a subscription, and again after a failed send', async () => {
    browser({ permission: 'default', key: VAPID });
    expect(await sendChangedPushSubscription('member-1')).toBe(false);
    browser({ permission: 'granted' });
    expect(await sendChangedPushSubscription('member-1')).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();

    browser({ permission: 'granted', key: VAPID });
    fetchMock.mockResolvedValueOnce(refused(503, 'SERVICE_BUSY'));
    await expect(sendChangedPushSubscription('member-1')).rejects.toMatchObject({ code: 'SERVICE_BUSY' });
    fetchMock.mockResolvedValueOnce(ok({ subscriptionId: 'sub-1' }));
    expect(await sendChangedPushSubscription('member-1')).toBe(true);
  });
});
