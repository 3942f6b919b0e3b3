import { sign, verify } from 'node:crypto';
import { canonicalJson } from './canonicalJson.ts';
import type { CertificateKeyring } from './certificateKeyring.ts';

export const SIGNATURE_ALGORITHM = 'Ed25519';

/** A document and the platform's signature over its canonical JSON. */
export interface Signed<Document> {
  certificate: Document;
  signature: { alg: typeof SIGNATURE_ALGORITHM; kid: string; value: string };
}

/** What a check of a signed document found. */
export interface SignatureCheck {
  /** The signature is the platform's, made with the key it names, over exactly this document. */
  signatureValid: boolean;
  /** The key the signature names. */
  kid: string;
  /** That key is one the platform signs or signed with. */
  keyKnown: boolean;
}

const signedBytes = (document: unknown) => Buffer.from(canonicalJson(document), 'utf8');

/** Signs `certificate` with the keyring's current key (Ed25519 over its canonical JSON). */
export function signDocument<Document>(keyring: CertificateKeyring, certificate: Document): Signed<Document> {
  const value = sign(null, signedBytes(certificate), keyring.current.privateKey).toString('base64url');
  return { certificate, signature: { alg: SIGNATURE_ALGORITHM, kid: keyring.current.kid, value } };
}

/**
 * Checks a signed document against the key its signature names: an unknown key, another
 * algorithm or a signature that is not 64 bytes of base64url is simply not valid.
 */
export function checkSignature(
  keyring: CertificateKeyring,
  signed: { certificate: unknown; signature: { alg: string; kid: string; value: string } },
): SignatureCheck {
  const { kid } = signed.signature;
  const key = keyring.keys.find((known) => known.kid === kid);
  if (!key) return { signatureValid: false, kid, keyKnown: false };
  const value = Buffer.from(signed.signature.value, 'base64url');
  const wellFormed =
    signed.signature.alg === SIGNATURE_ALGORITHM &&
    /^[A-Za-z0-9_-]+$/.test(signed.signature.value) &&
    value.length === 64;
  const signatureValid = wellFormed && verify(null, signedBytes(signed.certificate), key.publicKey, value);
  return { signatureValid, kid, keyKnown: true };
}
