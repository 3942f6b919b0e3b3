import type { FileBytes } from './fileBytes.ts';

const MAX_HEADER_OBJECTS = 1_000;
const MAX_TOP_LEVEL_OBJECTS = 1_000;
const GUID_BYTES = 16;
const OBJECT_HEADER_BYTES = GUID_BYTES + 8;
/** Object header, object count (4) and two reserved bytes. */
const HEADER_OBJECT_PREFIX_BYTES = OBJECT_HEADER_BYTES + 4 + 2;
/** Object header, file id, file size, creation date, packet count, play and send duration, preroll, flags. */
const FILE_PROPERTIES_BYTES = OBJECT_HEADER_BYTES + 16 + 8 + 8 + 8 + 8 + 8 + 8 + 4;
const PLAY_DURATION_OFFSET = OBJECT_HEADER_BYTES + 16 + 8 + 8 + 8;
const PREROLL_OFFSET = PLAY_DURATION_OFFSET + 16;
const FLAGS_OFFSET = PREROLL_OFFSET + 8;
/** A broadcast (live) file leaves play duration undefined. */
const BROADCAST_FLAG = 0x1;
const HUNDRED_NS_PER_SECOND = 10_000_000;
const HUNDRED_NS_PER_MS = 10_000;

const FILE_PROPERTIES_GUID = Buffer.from('a1dcab8c47a9cf118ee400c00c205365', 'hex');
const DATA_OBJECT_GUID = Buffer.from('3626b2758e66cf11a6d900aa0062ce6c', 'hex');

/** A 64-bit little-endian field as a number, or null when it cannot be one exactly. */
function uint64(buffer: Buffer, offset: number): number | null {
  const value = buffer.readBigUInt64LE(offset);
  return value > BigInt(Number.MAX_SAFE_INTEGER) ? null : Number(value);
}

interface AsfObject {
  guid: Buffer;
  end: number;
}

/** The object at `offset`, or null when its header is cut off or it runs past `limit`. */
async function objectAt(bytes: FileBytes, offset: number, limit: number): Promise<AsfObject | null> {
  const header = await bytes.read(offset, OBJECT_HEADER_BYTES);
  const size = header && uint64(header, GUID_BYTES);
  if (!header || size === null || size < OBJECT_HEADER_BYTES || offset + size > limit) return null;
  return { guid: header.subarray(0, GUID_BYTES), end: offset + size };
}

/**
 * Whether the objects after the Data Object (the indexes) all fit in the file: one that runs past
 * the end means an upload cut short.
 */
async function objectsFit(bytes: FileBytes, start: number): Promise<boolean> {
  let offset = start;
  for (let count = 0; bytes.size - offset >= OBJECT_HEADER_BYTES; count += 1) {
    const object = count < MAX_TOP_LEVEL_OBJECTS ? await objectAt(bytes, offset, bytes.size) : null;
    if (object === null) return false;
    offset = object.end;
  }
  return true;
}

/** Seconds from the File Properties Object, or null when it is missing or garbled. */
async function playSeconds(bytes: FileBytes, headerEnd: number, objectCount: number): Promise<number | null> {
  let offset = HEADER_OBJECT_PREFIX_BYTES;
  for (let index = 0; index < Math.min(objectCount, MAX_HEADER_OBJECTS); index += 1) {
    const object = await objectAt(bytes, offset, headerEnd);
    if (object === null) return null;
    if (object.guid.equals(FILE_PROPERTIES_GUID)) {
      if (object.end - offset < FILE_PROPERTIES_BYTES) return null;
      const body = await bytes.read(offset, FILE_PROPERTIES_BYTES);
      if (body === null || body.readUInt32LE(FLAGS_OFFSET) & BROADCAST_FLAG) return null;
      const play = uint64(body, PLAY_DURATION_OFFSET);
      const preroll = uint64(body, PREROLL_OFFSET);
      if (play === null || preroll === null) return null;
      // Subtract in whole units so 3 s comes out as 3, not 2.9999999999999996.
      return (play - preroll * HUNDRED_NS_PER_MS) / HUNDRED_NS_PER_SECOND;
    }
    offset = object.end;
  }
  return null;
}

/** Duration of a wmv (ASF) file: play duration minus preroll (ASF specification 1.20, §3.2). */
export async function asfDurationSeconds(bytes: FileBytes): Promise<number | null> {
  const prefix = await bytes.read(0, HEADER_OBJECT_PREFIX_BYTES);
  const headerEnd = prefix && uint64(prefix, GUID_BYTES);
  if (!prefix || headerEnd === null || headerEnd < HEADER_OBJECT_PREFIX_BYTES || headerEnd > bytes.size) {
    return null;
  }
  const data = await objectAt(bytes, headerEnd, bytes.size);
  if (data === null || !data.guid.equals(DATA_OBJECT_GUID)) return null;
  if (!(await objectsFit(bytes, data.end))) return null;
  return playSeconds(bytes, headerEnd, prefix.readUInt32LE(OBJECT_HEADER_BYTES));
}
