import type { FileBytes } from './fileBytes.ts';
import { fragmentedSeconds } from './fragmentedDuration.ts';
import { BOX_HEADER_BYTES, type Box, child, children, readBox, timedHeader } from './isoBmffBoxes.ts';

/** Fragmented files have two boxes per fragment; 100 000 covers per-frame fragments of a 120 s clip. */
const MAX_TOP_LEVEL_BOXES = 100_000;

/**
 * The first moov and every movie fragment, after checking that every top-level box fits in the
 * file: a box that runs past the end means an upload cut short, whose declared duration would be a lie.
 */
async function topLevel(bytes: FileBytes): Promise<{ moov: Box; moofs: Box[] } | null> {
  let moov: Box | null = null;
  const moofs: Box[] = [];
  let offset = 0;
  for (let count = 0; bytes.size - offset >= BOX_HEADER_BYTES; count += 1) {
    if (count >= MAX_TOP_LEVEL_BOXES) return null;
    const box = await readBox(bytes, offset, bytes.size);
    if (box === null) return null;
    if (box.type === 'moov' && moov === null) moov = box;
    if (box.type === 'moof') moofs.push(box);
    offset = box.end;
  }
  return moov && { moov, moofs };
}

/** Seconds from an mvhd or mdhd box; 0 when unknown, null when garbled. */
async function timedHeaderSeconds(bytes: FileBytes, box: Box): Promise<number | null> {
  const header = await timedHeader(bytes, box);
  return header && header.duration / header.timescale;
}

/** The longest track's media duration, for files whose movie header says 0. */
async function longestTrackSeconds(bytes: FileBytes, moovChildren: Box[]): Promise<number> {
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

/**
 * Duration of an mp4 or mov file from its movie header (ISO/IEC 14496-12 §8.2.2, §8.4.2), else its
 * longest track, else, for a fragmented file whose moov says 0, from its movie fragments (§8.8).
 */
export async function isoBmffDurationSeconds(bytes: FileBytes): Promise<number | null> {
  const found = await topLevel(bytes);
  const moovChildren = found && (await children(bytes, found.moov));
  if (!found || !moovChildren) return null;
  const mvhd = moovChildren.find((box) => box.type === 'mvhd');
  const movieHeader = mvhd ? await timedHeader(bytes, mvhd) : null;
  if (movieHeader !== null && movieHeader.duration > 0) return movieHeader.duration / movieHeader.timescale;
  const trackSeconds = await longestTrackSeconds(bytes, moovChildren);
  if (trackSeconds > 0) return trackSeconds;
  return fragmentedSeconds(bytes, moovChildren, movieHeader?.timescale ?? null, found.moofs);
}
