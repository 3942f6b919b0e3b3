import { previewMomentOf, type ClipEvent, type ClipUploaded } from '../../../events/clip/clipEvents.ts';
import { DomainError } from '../decider.ts';
import type { AnsweredRequest } from './commands.ts';

export type ClipStatus = 'pending' | 'approved' | 'rejected' | 'expired' | 'deleted';

export type ClipState =
  | { status: 'none' }
  | {
      status: ClipStatus;
      clipId: string;
      sellerId: string;
      approvedAt: string | null;
      /** The original's length (null for clips recorded before files were kept). */
      durationSeconds: number | null;
      /** The incident moment the preview is made around; a preview result for another one is outdated. */
      previewMomentSeconds: number;
      /** The footage request the clip was sent for, whose price bounds the clip's (issue 22). */
      answersRequest: AnsweredRequest | null;
    };

export const initialClipState = (): ClipState => ({ status: 'none' });

export function evolveClip(state: ClipState, event: ClipEvent): ClipState {
  if (event.type === 'ClipUploaded')
    return {
      status: 'pending',
      clipId: event.data.clipId,
      sellerId: event.data.sellerId,
      approvedAt: null,
      durationSeconds: event.data.file?.durationSeconds ?? null,
      previewMomentSeconds: previewMomentOf(event.data),
      answersRequest: answeredRequestOf(event.data),
    };
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'ClipApproved':
      return { ...state, status: 'approved', approvedAt: event.data.approvedAt };
    case 'ClipRejected':
      return { ...state, status: 'rejected' };
    case 'ClipResubmitted':
      return { ...state, status: 'pending' };
    case 'ClipExpired':
      return { ...state, status: 'expired' };
    case 'ClipDeleted':
      return { ...state, status: 'deleted' };
    case 'ClipEdited':
      return event.data.changes.previewMomentSeconds === undefined
        ? state
        : { ...state, previewMomentSeconds: event.data.changes.previewMomentSeconds };
    case 'ClipPreviewMade':
    case 'ClipPreviewFailed':
      return state;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

/** The request an upload answered (the upload writes both fields or neither); null for any other clip. */
function answeredRequestOf(data: ClipUploaded['data']): AnsweredRequest | null {
  return data.requestId !== undefined && data.requestMaxPriceSatang !== undefined
    ? { requestId: data.requestId, maxPriceSatang: data.requestMaxPriceSatang }
    : null;
}

export type ExistingClip = Exclude<ClipState, { status: 'none' }>;

/**
 * The clip a seller or an admin may act on. A deleted clip is gone, and another seller's clip is
 * answered exactly like a missing one, so nobody learns which ids exist.
 */
export function ownClip(state: ClipState, by: { role: 'seller' | 'admin'; id: string }): ExistingClip {
  if (state.status === 'none' || state.status === 'deleted') throw new DomainError('CLIP_NOT_FOUND');
  if (by.role === 'seller' && by.id !== state.sellerId) throw new DomainError('CLIP_NOT_FOUND');
  return state;
}
