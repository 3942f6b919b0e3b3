import { describe, expect, it, vi } from 'vitest';
import {
  installPushHandlers,
  notificationOf,
  targetOf,
  type AppWindow,
  type NotificationClickLike,
  type PushEventLike,
  type PushWorkerScope,
  type SubscriptionChangeLike,
} from './pushEvents.ts';

const origin = 'https://dashclip.example';

function fakeScope(windows: AppWindow[] = [], subscribed: unknown = null) {
  const listeners: Record<string, (event: never) => void> = {};
  const scope = {
    location: { origin },
    registration: {
      showNotification: vi.fn(async () => {}),
      pushManager: {
        getSubscription: vi.fn(async () => subscribed),
        subscribe: vi.fn(async () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/new' })),
      },
    },
    fetch: vi.fn(async () => ({ ok: true })),
    clients: {
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async () => null),
    },
    addEventListener: (type: string, listener: (event: never) => void) => {
      listeners[type] = listener;
    },
  };
  installPushHandlers(scope as unknown as PushWorkerScope);
  const waited: Promise<unknown>[] = [];
  const waitUntil = (work: Promise<unknown>) => void waited.push(work);
  return {
    scope,
    async push(text: string | null) {
      const event: PushEventLike = { data: text === null ? null : { text: () => text }, waitUntil };
      listeners.push!(event as never);
      await Promise.all(waited);
    },
    async click(data: unknown) {
      const event: NotificationClickLike = { notification: { close: vi.fn(), data }, waitUntil };
      listeners.notificationclick!(event as never);
      await Promise.all(waited);
      return event.notification.close;
    },
    async subscriptionChanged(change: Omit<SubscriptionChangeLike, 'waitUntil'>) {
      listeners.pushsubscriptionchange!({ ...change, waitUntil } as never);
      await Promise.all(waited);
    },
  };
}

const appWindow = (url: string): AppWindow => ({
  url,
  focus: vi.fn(async () => undefined),
  navigate: vi.fn(async () => undefined),
});

describe('the service worker and Web Push', () => {
  it('shows the message as sent: title, body, tag, the page to open', async () => {
    const sw = fakeScope();
    await sw.push(
      JSON.stringify({
        title: 'มีคนตามหาคลิปใกล้พื้นที่ของคุณ',
        body: 'ล็อกหรือสำรองไฟล์ไว้ก่อน',
        url: '/requests/r1',
        tag: 'request_nearby:r1',
      }),
    );
    expect(sw.scope.registration.showNotification).toHaveBeenCalledWith('มีคนตามหาคลิปใกล้พื้นที่ของคุณ', {
      body: 'ล็อกหรือสำรองไฟล์ไว้ก่อน',
      icon: '/icons/icon-192.png',
      badge: '/icons/favicon-32.png',
      lang: 'th',
      tag: 'request_nearby:r1',
      data: { url: '/requests/r1' },
    });
  });

  it('a message that is not ours, or none, still shows a notification (browsers require one)', () => {
    expect(notificationOf(null).title).toBe('แดชคลิป');
    expect(notificationOf('not json')).toMatchObject({
      title: 'แดชคลิป',
      options: { body: '', data: { url: '/' } },
    });
    expect(notificationOf('[1,2]').options).not.toHaveProperty('tag');
  });

  it('a tap opens the page in a new window, or brings the open one there', async () => {
    const none = fakeScope();
    const close = await none.click({ url: '/requests/r1' });
    expect(close).toHaveBeenCalled();
    expect(none.scope.clients.openWindow).toHaveBeenCalledWith(`${origin}/requests/r1`);

    const open = appWindow(`${origin}/`);
    const withWindow = fakeScope([appWindow('https://elsewhere.example/'), open]);
    await withWindow.click({ url: '/requests/r1' });
    expect(open.focus).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith(`${origin}/requests/r1`);
    expect(withWindow.scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('renews a subscription the push service ended with the old one’s key, once', async () => {
    const key = new Uint8Array([4, 1, 2, 3]).buffer;
    const ended = fakeScope();
    await ended.subscriptionChanged({ oldSubscription: { options: { applicationServerKey: key } } });
    expect(ended.scope.registration.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: key,
    });
    // The browser made the new one, or one exists already, or there is no key to renew with.
    const given = fakeScope();
    await given.subscriptionChanged({
      oldSubscription: { options: { applicationServerKey: key } },
      newSubscription: {},
    });
    const existing = fakeScope([], { endpoint: 'https://fcm.googleapis.com/fcm/send/now' });
    await existing.subscriptionChanged({ oldSubscription: { options: { applicationServerKey: key } } });
    const keyless = fakeScope();
    await keyless.subscriptionChanged({ oldSubscription: null });
    for (const sw of [given, existing, keyless])
      expect(sw.scope.registration.pushManager.subscribe).not.toHaveBeenCalled();
    // Without the old endpoint the server cannot be told: the app sends the new one at its next start.
    for (const sw of [ended, given, existing, keyless]) expect(sw.scope.fetch).not.toHaveBeenCalled();
  });

  it('tells the server which subscription took the ended one’s place, with the old endpoint as proof', async () => {
    const oldSubscription = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/ended',
      options: { applicationServerKey: new Uint8Array([4, 1]).buffer },
    };
    const made = fakeScope();
    await made.subscriptionChanged({ oldSubscription });
    const given = fakeScope();
    const fromBrowser = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/given',
      keys: { p256dh: 'B', auth: 'a' },
    };
    await given.subscriptionChanged({ oldSubscription, newSubscription: fromBrowser });
    for (const [sw, subscription] of [
      [made, { endpoint: 'https://fcm.googleapis.com/fcm/send/new' }],
      [given, fromBrowser],
    ] as const) {
      expect(sw.scope.fetch).toHaveBeenCalledTimes(1);
      expect(sw.scope.fetch).toHaveBeenCalledWith(`${origin}/api/push-subscriptions/renewals`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ oldEndpoint: oldSubscription.endpoint, subscription }),
      });
    }
    // A server that cannot be reached is let go: the app sends the new one at its next start.
    const offline = fakeScope();
    offline.scope.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(offline.subscriptionChanged({ oldSubscription })).resolves.toBeUndefined();
  });

  it('a renewal the browser refuses is let go (the member turns push on again)', async () => {
    const refusing = fakeScope();
    refusing.scope.registration.pushManager.subscribe.mockRejectedValueOnce(new Error('NotAllowedError'));
    await expect(
      refusing.subscriptionChanged({
        oldSubscription: { options: { applicationServerKey: new Uint8Array([4]).buffer } },
      }),
    ).resolves.toBeUndefined();
  });

  it('opens pages of this site only', () => {
    expect(targetOf({ url: '/profile?tab=requests' }, origin)).toBe(`${origin}/profile?tab=requests`);
    expect(targetOf({ url: 'https://attacker.example/x' }, origin)).toBe(`${origin}/`);
    expect(targetOf({ url: '//attacker.example/x' }, origin)).toBe(`${origin}/`);
    expect(targetOf(null, origin)).toBe(`${origin}/`);
  });
});
