import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { REQUEST_PUBLIC_PIN_METRES } from '../../events/constants.ts';
import { distanceMetres } from '../../projector/projections/requests/geoSql.ts';
import { publicPin, requesterAlias, statusAt } from './requestView.ts';

const keyed = (secret: string) => (value: string) =>
  createHmac('sha256', secret).update(value).digest('base64url');

describe('a request as the public sees it', () => {
  it('snaps the pin to a grid of REQUEST_PUBLIC_PIN_METRES: near the exact pin, the same for pins in one cell', () => {
    const halfDiagonal = (REQUEST_PUBLIC_PIN_METRES / 2) * Math.SQRT2;
    for (const exact of [
      { lat: 13.6593, lng: 100.4309 },
      { lat: 18.7883, lng: 98.9853 },
      { lat: 7.0086, lng: 100.4747 },
    ]) {
      const shown = publicPin(exact.lat, exact.lng);
      expect(shown).not.toEqual(exact);
      expect(distanceMetres(exact, shown)).toBeLessThanOrEqual(halfDiagonal + 1);
    }
    expect(publicPin(13.65931, 100.43091)).toEqual(publicPin(13.65929, 100.43089));
  });

  it('names the requester by a four-digit alias: the same for all their requests, unguessable without the key', () => {
    const alias = requesterAlias(keyed('secret-1'), 'uid-1');
    expect(alias).toMatch(/^ผู้ขอ #\d{4}$/);
    expect(requesterAlias(keyed('secret-1'), 'uid-1')).toBe(alias);
    const others = ['uid-2', 'uid-3', 'uid-4', 'uid-5'].map((uid) => requesterAlias(keyed('secret-1'), uid));
    expect(others).not.toContain(alias);
    expect(
      new Set(['s2', 's3', 's4', 's5'].map((secret) => requesterAlias(keyed(secret), 'uid-1'))).size,
    ).toBeGreaterThan(1);
  });

  it('reads an open request past its expiry as expired', () => {
    const now = new Date('2026-11-21T06:00:00.000Z');
    expect(statusAt({ status: 'open', expires_at: '2026-11-21T06:00:01.000Z' }, now)).toBe('open');
    expect(statusAt({ status: 'open', expires_at: '2026-11-21T06:00:00.000Z' }, now)).toBe('expired');
    expect(statusAt({ status: 'closed', expires_at: '2026-12-21T06:00:00.000Z' }, now)).toBe('closed');
  });
});
