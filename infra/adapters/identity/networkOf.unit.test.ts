import { describe, expect, it } from 'vitest';
import { networkOf } from './networkOf.ts';

describe('the network a sign-in limit counts', () => {
  it('keeps IPv4 addresses, also IPv4-mapped ones', () => {
    expect(networkOf('192.0.2.7')).toBe('192.0.2.7');
    expect(networkOf('::ffff:192.0.2.7')).toBe('192.0.2.7');
  });
  it('counts an IPv6 address by its /64, however it is written', () => {
    expect(networkOf('2001:db8:0:1::5')).toBe('2001:db8:0:1::/64');
    expect(networkOf('2001:0db8:0000:0001:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:0:1::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
  });
  it('keeps what is not an address', () => {
    expect(networkOf('unknown')).toBe('unknown');
  });
});
