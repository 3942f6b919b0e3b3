import { createHmac, hkdfSync } from 'node:crypto';

/** Turns a viewer (an account id or a client address) into a key that cannot be turned back. */
export type ViewerKeys = (viewer: { uid: string } | { address: string }) => string;

/**
 * Keyed hashes of viewers for the view counter: a key derived from the token secret (HKDF, its own
 * purpose label), so the events never hold an account id or an address, and nobody without the
 * secret can test a guess against them.
 */
export function viewerKeys(secret: string): ViewerKeys {
  const key = Buffer.from(hkdfSync('sha256', secret, '', 'dashclip viewer key v1', 32));
  return (viewer) =>
    createHmac('sha256', key)
      .update('uid' in viewer ? `uid:${viewer.uid}` : `address:${viewer.address}`)
      .digest('base64url');
}
