import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  certificateKeyring,
  ephemeralCertificateKeyring,
  keyIdOf,
  publishedKeys,
} from './certificateKeyring.ts';
import { checkSignature, signDocument } from './certificateSignature.ts';
import {
  CERTIFICATE_KEYS_DIR,
  dataDirectoryKeyring,
  loadCertificateKeyring,
  parsePublicKeys,
  parseSigningKey,
} from './loadCertificateKeyring.ts';

const document = {
  format: 'dashclip-certificate/1',
  clip: { sha256: 'ab'.repeat(32), bytes: 5_242_880, durationSeconds: 12.5 },
  purchase: { receiptNumber: 'DC-0A1B-2C3D-4E5F', status: 'paid' },
  downloads: [{ at: '2026-11-20T03:00:00.000Z' }],
};

describe('signed certificates', () => {
  const keyring = ephemeralCertificateKeyring();

  it('verify with the key that signed them', () => {
    const signed = signDocument(keyring, document);
    expect(signed.signature).toMatchObject({ alg: 'Ed25519', kid: keyring.current.kid });
    expect(signed.signature.value).toMatch(/^[A-Za-z0-9_-]{86}$/);
    expect(checkSignature(keyring, signed)).toEqual({
      signatureValid: true,
      kid: keyring.current.kid,
      keyKnown: true,
    });
  });

  it('still verify after a JSON round trip with the keys in another order', () => {
    const signed = signDocument(keyring, document);
    const reordered = JSON.parse(
      JSON.stringify({ signature: signed.signature, certificate: signed.certificate }),
    );
    expect(checkSignature(keyring, reordered).signatureValid).toBe(true);
  });

  it('fail when one byte of the JSON changed', () => {
    const json = JSON.stringify(signDocument(keyring, document));
    const changed = json.replace('DC-0A1B-2C3D-4E5F', 'DC-0A1B-2C3D-4E5E');
    expect(changed).not.toBe(json);
    expect(checkSignature(keyring, JSON.parse(changed)).signatureValid).toBe(false);
    const size = json.replace('5242880', '5242881');
    expect(checkSignature(keyring, JSON.parse(size)).signatureValid).toBe(false);
  });

  it('fail when made with a different key, whichever kid they claim', () => {
    const other = ephemeralCertificateKeyring();
    const forged = signDocument(other, document);
    expect(checkSignature(keyring, forged)).toEqual({
      signatureValid: false,
      kid: other.current.kid,
      keyKnown: false,
    });
    const claimed = { ...forged, signature: { ...forged.signature, kid: keyring.current.kid } };
    expect(checkSignature(keyring, claimed)).toMatchObject({ signatureValid: false, keyKnown: true });
  });

  it('fail on a malformed signature or another algorithm without throwing', () => {
    const signed = signDocument(keyring, document);
    for (const signature of [
      { ...signed.signature, value: 'not base64url!' },
      { ...signed.signature, value: signed.signature.value.slice(0, 40) },
      { ...signed.signature, alg: 'RS256' },
    ])
      expect(checkSignature(keyring, { ...signed, signature }).signatureValid).toBe(false);
  });

  it('signed with a rotated-out key still verify under the new keyring', () => {
    const old = ephemeralCertificateKeyring();
    const signedBefore = signDocument(old, document);
    const rotated = certificateKeyring(generateKeyPairSync('ed25519').privateKey, [old.current.publicKey]);
    expect(rotated.current.kid).not.toBe(old.current.kid);
    expect(checkSignature(rotated, signedBefore)).toMatchObject({ signatureValid: true, keyKnown: true });
    expect(publishedKeys(rotated).keys.map((key) => [key.kid, key.current])).toEqual([
      [rotated.current.kid, true],
      [old.current.kid, false],
    ]);
  });
});

describe('certificate keys', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(tmpdir(), 'dashclip-keys-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('are named by the first 16 hex characters of the SHA-256 of the SPKI DER', () => {
    const { publicKey } = generateKeyPairSync('ed25519');
    expect(keyIdOf(publicKey)).toMatch(/^[0-9a-f]{16}$/);
    const published = publishedKeys(certificateKeyring(generateKeyPairSync('ed25519').privateKey));
    expect(published.keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', use: 'sig', current: true });
    expect(Buffer.from(published.keys[0]!.x, 'base64url')).toHaveLength(32);
  });

  it('are generated once in the data directory, owner-only, and kept across starts', () => {
    const dataDir = tempDir();
    const first = dataDirectoryKeyring(dataDir);
    const again = dataDirectoryKeyring(dataDir);
    expect(again.current.kid).toBe(first.current.kid);
    const dir = path.join(dataDir, CERTIFICATE_KEYS_DIR);
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    const [file] = fs.readdirSync(dir);
    expect(fs.statSync(path.join(dir, file!)).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(path.join(dir, file!), 'utf8')).toMatch(/^-----BEGIN PRIVATE KEY-----/);
  });

  it('rotate in the data directory: the newest file signs, the older ones verify', () => {
    const dataDir = tempDir();
    const before = dataDirectoryKeyring(dataDir, () => new Date('2026-01-01T00:00:00Z'));
    const signed = signDocument(before, document);
    const { privateKey } = generateKeyPairSync('ed25519');
    fs.writeFileSync(
      path.join(dataDir, CERTIFICATE_KEYS_DIR, '20270101T000000Z-rotated.pem'),
      privateKey.export({ type: 'pkcs8', format: 'pem' }),
      { mode: 0o600 },
    );
    const after = dataDirectoryKeyring(dataDir);
    expect(after.current.kid).not.toBe(before.current.kid);
    expect(checkSignature(after, signed).signatureValid).toBe(true);
  });

  it('come from configuration as PEM or base64 PEM, with older public keys as a list or JSON array', () => {
    const current = generateKeyPairSync('ed25519');
    const older = generateKeyPairSync('ed25519');
    const pem = String(current.privateKey.export({ type: 'pkcs8', format: 'pem' }));
    const spki = older.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    for (const signingKey of [pem, Buffer.from(pem).toString('base64')])
      for (const publicKeys of [spki, `${spki},`, JSON.stringify([spki])]) {
        const { keyring, source } = loadCertificateKeyring({
          signingKey,
          publicKeys,
          dataDir: '/nonexistent',
        });
        expect(source).toBe('configuration');
        expect(keyring.current.kid).toBe(keyIdOf(current.publicKey));
        expect(keyring.keys.map((key) => key.kid)).toEqual([
          keyIdOf(current.publicKey),
          keyIdOf(older.publicKey),
        ]);
      }
  });

  it('refuse keys that are not Ed25519', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 });
    expect(() =>
      certificateKeyring(parseSigningKey(String(rsa.privateKey.export({ type: 'pkcs8', format: 'pem' })))),
    ).toThrow(/Ed25519/);
    const rsaSpki = rsa.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    expect(() =>
      certificateKeyring(generateKeyPairSync('ed25519').privateKey, parsePublicKeys(rsaSpki)),
    ).toThrow(/Ed25519/);
  });
});
