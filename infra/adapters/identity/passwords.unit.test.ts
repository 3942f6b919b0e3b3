import { describe, expect, it } from 'vitest';
import { hashPassword, OWASP_SCRYPT_COST, passwordHasher, verifyPassword } from './passwords.ts';

describe('password hashing', () => {
  it('hashes at OWASP’s scrypt cost (N=2^17, r=8, p=1) and verifies the right password only', async () => {
    const stored = await hashPassword('รหัสผ่านยาวพอ123');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('รหัสผ่านยาวพอ123', stored)).toBe(true);
    expect(await verifyPassword('รหัสผ่านยาวพอ124', stored)).toBe(false);
    expect(passwordHasher().needsRehash(stored)).toBe(false);
  });

  it('verifies a hash made at the old cost (N=2^14), which then needs upgrading; a salt per hash', async () => {
    const old = passwordHasher({ N: 2 ** 14, r: 8, p: 1 });
    const first = await old.hash('รหัสผ่านยาวพอ123');
    expect(first).not.toBe(await old.hash('รหัสผ่านยาวพอ123'));
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$/);
    const current = passwordHasher(OWASP_SCRYPT_COST);
    expect(await current.verify('รหัสผ่านยาวพอ123', first)).toBe(true);
    expect(current.needsRehash(first)).toBe(true);
    expect(old.needsRehash(first)).toBe(false);
  });

  it('never matches an empty, malformed or absurdly costly stored hash', async () => {
    const hasher = passwordHasher({ N: 2 ** 10, r: 8, p: 1 });
    expect(await hasher.verify('', '')).toBe(false);
    expect(await hasher.verify('x', 'bcrypt$whatever')).toBe(false);
    expect(await hasher.verify('x', 'scrypt$1073741824$8$1$c2FsdA$aGFzaA')).toBe(false);
    expect(await hasher.verify('x', 'scrypt$1000$8$1$c2FsdA$aGFzaA')).toBe(false);
    expect(hasher.needsRehash('')).toBe(false);
  });
});
