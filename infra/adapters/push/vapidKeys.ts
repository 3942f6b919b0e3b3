import { createECDH } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The VAPID key pair (RFC 8292) Web Push messages are signed with, as base64url: the public key an
 * uncompressed P-256 point (65 bytes, what browsers take as `applicationServerKey`), the private
 * key its 32-byte scalar; and the contact the push services may write to (`mailto:` or `https:`).
 */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** Where the embedded mode keeps its pair, inside DATA_DIR (backups copy `keys/`). */
export const VAPID_KEYS_FILE = path.join('keys', 'web-push', 'vapid.json');

/** Where the pair came from, for the start-up log (never the keys themselves). */
export type VapidKeySource = 'configuration' | 'data-directory';

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * Why a pair is not usable (a sentence for the configuration error), or null: both base64url, the
 * public key 65 bytes starting with 0x04, the private key 32 bytes, and the private key's own
 * public key the one given (a mismatch would have every push service refuse every message).
 */
export function vapidKeyPairProblem(publicKey: string, privateKey: string): string | null {
  if (!BASE64URL.test(publicKey) || !BASE64URL.test(privateKey)) return 'must be unpadded base64url';
  const publicBytes = Buffer.from(publicKey, 'base64url');
  const privateBytes = Buffer.from(privateKey, 'base64url');
  if (publicBytes.length !== 65 || publicBytes[0] !== 0x04)
    return 'the public key must be an uncompressed P-256 point (65 bytes)';
  if (privateBytes.length !== 32) return 'the private key must be a P-256 private key (32 bytes)';
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(privateBytes);
    if (!ecdh.getPublicKey().equals(publicBytes)) return 'the public key is not the private key’s';
  } catch {
    return 'the private key is not a P-256 private key';
  }
  return null;
}

/** A fresh pair (what `npx web-push generate-vapid-keys` prints, made here without the tool). */
export function generateVapidKeyPair(): Omit<VapidKeys, 'subject'> {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  // A scalar with leading zero bytes comes back shorter: the private key is always 32 bytes.
  const scalar = ecdh.getPrivateKey();
  const privateBytes = Buffer.concat([Buffer.alloc(32 - scalar.length), scalar]);
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: privateBytes.toString('base64url'),
  };
}

/** A pair held in memory only (tests, and a process that never sends). */
export function ephemeralVapidKeys(subject = 'mailto:no-reply@dashclip.test'): VapidKeys {
  return { ...generateVapidKeyPair(), subject };
}

/**
 * The data directory's pair (embedded mode): `DATA_DIR/keys/web-push/vapid.json`, written at the
 * first start (0600 in a 0700 folder) and kept: browsers subscribed with its public key, and a new
 * pair would leave every subscription unusable.
 */
export function dataDirectoryVapidKeys(dataDir: string): Omit<VapidKeys, 'subject'> {
  const file = path.join(dataDir, VAPID_KEYS_FILE);
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.chmodSync(path.dirname(file), 0o700);
  if (!fs.existsSync(file)) {
    try {
      fs.writeFileSync(file, `${JSON.stringify(generateVapidKeyPair())}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process of this data directory wrote it first: theirs is the pair.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
  const publicKey = typeof stored.publicKey === 'string' ? stored.publicKey : '';
  const privateKey = typeof stored.privateKey === 'string' ? stored.privateKey : '';
  const problem = vapidKeyPairProblem(publicKey, privateKey);
  if (problem) throw new Error(`${file}: ${problem}`);
  return { publicKey, privateKey };
}

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set (checked by the configuration), otherwise the
 * data directory's pair, as loadCertificateKeyring does for the certificate keys.
 */
export function loadVapidKeys(options: {
  publicKey: string | undefined;
  privateKey: string | undefined;
  subject: string;
  dataDir: string;
}): { keys: VapidKeys; source: VapidKeySource } {
  if (options.publicKey && options.privateKey)
    return {
      keys: { publicKey: options.publicKey, privateKey: options.privateKey, subject: options.subject },
      source: 'configuration',
    };
  return {
    keys: { ...dataDirectoryVapidKeys(options.dataDir), subject: options.subject },
    source: 'data-directory',
  };
}
