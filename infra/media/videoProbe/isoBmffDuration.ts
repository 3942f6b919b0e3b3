import type { FileBytes } from './fileBytes.ts';

/** Fragmented files have two boxes per fragment; 100 000 covers per-frame fragments of a 120 s clip. */
const MAX_TOP_LEVEL_BOXES = 100_000;
const MAX_CHILD_BOXES = 10_000;
const BOX_HEADER_BYTES = 8;
const LARGE_SIZE_BYTES = 8;
/** version+flags, then creation and modification times, timescale and duration of a version 1 box. */
const TIMED_HEADER_V1_BYTES = 4 + 8 + 8 + 4 + 8;
const TIMED_HEADER_V0_BYTES = 4 + 4 + 4 + 4 + 4;
/** All ones in a duration field means "unknown". */
const UNKNOWN_DURATION_V0 = 0xffff_ffff;
const UNKNOWN_DURATION_V1 = 0xffff_ffff_ffff_ffffn;

interface Box {
  type: string;
  bodyStart: number;
  end: number;
}

/** The box at `offset`, or null when its header is cut off or garbled or it runs past `limit`. */
async function readBox(bytes: FileBytes, offset: number, limit: number): Promise<Box | null> {
  if (offset + BOX_HEADER_BYTES > limit) return null;
  const header = await bytes.read(offset, BOX_HEADER_BYTES);
  if (header === null) return null;
  const size = header.readUInt32BE(0);
  const type = header.toString('latin1', 4, 8);
  let bodyStart = offset + BOX_HEADER_BYTES;
  let end: number;
  if (size === 1) {
    const large = await bytes.read(bodyStart, LARGE_SIZE_BYTES);
    if (large === null) return null;
    const largeSize = large.readBigUInt64BE(0);
    if (largeSize > BigInt(Number.MAX_SAFE_INTEGER)) return null;
    bodyStart += LARGE_SIZE_BYTES;
    end = offset + Number(largeSize);
  } else if (size === 0) {
    end = limit;
  } else {
    end = offset + size;
  }
  if (end < bodyStart || end > limit) return null;
  return { type, bodyStart, end };
}

/** Every child of `parent`, or null when one is garbled. */
async function children(bytes: FileBytes, parent: Box): Promise<Box[] | null> {
  const found: Box[] = [];
  let offset = parent.bodyStart;
  // QuickTime allows a 4-byte zero terminator after the last child: fewer than a header's bytes are padding.
  while (parent.end - offset >= BOX_HEADER_BYTES) {
    if (found.length >= MAX_CHILD_BOXES) return null;
    const box = await readBox(bytes, offset, parent.end);
    if (box === null) return null;
    found.push(box);
    offset = box.end;
  }
  return found;
}

async function child(bytes: FileBytes, parent: Box, type: string): Promise<Box | null> {
  return (await children(bytes, parent))?.find((box) => box.type === type) ?? null;
}

/**
 * The first moov, after checking that every top-level box fits in the file: a box that runs past the
 * end means an upload cut short, whose declared duration would be a lie.
 */
async function findMoov(bytes: FileBytes): Promise<Box | null> {
  let moov: Box | null = null;
  let offset = 0;
  for (let count = 0; bytes.size - offset >= BOX_HEADER_BYTES; count += 1) {
    if (count >= MAX_TOP_LEVEL_BOXES) return null;
    const box = await readBox(bytes, offset, bytes.size);
    if (box === null) return null;
    if (box.type === 'moov' && moov === null) moov = box;
    offset = box.end;
  }
  return moov;
}

/** Seconds from an mvhd or mdhd box (same layout up to the duration); 0 when unknown, null when garbled. */
async function timedHeaderSeconds(bytes: FileBytes, box: Box): Promise<number | null> {
  const version = (await bytes.read(box.bodyStart, 1))?.[0];
  const length = version === 1 ? TIMED_HEADER_V1_BYTES : TIMED_HEADER_V0_BYTES;
  if (version === undefined || version > 1 || box.bodyStart + length > box.end) return null;
  const body = await bytes.read(box.bodyStart, length);
  if (body === null) return null;
  let timescale: number;
  let duration: number;
  if (version === 1) {
    timescale = body.readUInt32BE(20);
    const raw = body.readBigUInt64BE(24);
    duration = raw === UNKNOWN_DURATION_V1 ? 0 : Number(raw);
  } else {
    timescale = body.readUInt32BE(12);
    const raw = body.readUInt32BE(16);
    duration = raw === UNKNOWN_DURATION_V0 ? 0 : raw;
  }
  if (timescale === 0) return null;
  return duration / timescale;
}

/** The longest track's media duration, for files whose movie header says 0. */
async function longestTrackSeconds(bytes: FileBytes, moovChildren: Box[]): Promise<number | null> {
  let longest = 0;
  for (const trak of moovChildren.filter((box) => box.type === 'trak')) {
    const mdia = await child(bytes, trak, 'mdia');
    const mdhd = mdia && (await child(bytes, mdia, 'mdhd'));
    if (!mdhd) continue;
    const seconds = await timedHeaderSeconds(bytes, mdhd);
    if (seconds !== null && seconds > longest) longest = seconds;
  }
  return longest;
}

/** Duration of an mp4 or mov file from its movie header (ISO/IEC 14496-12 §8.2.2, §8.4.2). */
export async function isoBmffDurationSeconds(bytes: FileBytes): Promise<number | null> {
  const moov = await findMoov(bytes);
  const moovChildren = moov && (await children(bytes, moov));
  if (!moovChildren) return null;
  const mvhd = moovChildren.find((box) => box.type === 'mvhd');
  const movieSeconds = mvhd ? await timedHeaderSeconds(bytes, mvhd) : null;
  if (movieSeconds !== null && movieSeconds > 0) return movieSeconds;
  return longestTrackSeconds(bytes, moovChildren);
}
