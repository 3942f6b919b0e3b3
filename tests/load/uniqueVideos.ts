/**
 * Small real videos, each one unique: an ffmpeg-made 3-second fixture (tests/fixtures/videos) with
 * a `free` box of random bytes appended, which ISO BMFF readers skip — so no two uploads share a
 * fingerprint and none is refused as a duplicate. Read here rather than through
 * tests/fixtures/uploads.ts, which loads the whole in-process marketplace with it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** ISO BMFF containers only: a trailing `free` box is part of their format. */
const FIXTURES = ['clip-3s-faststart.mp4', 'clip-3s.mp4', 'clip-3s.mov'] as const;
const FREE_BOX_BYTES = 24;

export interface UniqueVideo {
  bytes: Buffer;
  sha256: string;
  filetype: string;
}

/** Answers a new unique video at each call, going round the fixtures. */
export function uniqueVideos(): () => UniqueVideo {
  const directory = path.resolve(import.meta.dirname, '../fixtures/videos');
  const originals = FIXTURES.map((name) => ({
    bytes: readFileSync(path.join(directory, name)),
    filetype: name.endsWith('.mov') ? 'video/quicktime' : 'video/mp4',
  }));
  let made = 0;
  return () => {
    const original = originals[made++ % originals.length]!;
    const free = Buffer.alloc(FREE_BOX_BYTES);
    free.writeUInt32BE(FREE_BOX_BYTES, 0);
    free.write('free', 4, 'latin1');
    randomBytes(FREE_BOX_BYTES - 8).copy(free, 8);
    const bytes = Buffer.concat([original.bytes, free]);
    return { bytes, sha256: createHash('sha256').update(bytes).digest('hex'), filetype: original.filetype };
  };
}
