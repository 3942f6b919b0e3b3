import { createECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort } from '../../../tests/fixtures/closedPort.ts';
import { ephemeralVapidKeys } from './vapidKeys.ts';
import { webPushSender, type PushTarget } from './webPushSender.ts';

describe('web push sender: how a push service’s answer is read', () => {
  const seen: http.IncomingHttpHeaders[] = [];
  let server: http.Server;
  let origin = '';
  beforeAll(async () => {
    // A push service answering each path's status (`/429/120`: with Retry-After), recording headers.
    server = http.createServer((req, res) => {
      seen.push(req.headers);
      req.resume();
      const [, status, retryAfter] = /^\/(\d{3})(?:\/(.+))?$/.exec(req.url ?? '') ?? [];
      if (status === '307') res.setHeader('location', 'http://169.254.169.254/');
      if (retryAfter) res.setHeader('retry-after', decodeURIComponent(retryAfter));
      res.writeHead(Number(status ?? 404)).end('body');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const target = (path: string, base = origin): PushTarget => ({
    endpoint: `${base}${path}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  });
  const sender = webPushSender(ephemeralVapidKeys(), { timeoutMs: 2000 });
  const message = { payload: '{"title":"ทดสอบ"}', ttlSeconds: 60, urgency: 'high' as const };

  it('201 is sent, signed and encrypted (aes128gcm, TTL, urgency)', async () => {
    expect(await sender.send(target('/201'), message)).toEqual({ result: 'sent' });
    const headers = seen.at(-1)!;
    expect(headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]{87}$/);
    expect(headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '60', urgency: 'high' });
  });

  it('404 and 410 are gone; 429 and 5xx are tried again (with Retry-After); others are refused', async () => {
    expect(await sender.send(target('/410'), message)).toEqual({ result: 'gone', status: 410 });
    expect(await sender.send(target('/404'), message)).toEqual({ result: 'gone', status: 404 });
    expect(await sender.send(target('/429/120'), message)).toEqual({
      result: 'retry',
      reason: 'push service answered 429',
      retryAfterMs: 120_000,
    });
    expect(await sender.send(target('/503'), message)).toMatchObject({ result: 'retry', retryAfterMs: null });
    expect(await sender.send(target('/403'), message)).toEqual({ result: 'refused', status: 403 });
    expect(await sender.send(target('/413'), message)).toEqual({ result: 'refused', status: 413 });
    // A redirect is not followed: the endpoint is where the message goes, or nowhere.
    const before = seen.length;
    expect(await sender.send(target('/307'), message)).toEqual({ result: 'refused', status: 307 });
    expect(seen.length).toBe(before + 1);
  });

  it('an unreachable push service is tried again', async () => {
    const outcome = await sender.send(target('/201', `http://127.0.0.1:${await closedPort()}`), message);
    expect(outcome).toMatchObject({ result: 'retry', retryAfterMs: null });
  });
});
