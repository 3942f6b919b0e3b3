/**
 * The incident moment of a draft (issue 21): what the seller chose, kept as typed in the draft, on
 * the clip's 0.1 s grid and within it; the middle of the clip when nothing was chosen (or in a draft
 * saved before previews).
 */
import { clampMoment, middleMoment } from '../../../lib/videoPreview.ts';
import type { DraftFields, DraftVideo } from '../drafts/draft.ts';

/** The chosen moment, or null when none was chosen (the control then shows the middle). */
export function chosenMoment(fields: Pick<DraftFields, 'previewMomentSeconds'>): number | null {
  const typed = fields.previewMomentSeconds?.trim() ?? '';
  const seconds = Number(typed);
  return typed === '' || !Number.isFinite(seconds) ? null : seconds;
}

/** The moment sent with the upload: the chosen one clamped to the clip, else the middle. */
export function momentOf(fields: Pick<DraftFields, 'previewMomentSeconds'>, video: DraftVideo): number {
  const chosen = chosenMoment(fields);
  return chosen === null ? middleMoment(video.durationSeconds) : clampMoment(chosen, video.durationSeconds);
}
