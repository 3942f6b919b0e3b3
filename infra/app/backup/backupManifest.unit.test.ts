import { describe, expect, it } from 'vitest';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  isSafeRelativePath,
  originalsOf,
  parseManifest,
  type BackupManifest,
} from './backupManifest.ts';

const hash = 'a'.repeat(64);
const manifest: BackupManifest = {
  format: BACKUP_FORMAT,
  version: BACKUP_FORMAT_VERSION,
  takenAt: '2026-11-26T18:30:28.037Z',
  whileRunning: true,
  database: {
    path: 'database.tar.gz',
    bytes: 10,
    sha256: hash,
    postgresVersion: '18.6',
    events: { count: 3, lastGlobalPosition: 3 },
  },
  files: [
    { path: 'media/images/cover.webp', bytes: 1, sha256: hash },
    { path: 'media/originals/6f1c2a52-8e0b-4c8e-9d1e-3b2f6a7c9d10.mp4', bytes: 2, sha256: hash },
    { path: 'token-secret', bytes: 3, sha256: hash },
  ],
};
const withFiles = (files: unknown[]) => JSON.stringify({ ...manifest, files });

describe('isSafeRelativePath', () => {
  it.each(['media/originals/x.mp4', 'token-secret', 'media/uploads/0123.json'])('takes %s', (candidate) =>
    expect(isSafeRelativePath(candidate)).toBe(true),
  );
  it.each([
    '',
    '/etc/passwd',
    '../outside',
    'media/../../outside',
    'media/./x',
    'media//x',
    'media/',
    'C:\\Windows',
    'media\\x',
    'nul\0byte',
  ])('refuses %j', (candidate) => expect(isSafeRelativePath(candidate)).toBe(false));
});

describe('parseManifest', () => {
  it('reads back what a backup writes', () => {
    expect(parseManifest(JSON.stringify(manifest))).toEqual({ manifest });
  });

  it('names what is wrong: not JSON, another format or version, a path leaving the data directory, a file twice', () => {
    expect(parseManifest('{')).toEqual({ problem: 'not JSON' });
    expect(parseManifest(JSON.stringify({ ...manifest, format: 'other' }))).toHaveProperty('problem');
    expect(parseManifest(JSON.stringify({ ...manifest, version: BACKUP_FORMAT_VERSION + 1 }))).toHaveProperty(
      'problem',
    );
    const outside = parseManifest(withFiles([{ path: '../dashclip.lock', bytes: 1, sha256: hash }]));
    expect('problem' in outside && outside.problem).toContain('files.0.path');
    const twice = parseManifest(withFiles([...manifest.files, manifest.files[0]]));
    expect('problem' in twice && twice.problem).toContain('media/images/cover.webp is listed twice');
    expect(parseManifest(withFiles([{ path: 'database.tar.gz', bytes: 1, sha256: hash }]))).toHaveProperty(
      'problem',
    );
    expect(parseManifest(withFiles([{ path: 'x', bytes: 1, sha256: 'not-a-hash' }]))).toHaveProperty(
      'problem',
    );
    expect(parseManifest(JSON.stringify({ ...manifest, extra: true }))).toHaveProperty('problem');
  });
});

describe('originalsOf', () => {
  it('picks the originals, the evidence, out of the files', () => {
    expect(originalsOf(manifest).map((file) => file.path)).toEqual([
      'media/originals/6f1c2a52-8e0b-4c8e-9d1e-3b2f6a7c9d10.mp4',
    ]);
  });
});
