import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeAbandonedUploads } from './removeAbandonedUploads.ts';

const HOUR = 60 * 60 * 1000;
const now = new Date('2026-11-21T12:00:00.000Z');

describe('removing abandoned uploads', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'dashclip-cleanup-'));
  });
  afterEach(async () => rm(dir, { recursive: true, force: true }));

  async function file(name: string, hoursAgo: number) {
    const at = new Date(now.getTime() - hoursAgo * HOUR);
    await writeFile(path.join(dir, name), 'x');
    await utimes(path.join(dir, name), at, at);
  }

  it('removes uploads untouched for longer than the limit and keeps the others', async () => {
    await file('old', 25);
    await file('old.json', 30);
    // resumed an hour ago: its data file was written, its .json is from its creation two days ago
    await file('resumed', 1);
    await file('resumed.json', 48);
    await file('fresh', 0);
    await file('fresh.json', 0);
    // half an upload: metadata whose data file is gone
    await file('orphan.json', 25);

    const removed = await removeAbandonedUploads([dir], now, 24 * HOUR);

    expect(removed).toBe(3);
    expect((await readdir(dir)).sort()).toEqual(['fresh', 'fresh.json', 'resumed', 'resumed.json']);
  });

  it('exactly at the limit an upload stays; a missing directory is nothing to do', async () => {
    await file('edge', 24);
    expect(await removeAbandonedUploads([dir, path.join(dir, 'nope')], now, 24 * HOUR)).toBe(0);
  });
});
