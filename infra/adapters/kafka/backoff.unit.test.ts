import { describe, expect, it } from 'vitest';
import { backoffDelay } from './backoff.ts';

describe('restart back-off', () => {
  it('doubles from the first delay and stops at the cap', () => {
    expect([0, 1, 2, 3, 10, 1000].map((attempt) => backoffDelay(attempt, 100, 1000))).toEqual([
      100, 200, 400, 800, 1000, 1000,
    ]);
  });
});
