import { describe, expect, it } from 'vitest';
import { tokenSigner } from './tokens.ts';

describe('signed tokens', () => {
  const signer = tokenSigner('a-secret-of-enough-length-for-tests');
  const claims = { sub: 'u1', role: 'admin' as const, exp: 2_000_000_000 };

  it('verifies what it issued', () => {
    expect(signer.verify(signer.issue(claims), 1_900_000_000)).toEqual(claims);
  });
  it('refuses an expired token', () => {
    expect(signer.verify(signer.issue(claims), 2_000_000_001)).toBeNull();
  });
  it('refuses a token whose claims were changed', () => {
    const [, signature] = signer.issue(claims).split('.');
    const forged = `${Buffer.from(JSON.stringify({ ...claims, sub: 'u2' })).toString('base64url')}.${signature}`;
    expect(signer.verify(forged, 1_900_000_000)).toBeNull();
  });
  it('refuses a token signed with another secret, and garbage', () => {
    expect(tokenSigner('another-secret').verify(signer.issue(claims), 1_900_000_000)).toBeNull();
    expect(signer.verify('not-a-token')).toBeNull();
    expect(signer.verify('a.b.c')).toBeNull();
  });
});
