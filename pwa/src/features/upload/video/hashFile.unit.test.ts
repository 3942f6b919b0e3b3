import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { chunkRanges, sha256OfBlob } from './hashFile.ts';

describe('hashing a chosen video in slices', () => {
  it('covers every byte once, in order, the last slice short', () => {
    expect(chunkRanges(10, 4)).toEqual([
      [0, 4],
      [4, 8],
      [8, 10],
    ]);
    expect(chunkRanges(8, 4)).toEqual([
      [0, 4],
      [4, 8],
    ]);
    expect(chunkRanges(0, 4)).toEqual([]);
  });

  it('gives the same SHA-256 as the server, reporting progress up to 100', async () => {
    const bytes = randomBytes(10_000 + 7);
    const progress: number[] = [];
    const hex = await sha256OfBlob(new Blob([bytes]), { chunkBytes: 1024, onProgress: (p) => progress.push(p) });
    expect(hex).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(progress.length).toBe(11);
    expect(progress.at(-1)).toBe(100);
    expect(progress.slice(0, -1).every((p) => p < 100)).toBe(true);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  });

  it('stops when the seller picks another file', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(sha256OfBlob(new Blob([randomBytes(10)]), { signal: controller.signal })).rejects.toThrow();
  });
});
