import { describe, expect, it } from 'vitest';
import { loginRateLimiter } from './loginRateLimiter.ts';

describe('login rate limiter', () => {
  it('locks an account after its failures, until the window passes', () => {
    const limiter = loginRateLimiter({ perAccount: 3, perIp: 100, windowMs: 60_000 });
    for (let i = 0; i < 3; i++) {
      expect(limiter.check('acc', 'ip1', 1000 + i)).toBe(0);
      limiter.recordFailure('acc', 'ip1', 1000 + i);
    }
    expect(limiter.check('acc', 'ip2', 2000)).toBe(59);
    expect(limiter.check('other', 'ip1', 2000)).toBe(0);
    expect(limiter.check('acc', 'ip1', 61_003)).toBe(0);
  });
  it('limits failures per address across accounts, never successes; success clears the account', () => {
    const limiter = loginRateLimiter({ perAccount: 2, perIp: 3, windowMs: 60_000 });
    expect([1, 2, 3, 4, 5].map((n) => limiter.check(`ok${n}`, 'office', n))).toEqual([0, 0, 0, 0, 0]);
    for (const n of [1, 2, 3]) limiter.recordFailure(`a${n}`, 'ip', n);
    expect(limiter.check('a4', 'ip', 4)).toBeGreaterThan(0);
    limiter.recordFailure('b', 'ip2', 5);
    limiter.recordSuccess('b');
    limiter.recordFailure('b', 'ip2', 6);
    expect(limiter.check('b', 'ip2', 7)).toBe(0);
  });
});
