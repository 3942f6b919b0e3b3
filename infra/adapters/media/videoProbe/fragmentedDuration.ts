import type { FileBytes } from './fileBytes.ts';
import { type Box, boxBody, child, children, timedHeader, uint64 } from './isoBmffBoxes.ts';

/** Per-frame fragments of a 120 s clip at 60 fps, with audio, stay well under this. */
const MAX_TRACK_FRAGMENTS = 100_000;
/** trun sample tables are read in slices of at most this many bytes. */
const SAMPLE_SLICE_BYTES = 64 * 1024;
const FULL_BOX_BYTES = 4;

/** tfhd flags (ISO/IEC 14496-12 §8.8.7). */
const Tfhd = {
  BaseDataOffset: 0x01,
  SampleDescriptionIndex: 0x02,
  DefaultDuration: 0x08,
  DefaultSize: 0x10,
  DefaultFlags: 0x20,
  DefaultBaseIsMoof: 0x02_0000,
} as const;

/** trun flags (§8.8.8). */
const Trun = {
  DataOffset: 0x01,
  FirstSampleFlags: 0x04,
  Duration: 0x100,
  Size: 0x200,
  Flags: 0x400,
  CompositionOffset: 0x800,
} as const;

interface Track {
  timescale: number;
  video: boolean;
}

/** A trex's defaults (§8.8.3). */
interface Defaults {
  duration: number;
  size: number;
}

interface TrackEnd {
  /** The last baseMediaDecodeTime seen, -1 before any. */
  lastDecodeTime: number;
  /** Where the last fragment's samples end, in the track's timescale. */
  end: number;
}

const fullBoxVersion = (body: Buffer): number => body[0] ?? 0;
const fullBoxFlags = (body: Buffer): number => body.readUInt32BE(0) & 0xff_ffff;

/** A full box's version and flags, and its body up to `length(version, flags)` bytes. */
async function fullBox(
  bytes: FileBytes,
  box: Box,
  length: (version: number, flags: number) => number,
): Promise<Buffer | null> {
  const head = await boxBody(bytes, box, FULL_BOX_BYTES);
  return head && boxBody(bytes, box, length(fullBoxVersion(head), fullBoxFlags(head)));
}

/** A version 0 (32-bit) or version 1 (64-bit) field at `offset`. */
function versionedField(body: Buffer, offset: number): number | null {
  return fullBoxVersion(body) === 1 ? uint64(body, offset) : body.readUInt32BE(offset);
}

/** The movie fragment header's fragment_duration (§8.8.2), in the movie timescale; 0 when absent. */
async function fragmentDuration(bytes: FileBytes, mvex: Box | undefined): Promise<number | null> {
  const mehd = mvex && (await child(bytes, mvex, 'mehd'));
  if (!mehd) return 0;
  const body = await fullBox(bytes, mehd, (version) => FULL_BOX_BYTES + (version === 1 ? 8 : 4));
  return body && versionedField(body, FULL_BOX_BYTES);
}

/** Each track's timescale and whether it is video, by track_ID; null when garbled or ambiguous. */
async function tracks(bytes: FileBytes, moovChildren: Box[]): Promise<Map<number, Track> | null> {
  const found = new Map<number, Track>();
  for (const trak of moovChildren.filter((box) => box.type === 'trak')) {
    const tkhd = await child(bytes, trak, 'tkhd');
    // version+flags, creation and modification times (32 or 64 bits), then track_ID.
    const tkhdBody =
      tkhd && (await fullBox(bytes, tkhd, (version) => FULL_BOX_BYTES + (version === 1 ? 20 : 12)));
    const mdia = await child(bytes, trak, 'mdia');
    const mdhd = mdia && (await child(bytes, mdia, 'mdhd'));
    const hdlr = mdia && (await child(bytes, mdia, 'hdlr'));
    const header = mdhd && (await timedHeader(bytes, mdhd));
    // version+flags, pre_defined, then handler_type.
    const hdlrBody = hdlr && (await boxBody(bytes, hdlr, FULL_BOX_BYTES + 8));
    if (!tkhdBody || !header || !hdlrBody) return null;
    const id = tkhdBody.readUInt32BE(tkhdBody.length - 4);
    if (found.has(id)) return null;
    found.set(id, { timescale: header.timescale, video: hdlrBody.toString('latin1', 8, 12) === 'vide' });
  }
  return found;
}

/** Each track's trex defaults by track_ID; null when garbled or ambiguous. */
async function trackDefaults(bytes: FileBytes, mvex: Box | undefined): Promise<Map<number, Defaults> | null> {
  const found = new Map<number, Defaults>();
  const mvexChildren = mvex ? await children(bytes, mvex) : [];
  if (mvexChildren === null) return null;
  for (const trex of mvexChildren.filter((box) => box.type === 'trex')) {
    // version+flags, track_ID, default sample description index, duration, size, flags.
    const body = await boxBody(bytes, trex, FULL_BOX_BYTES + 20);
    if (body === null) return null;
    const id = body.readUInt32BE(4);
    if (found.has(id)) return null;
    found.set(id, { duration: body.readUInt32BE(12), size: body.readUInt32BE(16) });
  }
  return found;
}

interface FragmentHeader {
  trackId: number;
  flags: number;
  baseDataOffset: number | null;
  duration: number | null;
  size: number | null;
}

async function trackFragmentHeader(bytes: FileBytes, tfhd: Box): Promise<FragmentHeader | null> {
  const optional: [number, number][] = [
    [Tfhd.BaseDataOffset, 8],
    [Tfhd.SampleDescriptionIndex, 4],
    [Tfhd.DefaultDuration, 4],
    [Tfhd.DefaultSize, 4],
    [Tfhd.DefaultFlags, 4],
  ];
  const offsets = new Map<number, number>();
  const body = await fullBox(bytes, tfhd, (_version, flags) => {
    let length = FULL_BOX_BYTES + 4;
    for (const [flag, bytesOfField] of optional) {
      if (!(flags & flag)) continue;
      offsets.set(flag, length);
      length += bytesOfField;
    }
    return length;
  });
  if (body === null) return null;
  const at = (flag: number) => offsets.get(flag);
  const baseAt = at(Tfhd.BaseDataOffset);
  const durationAt = at(Tfhd.DefaultDuration);
  const sizeAt = at(Tfhd.DefaultSize);
  const baseDataOffset = baseAt === undefined ? null : uint64(body, baseAt);
  if (baseAt !== undefined && baseDataOffset === null) return null;
  return {
    trackId: body.readUInt32BE(FULL_BOX_BYTES),
    flags: fullBoxFlags(body),
    baseDataOffset,
    duration: durationAt === undefined ? null : body.readUInt32BE(durationAt),
    size: sizeAt === undefined ? null : body.readUInt32BE(sizeAt),
  };
}

interface Run {
  /** Signed offset of the run's data from the base data offset, or null when it follows the previous run. */
  dataOffset: number | null;
  duration: number;
  size: number;
}

/** A trun's data offset and the sums of its sample durations and sizes, or null when garbled. */
async function trackRun(bytes: FileBytes, trun: Box, defaults: Partial<Defaults>): Promise<Run | null> {
  const head = await boxBody(bytes, trun, FULL_BOX_BYTES + 4);
  if (head === null) return null;
  const flags = fullBoxFlags(head);
  const count = head.readUInt32BE(FULL_BOX_BYTES);
  const headerBytes =
    FULL_BOX_BYTES + 4 + (flags & Trun.DataOffset ? 4 : 0) + (flags & Trun.FirstSampleFlags ? 4 : 0);
  const fields = [Trun.Duration, Trun.Size, Trun.Flags, Trun.CompositionOffset].filter(
    (flag) => flags & flag,
  );
  const entryBytes = fields.length * 4;
  const tableStart = trun.bodyStart + headerBytes;
  if (tableStart + count * entryBytes > trun.end) return null;
  const header = await boxBody(bytes, trun, headerBytes);
  if (header === null) return null;
  const dataOffset = flags & Trun.DataOffset ? header.readInt32BE(FULL_BOX_BYTES + 4) : null;

  // Only a sample table read sample by sample; otherwise every sample takes the tfhd or trex default.
  const durationAt = fields.indexOf(Trun.Duration) * 4;
  const sizeAt = fields.indexOf(Trun.Size) * 4;
  const noDuration = durationAt < 0 && defaults.duration === undefined;
  const noSize = sizeAt < 0 && defaults.size === undefined;
  if (count > 0 && (noDuration || noSize)) return null;
  let duration = durationAt < 0 ? count * (defaults.duration ?? 0) : 0;
  let size = sizeAt < 0 ? count * (defaults.size ?? 0) : 0;
  if (durationAt >= 0 || sizeAt >= 0) {
    const perSlice = Math.floor(SAMPLE_SLICE_BYTES / entryBytes);
    for (let first = 0; first < count; first += perSlice) {
      const entries = Math.min(perSlice, count - first);
      const table = await bytes.read(tableStart + first * entryBytes, entries * entryBytes);
      if (table === null) return null;
      for (let entry = 0; entry < entries; entry += 1) {
        if (durationAt >= 0) duration += table.readUInt32BE(entry * entryBytes + durationAt);
        if (sizeAt >= 0) size += table.readUInt32BE(entry * entryBytes + sizeAt);
      }
    }
  }
  return { dataOffset, duration, size };
}

/**
 * Sums the runs of one traf into its track's end and returns where its sample data ends, or null
 * when the traf is garbled, contradicts the moov or points at data beyond the end of the file.
 */
async function addTrackFragment(
  bytes: FileBytes,
  traf: Box,
  moof: Box,
  previousDataEnd: number,
  known: { tracks: Map<number, Track>; defaults: Map<number, Defaults>; ends: Map<number, TrackEnd> },
): Promise<number | null> {
  const trafChildren = await children(bytes, traf);
  const tfhd = trafChildren?.find((box) => box.type === 'tfhd');
  const header = tfhd && (await trackFragmentHeader(bytes, tfhd));
  if (!trafChildren || !header || !known.tracks.has(header.trackId)) return null;
  const trex = known.defaults.get(header.trackId);
  const defaults = {
    duration: header.duration ?? trex?.duration,
    size: header.size ?? trex?.size,
  };
  const end = known.ends.get(header.trackId) ?? { lastDecodeTime: -1, end: 0 };
  const tfdt = trafChildren.find((box) => box.type === 'tfdt');
  if (tfdt) {
    const body = await fullBox(bytes, tfdt, (version) => FULL_BOX_BYTES + (version === 1 ? 8 : 4));
    const decodeTime = body && versionedField(body, FULL_BOX_BYTES);
    // A fragment that starts before the previous one is not a timeline.
    if (decodeTime === null || decodeTime < end.lastDecodeTime) return null;
    end.lastDecodeTime = decodeTime;
    end.end = decodeTime;
  }

  let base = header.baseDataOffset;
  if (base === null) base = header.flags & Tfhd.DefaultBaseIsMoof ? moof.start : previousDataEnd;
  let dataEnd = base;
  for (const trun of trafChildren.filter((box) => box.type === 'trun')) {
    const run = await trackRun(bytes, trun, defaults);
    if (run === null) return null;
    const dataStart = run.dataOffset === null ? dataEnd : base + run.dataOffset;
    dataEnd = dataStart + run.size;
    end.end += run.duration;
    // Samples past the end of the file: a fragment whose media data was cut off.
    if (dataStart < 0 || dataEnd > bytes.size || !Number.isSafeInteger(end.end)) return null;
  }
  known.ends.set(header.trackId, end);
  return dataEnd;
}

/**
 * Duration of a fragmented mp4 whose moov says 0: the mehd fragment duration when there is one,
 * else where the last fragment of the video track (or, with none, of the longest track) ends:
 * its tfdt plus its run durations (ISO/IEC 14496-12 §8.8). 0 when there are no fragments, null when
 * they are garbled, contradict the moov or point past the end of the file.
 */
export async function fragmentedSeconds(
  bytes: FileBytes,
  moovChildren: Box[],
  movieTimescale: number | null,
  moofs: Box[],
): Promise<number | null> {
  const mvex = moovChildren.find((box) => box.type === 'mvex');
  const fragmentUnits = await fragmentDuration(bytes, mvex);
  if (fragmentUnits === null) return null;
  if (fragmentUnits > 0 && movieTimescale !== null) return fragmentUnits / movieTimescale;

  const trackById = await tracks(bytes, moovChildren);
  const defaults = await trackDefaults(bytes, mvex);
  if (trackById === null || defaults === null) return null;
  const known = { tracks: trackById, defaults, ends: new Map<number, TrackEnd>() };
  let fragments = 0;
  for (const moof of moofs) {
    const trafs = (await children(bytes, moof))?.filter((box) => box.type === 'traf');
    if (!trafs) return null;
    // The first traf's data starts at the moof by default; each next one's where the previous ended.
    let dataEnd: number | null = moof.start;
    for (const traf of trafs) {
      fragments += 1;
      if (fragments > MAX_TRACK_FRAGMENTS) return null;
      dataEnd = await addTrackFragment(bytes, traf, moof, dataEnd, known);
      if (dataEnd === null) return null;
    }
  }

  const seconds = (video: boolean) =>
    Math.max(
      0,
      ...[...known.ends].flatMap(([id, end]) => {
        const track = trackById.get(id);
        return track && (!video || track.video) ? [end.end / track.timescale] : [];
      }),
    );
  return seconds(true) || seconds(false);
}
