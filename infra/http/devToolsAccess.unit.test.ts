import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import type { CallerAccess } from './defineRoute.ts';
import { isLoopbackAddress, isLoopbackHost, mayUseDevTools } from './devToolsAccess.ts';

const requestFrom = (remoteAddress: string | undefined, headers: Record<string, string> = {}) =>
  ({
    socket: { remoteAddress },
    headers: { host: 'localhost:8080', ...headers },
    ip: '127.0.0.1',
  }) as unknown as Request;
const caller = (role: CallerAccess['role'], more: Partial<CallerAccess> = {}): CallerAccess => ({
  uid: 'u-1',
  role,
  emailVerified: true,
  deactivated: false,
  sessionId: 's-1',
  ...more,
});

describe('who may use the dev tools', () => {
  it('knows loopback socket addresses, IPv4-mapped ones included, and nothing else', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'])
      expect(isLoopbackAddress(address), address).toBe(true);
    for (const address of [
      undefined,
      '',
      '10.0.0.1',
      '::ffff:10.0.0.1',
      '::',
      '0.0.0.0',
      '127.0.0.1.example',
    ])
      expect(isLoopbackAddress(address), String(address)).toBe(false);
  });
  it('goes by the socket, not req.ip, and not when a proxy relayed the request', () => {
    expect(mayUseDevTools(requestFrom('127.0.0.1'), null)).toBe(true);
    // req.ip says loopback (a forged X-Forwarded-For under TRUST_PROXY): the socket does not.
    expect(mayUseDevTools(requestFrom('203.0.113.7'), null)).toBe(false);
    expect(mayUseDevTools(requestFrom('127.0.0.1', { 'x-forwarded-for': '203.0.113.7' }), null)).toBe(false);
    expect(mayUseDevTools(requestFrom('127.0.0.1', { 'x-real-ip': '203.0.113.7' }), null)).toBe(false);
  });
  it('not when the Host names another site: a tunnel or bare proxy without forwarding headers, or DNS rebinding', () => {
    for (const host of ['localhost', 'localhost:8080', '127.0.0.1:8080', '[::1]:8080', 'LOCALHOST'])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of [
      undefined,
      '',
      'dashclip.example',
      'localhost.evil.example',
      '127.0.0.1.nip.io',
      '[::2]:80',
    ])
      expect(isLoopbackHost(host), String(host)).toBe(false);
    expect(mayUseDevTools(requestFrom('127.0.0.1', { host: 'dashclip.example' }), null)).toBe(false);
    expect(mayUseDevTools(requestFrom('127.0.0.1', { host: 'rebind.attacker.example:8080' }), null)).toBe(
      false,
    );
  });
  it('lets a verified, active admin in from anywhere, nobody else', () => {
    const far = requestFrom('203.0.113.7');
    expect(mayUseDevTools(far, caller('admin'))).toBe(true);
    expect(mayUseDevTools(far, caller('seller'))).toBe(false);
    expect(mayUseDevTools(far, caller('admin', { deactivated: true }))).toBe(false);
    expect(mayUseDevTools(far, caller('admin', { emailVerified: false }))).toBe(false);
  });
});
