import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRATIONS_PER_NETWORK } from '../../command-api/constants.ts';
import { authTexts } from '../../command-api/routes/messages/authTexts.ts';
import { registration } from '../fixtures/devMailbox.ts';
import { testMarketplace } from '../fixtures/testMarketplace.ts';

describe('registrations are counted per network before the costly password hash', () => {
  let m: Awaited<ReturnType<typeof testMarketplace>>;
  // Behind a trusted proxy the client's network comes from X-Forwarded-For.
  beforeAll(async () => {
    m = await testMarketplace({ trustProxy: true });
  });
  afterAll(async () => m.close());

  const register = (network: string) =>
    request(m.app).post('/api/auth/register').set('x-forwarded-for', network).send(registration());

  it(`given ${REGISTRATIONS_PER_NETWORK} registrations from one network, then the next waits with a Thai 429, and another network still registers`, async () => {
    for (let n = 0; n < REGISTRATIONS_PER_NETWORK; n++) await register('198.51.100.7').expect(201);
    const refused = await register('198.51.100.7').expect(429);
    expect(refused.body).toMatchObject({
      success: false,
      error: { code: 'TOO_MANY_ATTEMPTS', message: authTexts.tooManyRegistrations },
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // the refused one made no account: the users are those let through
    const { rows } = await m.db.query<{ n: number }>(
      `select count(*)::int as n from events where type = 'UserRegistered'`,
    );
    const before = rows[0]!.n;
    await register('203.0.113.9').expect(201);
    const after = await m.db.query<{ n: number }>(
      `select count(*)::int as n from events where type = 'UserRegistered'`,
    );
    expect(after.rows[0]!.n).toBe(before + 1);
  });
});
