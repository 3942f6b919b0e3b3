import { createHash, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';

/** Hex characters of the public key's SHA-256 that name it (`kid`). */
export const KEY_ID_HEX_LENGTH = 16;

/** One public key a certificate's signature is accepted under. */
export interface VerifyingKey {
  kid: string;
  publicKey: KeyObject;
}

/**
 * The platform's certificate keys: the current one signs, every key listed verifies (the current
 * one first, then the older ones a rotation keeps), so a certificate signed before a rotation
 * still checks out.
 */
export interface CertificateKeyring {
  current: VerifyingKey & { privateKey: KeyObject };
  keys: VerifyingKey[];
}

/** The first 16 hex characters of the SHA-256 of the public key's SPKI DER encoding. */
export function keyIdOf(publicKey: KeyObject): string {
  const der = publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(der).digest('hex').slice(0, KEY_ID_HEX_LENGTH);
}

/** Refuses anything but an Ed25519 key, whatever PEM or DER it came in. */
export function assertEd25519(key: KeyObject, what: string): KeyObject {
  if (key.asymmetricKeyType !== 'ed25519') throw new Error(`${what} is not an Ed25519 key`);
  return key;
}

/** A keyring signing with `privateKey` and accepting it and `older` public keys (duplicates once). */
export function certificateKeyring(privateKey: KeyObject, older: KeyObject[] = []): CertificateKeyring {
  assertEd25519(privateKey, 'the certificate signing key');
  const publicKey = createPublicKey(privateKey);
  const current = { kid: keyIdOf(publicKey), publicKey, privateKey };
  const keys: VerifyingKey[] = [{ kid: current.kid, publicKey }];
  for (const key of older) {
    const kid = keyIdOf(assertEd25519(key, 'an accepted certificate public key'));
    if (!keys.some((known) => known.kid === kid)) keys.push({ kid, publicKey: key });
  }
  return { current, keys };
}

/** A keyring with a fresh key held only in memory: tests and one-off tools, never a deployment. */
export function ephemeralCertificateKeyring(): CertificateKeyring {
  return certificateKeyring(generateKeyPairSync('ed25519').privateKey);
}

/** One key of the published key set (RFC 8037's OKP JWK, plus whether it is the one signing now). */
export interface PublishedKey {
  kty: 'OKP';
  crv: 'Ed25519';
  kid: string;
  x: string;
  use: 'sig';
  current: boolean;
}

/** The public keys as anyone may fetch them (GET /.well-known/dashclip-certificate-keys.json). */
export function publishedKeys(keyring: CertificateKeyring): { keys: PublishedKey[] } {
  return {
    keys: keyring.keys.map(({ kid, publicKey }) => {
      const jwk = publicKey.export({ format: 'jwk' });
      return {
        kty: 'OKP',
        crv: 'Ed25519',
        kid,
        x: String(jwk.x),
        use: 'sig',
        current: kid === keyring.current.kid,
      };
    }),
  };
}
