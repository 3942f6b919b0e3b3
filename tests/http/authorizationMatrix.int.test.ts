import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPosition } from '../../events/checkpoint.ts';
import { recordClip } from '../fixtures/clips.ts';
import { testMarketplace } from '../fixtures/testMarketplace.ts';

type Access = 'public' | 'signedIn' | 'member' | 'admin';
type Caller = 'anonymous' | 'unverified' | 'buyer' | 'seller' | 'otherSeller' | 'suspended' | 'admin';
const callers: Caller[] = ['anonymous', 'unverified', 'buyer', 'seller', 'otherSeller', 'suspended', 'admin'];

/**
 * Every route the API serves, who may call it, and what an allowed caller gets for the request
 * below (an empty JSON body, ids that do not exist). A route missing here fails the test: nobody
 * adds a route without deciding who may call it.
 */
const table: Record<string, [Access, number]> = {
  'GET /auth/config': ['public', 200],
  'GET /site': ['public', 200],
  'POST /takedown-requests': ['public', 400],
  'POST /contact-messages': ['public', 400],
  'GET /dev/mailbox': ['public', 200],
  'GET /dev/sms': ['public', 200],
  'GET /videos': ['public', 200],
  'GET /search/videos': ['public', 200],
  'GET /search/map': ['public', 200],
  'GET /search/suggest': ['public', 400],
  'GET /videos/{id}': ['public', 404],
  'GET /locations/provinces': ['public', 200],
  'GET /locations/districts': ['public', 400],
  'GET /locations/sub-districts': ['public', 400],
  'GET /locations/search': ['public', 400],
  'GET /geocode/reverse': ['member', 400],
  'GET /auth/profile': ['signedIn', 200],
  'GET /users/profile': ['signedIn', 200],
  'POST /auth/register': ['public', 400],
  'POST /auth/verify-email': ['public', 400],
  'POST /auth/resend-verification': ['public', 400],
  'POST /auth/login': ['public', 400],
  'POST /auth/logout': ['signedIn', 200],
  'POST /auth/forgot-password': ['public', 400],
  'POST /auth/reset-password': ['public', 400],
  'POST /auth/change-password': ['signedIn', 400],
  'POST /auth/firebase-auth': ['public', 400],
  'PUT /users/profile': ['member', 200],
  'POST /users/phone/send-code': ['member', 400],
  'POST /users/phone/verify': ['member', 400],
  'POST /users/deactivate': ['signedIn', 200],
  'POST /users/reactivate': ['signedIn', 409],
  'DELETE /users/delete': ['signedIn', 400],
  'GET /admin/users': ['admin', 200],
  'GET /admin/users/all': ['admin', 200],
  'PUT /admin/users/{id}/suspend': ['admin', 404],
  'PUT /admin/users/{id}/activate': ['admin', 404],
  'DELETE /admin/users/{id}': ['admin', 404],
  'POST /videos/upload': ['member', 415],
  'POST /uploads/videos': ['member', 400],
  'HEAD /uploads/videos/{id}': ['member', 404],
  'PATCH /uploads/videos/{id}': ['member', 404],
  'DELETE /uploads/videos/{id}': ['member', 404],
  'GET /media/images/{file}': ['public', 404],
  'GET /videos/{id}/stream': ['member', 404],
  'GET /videos/{id}/preview': ['public', 404],
  'POST /videos/{id}/stream-token': ['member', 404],
  'PUT /admin/videos/{id}/approve': ['admin', 404],
  'PUT /admin/videos/{id}/reject': ['admin', 400],
  'PUT /admin/videos/{id}': ['admin', 404],
  'DELETE /admin/videos/{id}': ['admin', 404],
  'GET /admin/videos': ['admin', 200],
  'GET /admin/videos/all': ['admin', 200],
  'PUT /videos/{id}': ['member', 404],
  'DELETE /videos/{id}': ['member', 404],
  'POST /videos/{id}/resubmit': ['member', 404],
  'POST /videos/{id}/view': ['public', 404],
  'GET /videos/user/{id}': ['public', 404],
  'GET /users/videos': ['signedIn', 200],
  'GET /users/videos/duplicate': ['member', 400],
  'POST /purchases/create': ['member', 400],
  'POST /purchases/{id}/payment-method': ['member', 400],
  'GET /purchases/history': ['member', 200],
  'GET /purchases/{id}': ['member', 404],
  'GET /purchases/{id}/receipt': ['member', 404],
  'POST /purchases/{id}/tax-invoice': ['member', 400],
  'GET /purchases/{id}/tax-invoice': ['member', 404],
  'GET /verify': ['public', 400],
  'GET /users/purchases': ['member', 200],
  'GET /users/purchases/{id}/download': ['member', 404],
  'GET /users/purchases/{id}/certificate': ['member', 404],
  'GET /users/purchases/{id}/certificate.json': ['member', 404],
  'GET /certificates/keys': ['public', 200],
  'POST /certificates/verify': ['public', 400],
  'GET /users/earnings': ['member', 200],
  'GET /downloads/{token}': ['public', 401],
  'GET /payment-provider/config': ['public', 200],
  'POST /payment-provider/create-checkout-session': ['member', 400],
  'POST /payment-provider/create-payment-intent': ['member', 400],
  'GET /payment-provider/session-status': ['member', 400],
  'POST /payment-provider/confirm-payment': ['member', 400],
  'POST /payment-provider/webhook': ['public', 400],
  'GET /sandbox-payments/checkout/{clientSecret}': ['public', 404],
  'POST /sandbox-payments/checkout/{clientSecret}/pay': ['public', 404],
  'GET /sandbox-payments/intents/{clientSecret}': ['public', 404],
  'POST /sandbox-payments/intents/{clientSecret}/confirm-card': ['public', 404],
  'POST /sandbox-payments/three-ds/{id}': ['public', 404],
  'POST /sandbox-payments/intents/{id}/promptpay-paid': ['public', 404],
  'GET /admin/transactions': ['admin', 200],
  'PUT /admin/transactions/{id}/refund': ['admin', 400],
  'PUT /admin/transactions/{id}/confirm-transfer': ['admin', 400],
  'GET /admin/payouts': ['admin', 200],
  'GET /admin/payouts/{id}': ['admin', 404],
  'POST /admin/payouts/run': ['admin', 200],
  'PUT /admin/payouts/{id}/mark-paid': ['admin', 404],
  'PUT /admin/payouts/{id}/fail': ['admin', 400],
  'GET /admin/audit': ['admin', 200],
  'GET /admin/audit/export.csv': ['admin', 200],
  'GET /admin/audit/{entityType}/{entityId}': ['admin', 400],
  'POST /complaints': ['member', 400],
  'GET /complaints/mine': ['member', 200],
  'GET /admin/complaints': ['admin', 200],
  'GET /admin/dashboard': ['admin', 200],
  'PUT /admin/complaints/{id}/in-progress': ['admin', 404],
  'PUT /admin/complaints/{id}/priority': ['admin', 400],
  'PUT /admin/complaints/{id}/resolve': ['admin', 400],
  'PUT /admin/complaints/{id}/reject': ['admin', 400],
  'GET /notifications': ['member', 200],
  'PUT /notifications/{id}/read': ['member', 404],
  'PUT /notifications/read-all': ['member', 200],
  'POST /requests': ['member', 400],
  'PUT /requests/{id}': ['member', 404],
  'POST /requests/{id}/close': ['member', 404],
  'POST /requests/{id}/renew': ['member', 404],
  'POST /requests/{id}/report': ['member', 400],
  'PUT /admin/requests/{id}/remove': ['admin', 400],
  'PUT /users/alert-areas': ['member', 400],
  'PUT /users/alert-channels': ['member', 400],
  'POST /users/push-subscriptions': ['member', 400],
  'DELETE /users/push-subscriptions/{id}': ['member', 404],
  'POST /push-subscriptions/renewals': ['public', 400],
  'GET /push/public-key': ['public', 200],
  'GET /requests': ['public', 200],
  'GET /requests/map': ['public', 200],
  'GET /requests/{id}': ['public', 404],
  'GET /requests/{id}/matches': ['member', 404],
  'GET /users/requests': ['member', 200],
  'GET /users/alert-areas': ['member', 200],
  'GET /admin/requests': ['admin', 200],
};

function expected(access: Access, caller: Caller, allowed: number): number {
  if (caller === 'suspended') return 401; // a dead session is refused everywhere, public routes too
  if (access === 'public') return allowed;
  if (caller === 'anonymous') return 401;
  if (access === 'signedIn') return allowed;
  if (access === 'member') return caller === 'unverified' ? 403 : allowed;
  return caller === 'admin' ? allowed : 403;
}

type Method = 'get' | 'head' | 'post' | 'put' | 'patch' | 'delete';
type Doc = { paths: Record<string, Record<string, { 'x-access'?: string }>> };

describe('authorization matrix: every route × every kind of caller', () => {
  let m: Awaited<ReturnType<typeof testMarketplace>>;
  let routes: { key: string; method: string; path: string; access: string }[] = [];
  beforeAll(async () => {
    m = await testMarketplace();
    const doc = (await request(m.app).get('/api/openapi.json').expect(200)).body as Doc;
    routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        key: `${method.toUpperCase()} ${path.replace(/^\/api/, '')}`,
        method,
        path: path.replace(/^\/api/, '').replace(/\{(\w+)\}/g, 'does-not-exist'),
        access: op['x-access'] ?? 'public',
      })),
    );
  });
  afterAll(async () => m.close());

  /**
   * Routes whose allowed call ends the caller's session or account (an empty body suffices for
   * logout and deactivation): each of these gets a fresh person of the caller's kind, so that
   * nobody else is touched. Every other route is called by one person per kind, made once.
   */
  const sessionEnding = new Set(['POST /auth/logout', 'POST /users/deactivate', 'DELETE /users/delete']);
  const people = new Map<Caller, Promise<string>>();
  const newPersonToken = async (caller: Caller) =>
    (
      await m.newPerson(caller, {
        verified: caller !== 'unverified',
        admin: caller === 'admin',
        userType: caller === 'buyer' ? 'buyer' : 'seller',
      })
    ).token;
  async function tokenFor(caller: Caller, routeKey: string): Promise<string | undefined> {
    if (caller === 'anonymous') return undefined;
    if (caller === 'suspended') return m.tokens.suspended;
    if (sessionEnding.has(routeKey)) return newPersonToken(caller);
    if (!people.has(caller)) people.set(caller, newPersonToken(caller));
    return people.get(caller)!;
  }

  it('lists every route the API serves, with the access the route declares', () => {
    expect(routes.map((r) => r.key).sort()).toEqual(Object.keys(table).sort());
    for (const route of routes) expect(route.access, route.key).toBe(table[route.key]![0]);
  });

  it('answers each caller as the table says', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const [access, allowed] = table[route.key]!;
      for (const caller of callers) {
        const token = await tokenFor(caller, route.key);
        const call = request(m.app)[route.method as Method](`/api${route.path}`);
        if (token) call.set('authorization', `Bearer ${token}`);
        const res = route.method === 'get' || route.method === 'head' ? await call : await call.send({});
        const want = expected(access, caller, allowed);
        if (res.status !== want) failures.push(`${route.key} as ${caller}: ${res.status}, expected ${want}`);
        // HEAD answers carry no body (tus' offset query).
        if (res.status >= 400 && route.method !== 'head')
          expect(res.body.error.message, route.key).toMatch(/[\u0E00-\u0E7F]/);
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('expired, forged and garbage tokens: 401 everywhere, public routes included', async () => {
    for (const route of routes) {
      for (const token of [m.tokens.expired, m.tokens.forged, 'garbage']) {
        const agent = request(m.app);
        const res = await agent[route.method as Method](`/api${route.path}`).set(
          'authorization',
          `Bearer ${token}`,
        );
        expect(res.status, route.key).toBe(401);
      }
    }
  }, 180_000);

  it('a clip under review is seen by its seller and admins only', async () => {
    const created = await recordClip(m.store, m.people!.seller.uid);
    const path = `/api/videos/${created.clipId}`;
    const seen = async (token?: string) => {
      const call = request(m.app).get(path).set('x-consistent-after', formatPosition(created.position));
      return (token ? call.set('authorization', `Bearer ${token}`) : call).then((res) => res.status);
    };
    expect(await seen(m.tokens.seller)).toBe(200);
    expect(await seen(m.tokens.admin)).toBe(200);
    expect(await seen(m.tokens.otherSeller)).toBe(404);
    expect(await seen(m.tokens.buyer)).toBe(404);
    expect(await seen()).toBe(404);
  });
});
