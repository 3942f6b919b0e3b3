import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { seedRefusal } from './seedGuard.ts';

const distributed = {
  DATABASE_URL: 'postgres://db.internal/dashclip',
  TOKEN_SECRET: 'a-token-secret-of-at-least-32-characters',
  PAYMENT_PROVIDER: 'sandbox',
};

describe('dev:seed (accounts with a published password)', () => {
  it('seeds the embedded database of a tester’s own machine', () => {
    expect(seedRefusal(loadConfig({}), [])).toBeNull();
  });
  it('refuses a database server unless forced, naming the variable and --force', () => {
    expect(seedRefusal(loadConfig(distributed), [])).toMatch(/DATABASE_URL.*--force/s);
    expect(
      seedRefusal(loadConfig({ ...distributed, DATABASE_URL: '', KURRENTDB_URL: 'kurrentdb://k:2113' }), []),
    ).toMatch(/KURRENTDB_URL/);
    expect(seedRefusal(loadConfig(distributed), ['--force'])).toBeNull();
  });
  it('refuses while dev tools are off (a marketplace others can reach) unless forced', () => {
    expect(seedRefusal(loadConfig({ HOST: '0.0.0.0' }), [])).toMatch(/DEV_TOOLS.*--force/s);
    expect(seedRefusal(loadConfig({ DEV_TOOLS: 'false' }), [])).toMatch(/DEV_TOOLS/);
    expect(seedRefusal(loadConfig({ DEV_TOOLS: 'false' }), ['--force'])).toBeNull();
  });
});
