import type { FileBytes } from './fileBytes.ts';

const MAX_CHILD_BOXES = 10_000;
const BOX_HEADER_BYTES = 8;
const LARGE_SIZE_BYTES = 8;
/** version+flags, then creation and modification times, timescale and duration of a version 1 box. */
const TIMED_HEADER_V1_BYTES = 4 + 8 + 8 + 4 + 8;
const TIMED_HEADER_V0_BYTES = 4 + 4 + 4 + 4 + 4;
/** All ones in a duration field means "unknown". */
const UNKNOWN_DURATION_V0 = 0xffff_ffff;
const UNKNOWN_DURATION_V1 = 0xffff_ffff_ffff_ffffn;

export { BOX_HEADER_BYTES };

export interface Box {
  type: string;
  start: number;
  bodyStart: number;
  end: number;
}

/** A 64-bit big-endian field as a number, or null when it cannot be one exactly. */
export function uint64(buffer: Buffer, offset: number): number | null {
  const value = buffer.readBigUInt64BE(offset);
  return value > BigInt(Number.MAX_SAFE_INTEGER) ? null : Number(value);
}

/** The box at `offset`, or null when its header is cut off or garbled or it runs past `limit`. */
export async function readBox(bytes: FileBytes, offset: number, limit: number): Promise<Box | null> {
  if (offset + BOX_HEADER_BYTES > limit) return null;
  const header = await bytes.read(offset, BOX_HEADER_BYTES);
  if (header === null) return null;
  const size = header.readUInt32BE(0);
  const type = header.toString('latin1', 4, 8);
  let bodyStart = offset + BOX_HEADER_BYTES;
  let end: number;
  if (size === 1) {
    const large = await bytes.read(bodyStart, LARGE_SIZE_BYTES);
    const largeSize = large && uint64(large, 0);
    if (largeSize === null) return null;
    bodyStart += LARGE_SIZE_BYTES;
    end = offset + largeSize;
  } else if (size === 0) {
    end = limit;
  } else {
    end = offset + size;
  }
  if (end < bodyStart || end > limit) return null;
  return { type, start: offset, bodyStart, end };
}

/** Every child of `parent`, or null when one is garbled. */
export async function children(bytes: FileBytes, parent: Box): Promise<Box[] | null> {
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

export async function child(bytes: FileBytes, parent: Box, type: string): Promise<Box | null> {
  return (await children(bytes, parent))?.find((box) => box.type === type) ?? null;
}

/** The first `length` bytes of a box's body, or null when the box is shorter. */
export async function boxBody(bytes: FileBytes, box: Box, length: number): Promise<Buffer | null> {
  return box.bodyStart + length > box.end ? null : bytes.read(box.bodyStart, length);
}

/**
 * Timescale and duration of an mvhd or mdhd box (same layout up to the duration); duration 0 when
 * unknown, null when garbled.
 */
export async function timedHeader(
  bytes: FileBytes,
  box: Box,
): Promise<{ timescale: number; duration: number } | null> {
  const version = (await boxBody(bytes, box, 1))?.[0];
  if (version === undefined || version > 1) return null;
  const body = await boxBody(bytes, box, version === 1 ? TIMED_HEADER_V1_BYTES : TIMED_HEADER_V0_BYTES);
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
  return timescale === 0 ? null : { timescale, duration };
}
