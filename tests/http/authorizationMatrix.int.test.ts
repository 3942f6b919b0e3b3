import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMarketplace } from '../fixtures/testMarketplace.ts';

type Doc = { paths: Record<string, Record<string, { 'x-access'?: string; security?: unknown }>> };

/**
 * Every route in the OpenAPI document — so every route there is — is checked against every kind
 * of caller: the server, not the PWA, decides who may do what (DESIGN.md §6).
 */
describe('authorization matrix over every documented route', () => {
  let m: Awaited<ReturnType<typeof testMarketplace>>;
  let routes: { method: string; path: string; access: string }[] = [];
  beforeAll(async () => {
    m = await testMarketplace();
    const doc = (await request(m.app).get('/api/openapi.json').expect(200)).body as Doc;
    routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        method,
        path: path.replace(/^\/api/, '').replace(/\{(\w+)\}/g, 'does-not-exist'),
        access: op['x-access'] ?? 'public',
      })),
    );
  });
  afterAll(async () => m.close());

  const call = (route: { method: string; path: string }, token?: string) => {
    const r = request(m.app)[route.method as 'get' | 'post' | 'put' | 'delete'](`/api${route.path}`);
    return token ? r.set('authorization', `Bearer ${token}`) : r;
  };

  it('documents the routes it serves', () => {
    expect(routes.length).toBeGreaterThanOrEqual(5);
    expect(routes.map((r) => r.access)).toEqual(expect.arrayContaining(['public', 'signedIn', 'admin']));
  });

  it('no token: 401 for signed-in and admin routes', async () => {
    for (const route of routes.filter((r) => r.access !== 'public')) {
      const res = await call(route);
      expect(res.status, `${route.method} ${route.path}`).toBe(401);
      expect(res.body.error.code).toBe('UNAUTHORIZED');
    }
  });

  it('an expired or forged token: 401 everywhere, public routes included', async () => {
    for (const route of routes) {
      for (const token of [m.tokens.expired, m.tokens.forged, 'garbage']) {
        expect((await call(route, token)).status, `${route.method} ${route.path}`).toBe(401);
      }
    }
  });

  it('buyers and sellers: 403 on admin routes', async () => {
    for (const route of routes.filter((r) => r.access === 'admin')) {
      for (const token of [m.tokens.buyer, m.tokens.seller]) {
        const res = await call(route, token);
        expect(res.status, `${route.method} ${route.path}`).toBe(403);
        expect(res.body.error.message).toBe('เฉพาะผู้ดูแลระบบเท่านั้น');
      }
    }
  });

  it('the allowed caller gets past authorization (an answer other than 401/403)', async () => {
    for (const route of routes) {
      const token =
        route.access === 'admin' ? m.tokens.admin : route.access === 'signedIn' ? m.tokens.buyer : undefined;
      const res = await call(route, token);
      expect([401, 403], `${route.method} ${route.path}`).not.toContain(res.status);
      expect(res.status, `${route.method} ${route.path}`).toBeLessThan(500);
    }
  });
});
