import type { FileBytes } from './fileBytes.ts';

const MAX_CHUNKS = 10_000;
const RIFF_HEADER_BYTES = 12;
const CHUNK_HEADER_BYTES = 8;
const LIST_TYPE_BYTES = 4;
/** avih up to dwTotalFrames (offset 16, 4 bytes). */
const AVIH_BYTES = 20;
/** strh up to dwLength (offset 32, 4 bytes). */
const STRH_BYTES = 36;
const MICROSECONDS_PER_SECOND = 1_000_000;

interface Chunk {
  id: string;
  /** The list type of a LIST chunk, '' for others. */
  listType: string;
  dataStart: number;
  dataEnd: number;
}

/** The chunks between `start` and `end`, or null when one is cut off or garbled. */
async function chunks(bytes: FileBytes, start: number, end: number): Promise<Chunk[] | null> {
  const found: Chunk[] = [];
  let offset = start;
  while (end - offset >= CHUNK_HEADER_BYTES) {
    if (found.length >= MAX_CHUNKS) return null;
    const header = await bytes.read(offset, CHUNK_HEADER_BYTES);
    if (header === null) return null;
    const id = header.toString('latin1', 0, 4);
    const dataStart = offset + CHUNK_HEADER_BYTES;
    const dataEnd = dataStart + header.readUInt32LE(4);
    if (dataEnd > end) return null;
    let listType = '';
    if (id === 'LIST') {
      const type =
        dataEnd - dataStart >= LIST_TYPE_BYTES ? await bytes.read(dataStart, LIST_TYPE_BYTES) : null;
      if (type === null) return null;
      listType = type.toString('latin1');
    }
    found.push({ id, listType, dataStart, dataEnd });
    // Chunks are padded to an even length.
    offset = dataEnd + (dataEnd % 2);
  }
  return found;
}

const list = (all: Chunk[], type: string): Chunk | undefined =>
  all.find((chunk) => chunk.id === 'LIST' && chunk.listType === type);

async function chunkData(bytes: FileBytes, chunk: Chunk | undefined, length: number): Promise<Buffer | null> {
  if (!chunk || chunk.dataEnd - chunk.dataStart < length) return null;
  return bytes.read(chunk.dataStart, length);
}

/** The video stream's length from its strh: dwLength frames of dwScale/dwRate seconds. */
async function videoStreamSeconds(bytes: FileBytes, hdrlChunks: Chunk[]): Promise<number | null> {
  for (const strl of hdrlChunks.filter((chunk) => chunk.id === 'LIST' && chunk.listType === 'strl')) {
    const strlChunks = await chunks(bytes, strl.dataStart + LIST_TYPE_BYTES, strl.dataEnd);
    const strh = await chunkData(
      bytes,
      strlChunks?.find((chunk) => chunk.id === 'strh'),
      STRH_BYTES,
    );
    if (strh === null || strh.toString('latin1', 0, 4) !== 'vids') continue;
    const scale = strh.readUInt32LE(20);
    const rate = strh.readUInt32LE(24);
    const length = strh.readUInt32LE(32);
    if (rate > 0 && scale > 0 && length > 0) return (length * scale) / rate;
  }
  return null;
}

/** Duration of an AVI file from its hdrl list (OpenDML AVI File Format Extensions, §2). */
export async function aviDurationSeconds(bytes: FileBytes): Promise<number | null> {
  const riff = await bytes.read(0, RIFF_HEADER_BYTES);
  if (riff === null) return null;
  const riffEnd = CHUNK_HEADER_BYTES + riff.readUInt32LE(4);
  // A RIFF that claims more than the file holds is an upload cut short.
  if (riffEnd > bytes.size) return null;
  const top = await chunks(bytes, RIFF_HEADER_BYTES, riffEnd);
  const hdrl = top && list(top, 'hdrl');
  const hdrlChunks = hdrl ? await chunks(bytes, hdrl.dataStart + LIST_TYPE_BYTES, hdrl.dataEnd) : null;
  if (!hdrlChunks) return null;
  const streamSeconds = await videoStreamSeconds(bytes, hdrlChunks);
  if (streamSeconds !== null) return streamSeconds;
  const avih = await chunkData(
    bytes,
    hdrlChunks.find((chunk) => chunk.id === 'avih'),
    AVIH_BYTES,
  );
  if (avih === null) return null;
  return (avih.readUInt32LE(0) * avih.readUInt32LE(16)) / MICROSECONDS_PER_SECOND;
}
