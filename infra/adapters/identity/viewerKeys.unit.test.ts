import { describe, expect, it } from 'vitest';
import { viewerKeys } from './viewerKeys.ts';

describe('viewer keys', () => {
  const keys = viewerKeys('a-secret-that-is-long-enough-for-hmac-use');

  it('the same viewer always gets the same key; accounts and addresses never collide', () => {
    expect(keys({ uid: 'u1' })).toBe(keys({ uid: 'u1' }));
    expect(keys({ uid: 'u1' })).not.toBe(keys({ uid: 'u2' }));
    expect(keys({ uid: '10.0.0.1' })).not.toBe(keys({ address: '10.0.0.1' }));
  });

  it('holds neither the id nor the address, and depends on the secret', () => {
    expect(keys({ address: '203.0.113.7' })).not.toContain('203.0.113.7');
    expect(viewerKeys('another-secret-that-is-long-enough!!')({ uid: 'u1' })).not.toBe(keys({ uid: 'u1' }));
  });
});
