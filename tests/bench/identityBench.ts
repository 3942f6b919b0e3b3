/**
 * Identity benchmark: what signing in and being recognised cost, on the embedded stack (PGlite in
 * memory, projector running, crypto-shredding store).
 *
 *   npm run bench:identity          (BENCH_SCALE=0.2 for a quick run)
 */
import { performance } from 'node:perf_hooks';
import request from 'supertest';
import {
  hashPassword,
  OWASP_SCRYPT_COST,
  passwordHasher,
  verifyPassword,
} from '../../infra/adapters/identity/passwords.ts';
import { identityTokens } from '../../infra/adapters/identity/identityTokens.ts';
import { testMarketplace, TEST_PASSWORD } from '../fixtures/testMarketplace.ts';

const scale = Number(process.env.BENCH_SCALE ?? 1);
const n = (count: number) => Math.max(1, Math.round(count * scale));

async function timed(label: string, times: number, step: (i: number) => Promise<unknown>) {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await step(i);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!.toFixed(2);
  console.log(`${label.padEnd(44)} n=${String(times).padStart(4)}  p50 ${at(0.5)} ms  p95 ${at(0.95)} ms`);
}

const hash = await hashPassword(TEST_PASSWORD);
await timed('scrypt hash (N=2^17, r=8: OWASP, production)', n(10), () => hashPassword(TEST_PASSWORD));
await timed('scrypt verify (N=2^17)', n(10), () => verifyPassword(TEST_PASSWORD, hash));
const testCost = passwordHasher({ N: 2 ** 14, r: 8, p: 1 });
await timed('scrypt hash (N=2^14: the test fixture only)', n(20), () => testCost.hash(TEST_PASSWORD));
const tokens = identityTokens('bench-secret-that-is-long-enough-for-hs256!!');
const token = await tokens.issueSession('u1', 's1', new Date(Date.now() + 3_600_000));
await timed('session token verify (jose HS256)', n(2000), () => tokens.verifySession(token));

// Sign-in at the production cost: what a real POST /auth/login costs.
const m = await testMarketplace({ scryptCost: OWASP_SCRYPT_COST });
try {
  const email = m.people!.seller.email;
  await timed('POST /auth/login (verify + UserLoggedIn + wait)', n(40), () =>
    request(m.app).post('/api/auth/login').send({ email, password: TEST_PASSWORD }).expect(200),
  );
  await timed('GET /auth/profile (token + session lookup)', n(500), () =>
    request(m.app).get('/api/auth/profile').set('authorization', `Bearer ${m.tokens.buyer}`).expect(200),
  );
  await timed('GET /videos anonymous (baseline, no lookup)', n(500), () =>
    request(m.app).get('/api/videos').expect(200),
  );
  const rss = process.memoryUsage().rss / 1024 / 1024;
  console.log(`resident memory after the run: ${rss.toFixed(0)} MB`);
} finally {
  await m.close();
}
