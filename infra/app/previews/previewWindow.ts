import { PREVIEW_MAX_SECONDS } from '../../../events/constants.ts';

/**
 * The part of the clip the preview shows: PREVIEW_MAX_SECONDS centred on the moment, moved inside
 * the clip when the moment is near its start or end (the whole clip when it is shorter).
 */
export function previewWindow(momentSeconds: number, durationSeconds: number) {
  const length = Math.min(PREVIEW_MAX_SECONDS, durationSeconds);
  const from = Math.min(Math.max(0, momentSeconds - length / 2), Math.max(0, durationSeconds - length));
  const round = (seconds: number) => Math.round(seconds * 1000) / 1000;
  return { fromSeconds: round(from), toSeconds: round(from + length) };
}
