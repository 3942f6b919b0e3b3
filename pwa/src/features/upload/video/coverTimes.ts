/** The cover-time arithmetic of spec §5 "Cover times", kept pure so it can be tested exactly. */
import { COVER } from '../../../lib/constants.ts';

/** A usable clip length, or null when unknown. */
function known(length: number | null): length is number {
  return length !== null && Number.isFinite(length) && length > 0;
}

/** The highest time an input accepts: the floor of the length, 60 when unknown. */
export function coverTimeMax(length: number | null): number {
  return known(length) ? Math.max(COVER.minTimeSeconds, Math.floor(length)) : COVER.unknownLengthSeconds;
}

/** An input's value clamped between 1 and coverTimeMax. */
export function clampCoverTime(value: number, length: number | null): number {
  if (!Number.isFinite(value)) return COVER.minTimeSeconds;
  return Math.min(Math.max(value, COVER.minTimeSeconds), coverTimeMax(length));
}

/** A value past the clip's end: show the warning and disable generation. */
export function isPastEnd(times: readonly number[], length: number | null): boolean {
  return known(length) && times.some((time) => time > length);
}

/** Where a frame is really taken: at least 0.5 s, at most length − 0.1 s. */
export function frameTime(time: number, length: number | null): number {
  const latest = known(length) ? length - COVER.endMarginSeconds : Number.POSITIVE_INFINITY;
  return round1(Math.max(COVER.minFrameSeconds, Math.min(time, latest)));
}

/** Auto-generate: six frames spaced length/6 apart, starting at 0.5 s. */
export function autoCoverTimes(length: number | null): number[] {
  const span = known(length) ? length : COVER.unknownLengthSeconds;
  return Array.from({ length: COVER.candidates }, (_, i) =>
    frameTime(COVER.minFrameSeconds + (i * span) / COVER.candidates, length),
  );
}

/** Reset: multiples of length/6, at least 1. */
export function resetCoverTimes(length: number | null): number[] {
  const span = known(length) ? length : COVER.unknownLengthSeconds;
  return Array.from({ length: COVER.candidates }, (_, i) =>
    round1(Math.max(COVER.minTimeSeconds, (i * span) / COVER.candidates)),
  );
}

/** Preview frames: `count` of them spread evenly over the clip (each in the middle of its slice). */
export function previewTimes(count: number, length: number | null): number[] {
  const span = known(length) ? length : COVER.unknownLengthSeconds;
  return Array.from({ length: count }, (_, i) => frameTime(((i + 0.5) * span) / count, length));
}

/** The manual slider's end: the length, 120 when unknown. */
export function sliderMax(length: number | null, unknownMax: number): number {
  return known(length) ? round1(length) : unknownMax;
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
