import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIDEO_MAX_SECONDS } from '../../../events/constants.ts';
import { probeVideo, type VideoContainer } from './videoProbe.ts';

const fixtures = join(import.meta.dirname, '../../../tests/fixtures/videos');
const fixture = (name: string) => join(fixtures, name);

/** Each real fixture with the duration ffprobe reports for it (tests/fixtures/videos/README.md). */
const clips: { file: string; container: VideoContainer; ffprobeSeconds: number }[] = [
  { file: 'clip-3s.mp4', container: 'mp4', ffprobeSeconds: 3 },
  { file: 'clip-3s-faststart.mp4', container: 'mp4', ffprobeSeconds: 3 },
  { file: 'clip-3s.mov', container: 'mov', ffprobeSeconds: 3 },
  { file: 'clip-3s-no-ftyp.mov', container: 'mov', ffprobeSeconds: 3 },
  { file: 'clip-3s.avi', container: 'avi', ffprobeSeconds: 3.2 },
  { file: 'clip-3s.wmv', container: 'wmv', ffprobeSeconds: 3 },
  { file: 'clip-3s.flv', container: 'flv', ffprobeSeconds: 3 },
  { file: 'clip-3s-no-duration.flv', container: 'flv', ffprobeSeconds: 2.9 },
  { file: 'clip-121s.mp4', container: 'mp4', ffprobeSeconds: 121 },
  { file: 'clip-120s.mp4', container: 'mp4', ffprobeSeconds: 120 },
  { file: 'clip-3s-fragmented.mp4', container: 'mp4', ffprobeSeconds: 3 },
  { file: 'clip-121s-fragmented.mp4', container: 'mp4', ffprobeSeconds: 121 },
];

/** A small seeded generator (mulberry32), so a failing case can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let scratch: string;
let written = 0;
/** Writes `bytes` to a fresh file named `name` in the scratch directory and probes it. */
async function probeBytes(bytes: Uint8Array, name = 'clip.mp4') {
  written += 1;
  const path = join(scratch, `${written}-${name}`);
  await writeFile(path, bytes);
  return probeVideo(path);
}

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'dashclip-video-probe-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

describe('probeVideo on real clips', () => {
  it.each(clips)(
    'reads $file as $container of $ffprobeSeconds s',
    async ({ file, container, ffprobeSeconds }) => {
      const result = await probeVideo(fixture(file));
      expect(result).toMatchObject({ ok: true, container });
      if (!result.ok) return;
      expect(Math.abs(result.durationSeconds - ffprobeSeconds)).toBeLessThanOrEqual(0.1);
    },
  );

  it('reads the 121 s clip as over the limit and the 120 s clip as within it', async () => {
    const over = await probeVideo(fixture('clip-121s.mp4'));
    const atLimit = await probeVideo(fixture('clip-120s.mp4'));
    expect(over.ok && over.durationSeconds).toBeGreaterThan(VIDEO_MAX_SECONDS);
    expect(atLimit.ok && atLimit.durationSeconds).toBeLessThanOrEqual(VIDEO_MAX_SECONDS);
  });

  it('reads the fragmented 121 s clip as over the limit', async () => {
    const over = await probeVideo(fixture('clip-121s-fragmented.mp4'));
    expect(over.ok && over.durationSeconds).toBeGreaterThan(VIDEO_MAX_SECONDS);
  });
});

/** Offsets of every box of `type` in `bytes` (its size field, 4 bytes before the type). */
function boxesOf(bytes: Buffer, type: string): number[] {
  const found: number[] = [];
  for (let at = bytes.indexOf(type); at >= 0; at = bytes.indexOf(type, at + 1)) found.push(at - 4);
  return found;
}

/**
 * clip-3s-fragmented.mp4 with each tfhd's default duration and default flags dropped (an 8-byte
 * free box fills the gap, so no offset moves), leaving trex as the only duration.
 */
async function fragmentedWithoutTfhdDurations(trexDuration: number): Promise<Buffer> {
  const bytes = await readFile(fixture('clip-3s-fragmented.mp4'));
  for (const tfhd of boxesOf(bytes, 'tfhd')) {
    // ffmpeg's tfhd: flags 0x39 = base data offset (8 bytes at 16), default duration, size, flags.
    expect(bytes.readUInt32BE(tfhd + 8)).toBe(0x39);
    bytes.copy(bytes, tfhd + 24, tfhd + 28, tfhd + 32);
    bytes.writeUInt32BE(0x11, tfhd + 8);
    bytes.writeUInt32BE(28, tfhd);
    bytes.writeUInt32BE(8, tfhd + 28);
    bytes.write('free', tfhd + 32, 'latin1');
  }
  const [trex] = boxesOf(bytes, 'trex');
  // trex: header, version+flags, track_ID, sample description index, then default duration.
  bytes.writeUInt32BE(trexDuration, trex! + 8 + 12);
  return bytes;
}

describe('probeVideo reads fragmented mp4 (empty moov, durations in the fragments)', () => {
  it('uses mehd when the moov has one', async () => {
    const bytes = await readFile(fixture('clip-3s-fragmented.mp4'));
    const [mvex] = boxesOf(bytes, 'mvex');
    const [udta] = boxesOf(bytes, 'udta');
    // Fold the udta that follows mvex into it as a mehd (version 0) and a free box.
    expect(udta).toBe(mvex! + bytes.readUInt32BE(mvex!));
    const udtaSize = bytes.readUInt32BE(udta!);
    bytes.writeUInt32BE(bytes.readUInt32BE(mvex!) + udtaSize, mvex!);
    bytes.writeUInt32BE(16, udta!);
    bytes.write('mehd', udta! + 4, 'latin1');
    bytes.writeUInt32BE(0, udta! + 8);
    // 2500 in the mvhd timescale of 1000: not what the fragments say, so mehd is what was read.
    bytes.writeUInt32BE(2500, udta! + 12);
    bytes.writeUInt32BE(udtaSize - 16, udta! + 16);
    bytes.write('free', udta! + 20, 'latin1');
    expect(await probeBytes(bytes)).toEqual({ ok: true, container: 'mp4', durationSeconds: 2.5 });
  });

  it('uses the trex default duration when tfhd and trun give none', async () => {
    const bytes = await fragmentedWithoutTfhdDurations(1024);
    expect(await probeBytes(bytes)).toEqual({ ok: true, container: 'mp4', durationSeconds: 3 });
  });

  it('is UNREADABLE when no box gives the samples a duration', async () => {
    const bytes = await fragmentedWithoutTfhdDurations(1024);
    // Without its trex, the track has no default duration left anywhere.
    bytes.write('free', boxesOf(bytes, 'trex')[0]! + 4, 'latin1');
    expect(await probeBytes(bytes)).toEqual({ ok: false, reason: 'UNREADABLE' });
  });

  it('reads a file that ends cleanly after a whole fragment as the fragments it has', async () => {
    // What a crash-safe recorder leaves when the power goes: every box complete, the last fragments missing.
    const bytes = await readFile(fixture('clip-3s-fragmented.mp4'));
    const thirdMoof = boxesOf(bytes, 'moof')[2]!;
    expect(await probeBytes(bytes.subarray(0, thirdMoof))).toEqual({
      ok: true,
      container: 'mp4',
      durationSeconds: 2,
    });
  });

  it('is UNREADABLE when the file ends after a moof whose media data is missing', async () => {
    const bytes = await readFile(fixture('clip-3s-fragmented.mp4'));
    const lastMoof = boxesOf(bytes, 'moof').at(-1)!;
    const cut = bytes.subarray(0, lastMoof + bytes.readUInt32BE(lastMoof));
    expect(await probeBytes(cut)).toEqual({ ok: false, reason: 'UNREADABLE' });
  });

  it('is UNREADABLE when a fragment starts before the previous one', async () => {
    const bytes = await readFile(fixture('clip-3s-fragmented.mp4'));
    // tfdt version 1: header, version+flags, then a 64-bit baseMediaDecodeTime.
    bytes.writeBigUInt64BE(0n, boxesOf(bytes, 'tfdt')[2]! + 12);
    expect(await probeBytes(bytes)).toEqual({ ok: false, reason: 'UNREADABLE' });
  });

  it('is UNREADABLE when a fragment names a track the moov does not have', async () => {
    const bytes = await readFile(fixture('clip-3s-fragmented.mp4'));
    // tfhd: header, version+flags, then track_ID.
    bytes.writeUInt32BE(7, boxesOf(bytes, 'tfhd')[1]! + 12);
    expect(await probeBytes(bytes)).toEqual({ ok: false, reason: 'UNREADABLE' });
  });
});

describe('probeVideo falls back when the main duration field is empty', () => {
  it('uses the longest track when mvhd says 0', async () => {
    const bytes = await readFile(fixture('clip-3s-faststart.mp4'));
    // mvhd version 0: type, version+flags, creation, modification, timescale, then duration.
    const durationAt = bytes.indexOf('mvhd') + 4 + 4 + 4 + 4 + 4;
    bytes.writeUInt32BE(0, durationAt);
    expect(await probeBytes(bytes)).toEqual({ ok: true, container: 'mp4', durationSeconds: 3 });
  });

  it('uses avih frames × frame time when the video strh has no length', async () => {
    const bytes = await readFile(fixture('clip-3s.avi'));
    // strh data starts 8 bytes after its id; dwLength is at 32.
    bytes.writeUInt32LE(0, bytes.indexOf('strh') + 8 + 32);
    const result = await probeBytes(bytes, 'clip.avi');
    expect(result).toMatchObject({ ok: true, container: 'avi' });
    expect(result.ok && result.durationSeconds).toBeCloseTo(3.2, 1);
  });
});

describe('probeVideo refuses what is not a supported video, whatever its name', () => {
  it.each(['photo-named.mp4', 'text-named.mp4'])('%s is UNSUPPORTED_FORMAT', async (file) => {
    expect(await probeVideo(fixture(file))).toEqual({ ok: false, reason: 'UNSUPPORTED_FORMAT' });
  });

  it('an empty file is UNSUPPORTED_FORMAT', async () => {
    expect(await probeBytes(new Uint8Array())).toEqual({ ok: false, reason: 'UNSUPPORTED_FORMAT' });
  });

  it('ten bytes of text are UNSUPPORTED_FORMAT', async () => {
    expect(await probeBytes(Buffer.from('0123456789'))).toEqual({ ok: false, reason: 'UNSUPPORTED_FORMAT' });
  });

  it('random bytes are UNSUPPORTED_FORMAT', async () => {
    const next = random(20261121);
    for (let round = 0; round < 20; round += 1) {
      const bytes = Uint8Array.from({ length: 4096 }, () => Math.floor(next() * 256));
      expect(await probeBytes(bytes)).toEqual({ ok: false, reason: 'UNSUPPORTED_FORMAT' });
    }
  });
});

describe('probeVideo calls a recognised but damaged file UNREADABLE', () => {
  it('the mp4 cut inside its header', async () => {
    expect(await probeVideo(fixture('truncated.mp4'))).toEqual({ ok: false, reason: 'UNREADABLE' });
  });

  it('the first 10 bytes of an mp4', async () => {
    const bytes = (await readFile(fixture('clip-3s.mp4'))).subarray(0, 10);
    expect(await probeBytes(bytes)).toEqual({ ok: false, reason: 'UNREADABLE' });
  });

  it.each(clips)('$file cut in half', async ({ file }) => {
    const bytes = await readFile(fixture(file));
    expect(await probeBytes(bytes.subarray(0, bytes.length >> 1), file)).toEqual({
      ok: false,
      reason: 'UNREADABLE',
    });
  });

  it.each(clips)('$file cut by its last byte', async ({ file }) => {
    const bytes = await readFile(fixture(file));
    expect(await probeBytes(bytes.subarray(0, bytes.length - 1), file)).toEqual({
      ok: false,
      reason: 'UNREADABLE',
    });
  });
});

describe('probeVideo never throws on bad bytes', () => {
  it.each(clips)('$file cut anywhere or with flipped bytes', async ({ file }) => {
    const original = await readFile(fixture(file));
    const next = random(original.length);
    for (let round = 0; round < 40; round += 1) {
      const bytes = Buffer.from(original.subarray(0, Math.floor(next() * original.length)));
      for (let flip = 0; flip < 8; flip += 1) {
        // Half the flips land in the first kilobyte, where the headers are.
        const at = Math.floor(next() * (flip % 2 ? bytes.length : Math.min(1024, bytes.length)));
        if (at < bytes.length) bytes[at] = Math.floor(next() * 256);
      }
      const result = await probeBytes(
        round % 2 ? bytes : Buffer.concat([bytes, original.subarray(bytes.length)]),
        file,
      );
      if (result.ok) expect(Number.isFinite(result.durationSeconds) && result.durationSeconds > 0).toBe(true);
      else expect(['UNSUPPORTED_FORMAT', 'UNREADABLE']).toContain(result.reason);
    }
  });

  it('throws only when the file itself cannot be opened', async () => {
    await expect(probeVideo(join(scratch, 'missing.mp4'))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
