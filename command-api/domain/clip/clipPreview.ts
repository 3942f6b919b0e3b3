import type { ClipPreviewFailed, ClipPreviewMade } from '../../../events/clip/clipEvents.ts';
import { PREVIEW_MOMENT_STEP_SECONDS } from '../../../events/constants.ts';
import { DomainError } from '../decider.ts';
import type { RecordClipPreview, RecordClipPreviewFailure } from './commands.ts';
import type { ClipState } from './state.ts';

const STEPS_PER_SECOND = Math.round(1 / PREVIEW_MOMENT_STEP_SECONDS);

/** A moment on the grid the seller chooses on (0.1 s), so equal moments compare equal. */
export const onMomentGrid = (seconds: number) => Math.round(seconds * STEPS_PER_SECOND) / STEPS_PER_SECOND;

/** A moment inside the clip: from its start to its end (clips without a known length: any). */
export function checkPreviewMoment(seconds: number, durationSeconds: number | null): void {
  if (!Number.isFinite(seconds) || seconds < 0 || (durationSeconds !== null && seconds > durationSeconds))
    throw new DomainError('PREVIEW_MOMENT_OUT_OF_RANGE');
}

/**
 * A preview result belongs to the clip as it is now: one made for a moment the seller has moved
 * since, or for a clip deleted or expired meanwhile, is refused (the worker drops it).
 */
function wantedPreview(state: ClipState, momentSeconds: number) {
  if (state.status === 'none' || state.status === 'deleted') throw new DomainError('CLIP_NOT_FOUND');
  if (state.status === 'expired' || state.previewMomentSeconds !== momentSeconds)
    throw new DomainError('PREVIEW_OUTDATED');
  return state;
}

export function recordClipPreview(command: RecordClipPreview, state: ClipState): [ClipPreviewMade] {
  wantedPreview(state, command.momentSeconds);
  const { type: _type, now, ...data } = command;
  return [{ type: 'ClipPreviewMade', data: { ...data, madeAt: now } }];
}

export function recordClipPreviewFailure(
  command: RecordClipPreviewFailure,
  state: ClipState,
): [ClipPreviewFailed] {
  wantedPreview(state, command.momentSeconds);
  const { clipId, momentSeconds, reason, now } = command;
  return [{ type: 'ClipPreviewFailed', data: { clipId, momentSeconds, reason, failedAt: now } }];
}
