import { createPublicKey } from 'node:crypto';

/** Unpadded base64url only (what PushSubscription.toJSON gives). */
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const decoded = (text: string): Buffer | null =>
  BASE64URL.test(text) ? Buffer.from(text, 'base64url') : null;

/** The browser's P-256 key (`keys.p256dh`): an uncompressed point (65 bytes, 0x04 first) on the curve. */
export function isP256PublicKey(text: string): boolean {
  const raw = decoded(text);
  if (!raw || raw.length !== 65 || raw[0] !== 0x04) return false;
  try {
    const x = raw.subarray(1, 33).toString('base64url');
    const y = raw.subarray(33).toString('base64url');
    createPublicKey({ key: { kty: 'EC', crv: 'P-256', x, y }, format: 'jwk' });
    return true;
  } catch {
    return false;
  }
}

/** The browser's authentication secret (`keys.auth`): 16 bytes (RFC 8291). */
export function isAuthSecret(text: string): boolean {
  return decoded(text)?.length === 16;
}
