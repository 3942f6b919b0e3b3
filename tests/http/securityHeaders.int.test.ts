import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from '../../infra/http/securityHeaders.ts';
import { PASSWORD, registration, signUpMember } from '../fixtures/devMailbox.ts';
import { testMarketplace } from '../fixtures/testMarketplace.ts';

type Marketplace = Awaited<ReturnType<typeof testMarketplace>>;

const directives = (csp: string) =>
  Object.fromEntries(
    csp.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );

function expectSecurityHeaders(res: { headers: Record<string, string | string[] | undefined> }) {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const csp = directives(String(res.headers['content-security-policy']));
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(csp['default-src']).toEqual(["'self'"]);
  expect(csp['script-src']).not.toContain("'unsafe-inline'");
  expect(csp['script-src']).not.toContain("'unsafe-eval'");
  expect(csp['object-src']).toEqual(["'none'"]);
  // served over plain http here: no HSTS
  expect(res.headers['strict-transport-security']).toBeUndefined();
}

describe('security headers on every answer', () => {
  let m: Marketplace;
  let pwaDir: string;
  beforeAll(async () => {
    pwaDir = await mkdtemp(path.join(tmpdir(), 'dashclip-pwa-'));
    await writeFile(path.join(pwaDir, 'index.html'), '<!doctype html><title>แดชคลิป</title>');
    m = await testMarketplace({ pwaDir });
  });
  afterAll(async () => {
    await m?.close();
    await rm(pwaDir, { recursive: true, force: true });
  });

  it('answers of the API, its errors, the PWA and its fallback all carry them', async () => {
    for (const res of [
      await request(m.app).get('/api/videos'),
      await request(m.app).get('/api/no-such-route'),
      await request(m.app).get('/api/users/profile'),
      await request(m.app).post('/api/auth/login').set('content-type', 'application/json').send('{"broken'),
      await request(m.app).get('/'),
      await request(m.app).get('/profile/somewhere'),
    ])
      expectSecurityHeaders(res);
  });

  it('sets no cookie while registering, signing in and reading the profile: tokens and personal data stay out of cookies', async () => {
    const answers = [
      await request(m.app).post('/api/auth/register').send(registration()),
      await request(m.app).post('/api/auth/login').send({ email: 'nobody@example.com', password: PASSWORD }),
    ];
    const member = await signUpMember(m.app);
    answers.push(
      await request(m.app).get('/api/users/profile').set('authorization', `Bearer ${member.token}`),
    );
    answers.push(await request(m.app).get('/'));
    for (const res of answers) expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('the policy itself', () => {
  it('allows Stripe and the map tiles; Firebase and its emulator only when configured', () => {
    const local = directives(contentSecurityPolicy());
    expect(local['script-src']).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
    expect(local['img-src']).toContain('https://*.tile.openstreetmap.org');
    expect(local['img-src']).toEqual(expect.arrayContaining(['data:', 'blob:']));
    expect(local['media-src']).toEqual(["'self'", 'blob:']);
    expect(local['connect-src']).toContain('https://api.stripe.com');
    expect(local['frame-src']).toContain('https://hooks.stripe.com');
    expect(JSON.stringify(local)).not.toMatch(/googleapis|firebaseapp|127\.0\.0\.1/);

    const firebase = directives(
      contentSecurityPolicy({
        firebase: { authDomain: 'demo.firebaseapp.com', emulatorUrl: 'http://127.0.0.1:9099' },
      }),
    );
    expect(firebase['connect-src']).toEqual(
      expect.arrayContaining([
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'http://127.0.0.1:9099',
      ]),
    );
    expect(firebase['frame-src']).toContain('https://demo.firebaseapp.com');
  });

  it('sends HSTS only over https (as Express sees it behind a trusted proxy)', async () => {
    const app = express();
    app.set('trust proxy', true);
    app.use(securityHeaders());
    app.get('/', (_req, res) => {
      res.send('ok');
    });
    expect((await request(app).get('/')).headers['strict-transport-security']).toBeUndefined();
    const secure = await request(app).get('/').set('x-forwarded-proto', 'https');
    expect(secure.headers['strict-transport-security']).toMatch(/^max-age=63072000; includeSubDomains$/);
  });
});
