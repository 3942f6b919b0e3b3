import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { certificateKeyring, keyIdOf, type CertificateKeyring } from './certificateKeyring.ts';

/** Where the embedded mode keeps its signing keys, inside DATA_DIR. */
export const CERTIFICATE_KEYS_DIR = path.join('keys', 'certificate-signing');

/** Where the keyring came from, for the start-up log (never the keys themselves). */
export type KeyringSource = 'configuration' | 'data-directory';

const PEM = /^-----BEGIN [A-Z ]+-----/;

/** PEM text as given, or the base64 of PEM text, or base64 DER (`der` says which DER type). */
function keyText(value: string): { pem: string } | { der: Buffer } {
  const trimmed = value.trim();
  if (PEM.test(trimmed)) return { pem: trimmed };
  const decoded = Buffer.from(trimmed, 'base64');
  const asText = decoded.toString('utf8').trim();
  return PEM.test(asText) ? { pem: asText } : { der: decoded };
}

/** CERTIFICATE_SIGNING_KEY: a PKCS#8 private key, as PEM or its base64. */
export function parseSigningKey(value: string): KeyObject {
  const text = keyText(value);
  return 'pem' in text
    ? createPrivateKey({ key: text.pem, format: 'pem' })
    : createPrivateKey({ key: text.der, format: 'der', type: 'pkcs8' });
}

/**
 * CERTIFICATE_PUBLIC_KEYS: the older public keys still accepted, as a JSON array or a
 * comma-separated list, each base64 SPKI DER (or PEM inside the JSON array).
 */
export function parsePublicKeys(value: string | undefined): KeyObject[] {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) return [];
  const items: unknown = trimmed.startsWith('[') ? JSON.parse(trimmed) : trimmed.split(',');
  if (!Array.isArray(items)) throw new Error('CERTIFICATE_PUBLIC_KEYS must be a JSON array or a list');
  return items
    .map((item) => String(item).trim())
    .filter(Boolean)
    .map((item) => {
      const text = keyText(item);
      return 'pem' in text
        ? createPublicKey({ key: text.pem, format: 'pem' })
        : createPublicKey({ key: text.der, format: 'der', type: 'spki' });
    });
}

/** A key file's name: the time it was made, so the newest sorts last, and its key id. */
const keyFileName = (at: Date, privateKey: KeyObject) =>
  `${at.toISOString().replace(/[-:]|\.\d+/g, '')}-${keyIdOf(createPublicKey(privateKey))}.pem`;

/**
 * The data directory's keys (embedded mode): every `*.pem` in `DATA_DIR/keys/certificate-signing/`,
 * the last by name signing and all verifying; the first start writes one (0600 in a 0700 folder).
 * A rotation adds a file with a later name and keeps the old ones.
 */
export function dataDirectoryKeyring(
  dataDir: string,
  now: () => Date = () => new Date(),
): CertificateKeyring {
  const dir = path.join(dataDir, CERTIFICATE_KEYS_DIR);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
  const files = () =>
    fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.pem'))
      .sort();
  if (files().length === 0) {
    const { privateKey } = generateKeyPairSync('ed25519');
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' });
    fs.writeFileSync(path.join(dir, keyFileName(now(), privateKey)), pem, { mode: 0o600, flag: 'wx' });
  }
  const keys = files().map((name) => createPrivateKey(fs.readFileSync(path.join(dir, name), 'utf8')));
  const newest = keys.at(-1)!;
  return certificateKeyring(
    newest,
    keys
      .slice(0, -1)
      .reverse()
      .map((key) => createPublicKey(key)),
  );
}

/**
 * CERTIFICATE_SIGNING_KEY (and CERTIFICATE_PUBLIC_KEYS) when set; otherwise the data directory's
 * keys, as `loadTokenSecret` does for TOKEN_SECRET (CERTIFICATE_PUBLIC_KEYS is accepted beside them).
 */
export function loadCertificateKeyring(options: {
  signingKey: string | undefined;
  publicKeys: string | undefined;
  dataDir: string;
}): { keyring: CertificateKeyring; source: KeyringSource } {
  if (!options.signingKey) {
    const fromData = dataDirectoryKeyring(options.dataDir);
    const older = parsePublicKeys(options.publicKeys);
    return {
      keyring: certificateKeyring(fromData.current.privateKey, [
        ...fromData.keys.slice(1).map((key) => key.publicKey),
        ...older,
      ]),
      source: 'data-directory',
    };
  }
  return {
    keyring: certificateKeyring(parseSigningKey(options.signingKey), parsePublicKeys(options.publicKeys)),
    source: 'configuration',
  };
}
