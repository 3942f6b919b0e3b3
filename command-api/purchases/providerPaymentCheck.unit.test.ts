import { describe, expect, it } from 'vitest';
import { refusalOf } from './providerPaymentCheck.ts';

const testKey = { testMode: true };
const liveKey = { testMode: false };

describe('a provider payment counts only in baht and in the key’s mode (issue 15)', () => {
  it('counts baht in the key’s own mode', () => {
    expect(refusalOf({ currency: 'thb', livemode: false }, testKey)).toBeNull();
    expect(refusalOf({ currency: 'THB', livemode: true }, liveKey)).toBeNull();
  });

  it('refuses another currency, or none', () => {
    for (const currency of ['usd', 'thb ', '', null])
      expect(refusalOf({ currency, livemode: false }, testKey), String(currency)).toBe('CURRENCY_NOT_THB');
  });

  it('refuses live money at a test key and test money at a live key', () => {
    expect(refusalOf({ currency: 'thb', livemode: true }, testKey)).toBe('LIVEMODE_MISMATCH');
    expect(refusalOf({ currency: 'thb', livemode: false }, liveKey)).toBe('LIVEMODE_MISMATCH');
  });
});
