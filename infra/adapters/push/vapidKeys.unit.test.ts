import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { afterEach, describe, expect, it } from 'vitest';
import {
  dataDirectoryVapidKeys,
  generateVapidKeyPair,
  loadVapidKeys,
  VAPID_KEYS_FILE,
  vapidKeyPairProblem,
} from './vapidKeys.ts';

describe('VAPID keys', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
  const dataDir = () => {
    const dir = fs.mkdtempSync(path.join(tmpdir(), 'dashclip-vapid-'));
    dirs.push(dir);
    return dir;
  };

  it('makes pairs web-push takes, and knows a pair from two halves of different ones', () => {
    for (let i = 0; i < 20; i++) {
      const pair = generateVapidKeyPair();
      expect(vapidKeyPairProblem(pair.publicKey, pair.privateKey)).toBeNull();
      expect(Buffer.from(pair.privateKey, 'base64url')).toHaveLength(32);
      expect(() =>
        webpush.getVapidHeaders(
          'https://fcm.googleapis.com',
          'mailto:a@b.th',
          pair.publicKey,
          pair.privateKey,
          'aes128gcm',
        ),
      ).not.toThrow();
    }
    const tool = webpush.generateVAPIDKeys();
    expect(vapidKeyPairProblem(tool.publicKey, tool.privateKey)).toBeNull();
    expect(vapidKeyPairProblem(tool.publicKey, generateVapidKeyPair().privateKey)).toMatch(
      /not the private key/,
    );
    expect(vapidKeyPairProblem('BAAA', tool.privateKey)).toMatch(/65 bytes/);
    expect(vapidKeyPairProblem(tool.publicKey, 'abc')).toMatch(/32 bytes/);
    expect(vapidKeyPairProblem(`${tool.publicKey}=`, tool.privateKey)).toMatch(/base64url/);
  });

  it('embedded: made once in DATA_DIR (0600 in a 0700 folder) and read back the same', () => {
    const dir = dataDir();
    const first = dataDirectoryVapidKeys(dir);
    expect(dataDirectoryVapidKeys(dir)).toEqual(first);
    const file = path.join(dir, VAPID_KEYS_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    expect(
      loadVapidKeys({ publicKey: undefined, privateKey: undefined, subject: 'mailto:a@b.th', dataDir: dir }),
    ).toEqual({ keys: { ...first, subject: 'mailto:a@b.th' }, source: 'data-directory' });
    fs.writeFileSync(
      file,
      JSON.stringify({ publicKey: first.publicKey, privateKey: generateVapidKeyPair().privateKey }),
    );
    expect(() => dataDirectoryVapidKeys(dir)).toThrow(/vapid\.json: the public key is not/);
  });

  it('configured: the given pair, and nothing written to DATA_DIR', () => {
    const dir = dataDir();
    const pair = generateVapidKeyPair();
    expect(loadVapidKeys({ ...pair, subject: 'https://dashclip.example', dataDir: dir })).toEqual({
      keys: { ...pair, subject: 'https://dashclip.example' },
      source: 'configuration',
    });
    expect(fs.existsSync(path.join(dir, VAPID_KEYS_FILE))).toBe(false);
  });
});
