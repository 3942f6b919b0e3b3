import { amf0MetadataNumber } from './amf0.ts';
import type { FileBytes } from './fileBytes.ts';

const FLV_HEADER_BYTES = 9;
const TAG_HEADER_BYTES = 11;
const PREVIOUS_TAG_SIZE_BYTES = 4;
/** ffmpeg writes a few hundred bytes; keyframe tables of a 2-minute clip stay well under this. */
const MAX_SCRIPT_TAG_BYTES = 1024 * 1024;
const TAG_AUDIO = 8;
const TAG_VIDEO = 9;
const TAG_SCRIPT = 18;
/** The low five bits are the tag type; bit 5 marks an encrypted tag. */
const TAG_TYPE_MASK = 0x1f;
const MS_PER_SECOND = 1_000;

interface Tag {
  type: number;
  dataSize: number;
  timestampMs: number;
}

function tagHeader(header: Buffer): Tag {
  return {
    type: (header[0] ?? 0) & TAG_TYPE_MASK,
    dataSize: header.readUIntBE(1, 3),
    // 24 bits of milliseconds, then the upper 8 bits.
    timestampMs: header.readUIntBE(4, 3) + (header[7] ?? 0) * 0x100_0000,
  };
}

/**
 * The tag that the file's last PreviousTagSize points back to, or null when it does not frame one:
 * the sign of a file cut short.
 */
async function lastTag(bytes: FileBytes, firstTag: number): Promise<Tag | null> {
  const trailer = await bytes.read(bytes.size - PREVIOUS_TAG_SIZE_BYTES, PREVIOUS_TAG_SIZE_BYTES);
  if (trailer === null) return null;
  const previousTagSize = trailer.readUInt32BE(0);
  const start = bytes.size - PREVIOUS_TAG_SIZE_BYTES - previousTagSize;
  if (previousTagSize < TAG_HEADER_BYTES || start < firstTag) return null;
  const header = await bytes.read(start, TAG_HEADER_BYTES);
  const tag = header && tagHeader(header);
  const knownType = tag !== null && [TAG_AUDIO, TAG_VIDEO, TAG_SCRIPT].includes(tag.type);
  return knownType && tag.dataSize + TAG_HEADER_BYTES === previousTagSize ? tag : null;
}

async function metadataSeconds(bytes: FileBytes, firstTag: number): Promise<number | null> {
  const header = await bytes.read(firstTag, TAG_HEADER_BYTES);
  const tag = header && tagHeader(header);
  if (tag === null || tag.type !== TAG_SCRIPT || tag.dataSize > MAX_SCRIPT_TAG_BYTES) return null;
  const data = await bytes.read(firstTag + TAG_HEADER_BYTES, tag.dataSize);
  return data && amf0MetadataNumber(data, 'onMetaData', 'duration');
}

/** Duration of an FLV file: onMetaData's duration, else the last tag's timestamp (FLV spec v10.1, annex E). */
export async function flvDurationSeconds(bytes: FileBytes): Promise<number | null> {
  const header = await bytes.read(0, FLV_HEADER_BYTES);
  const dataOffset = header?.readUInt32BE(5);
  if (dataOffset === undefined || dataOffset < FLV_HEADER_BYTES) return null;
  const firstTag = dataOffset + PREVIOUS_TAG_SIZE_BYTES;
  const last = await lastTag(bytes, firstTag);
  if (last === null) return null;
  const fromMetadata = await metadataSeconds(bytes, firstTag);
  if (fromMetadata !== null && Number.isFinite(fromMetadata) && fromMetadata > 0) return fromMetadata;
  return last.timestampMs / MS_PER_SECOND;
}
