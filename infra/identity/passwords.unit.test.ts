import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('password hashing', () => {
  it('verifies the right password only, with a salt per hash', async () => {
    const first = await hashPassword('รหัสผ่านยาวพอ123');
    const second = await hashPassword('รหัสผ่านยาวพอ123');
    expect(first).not.toBe(second);
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('รหัสผ่านยาวพอ123', first)).toBe(true);
    expect(await verifyPassword('รหัสผ่านยาวพอ124', first)).toBe(false);
  });
  it('never matches an empty or malformed stored hash', async () => {
    expect(await verifyPassword('', '')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$whatever')).toBe(false);
  });
});
