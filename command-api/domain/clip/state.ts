import type { ClipEvent } from '../../../events/clip/clipEvents.ts';
import { DomainError } from '../decider.ts';

export type ClipStatus = 'pending' | 'approved' | 'rejected' | 'expired' | 'deleted';

export type ClipState =
  { status: 'none' } | { status: ClipStatus; clipId: string; sellerId: string; approvedAt: string | null };

export const initialClipState = (): ClipState => ({ status: 'none' });

export function evolveClip(state: ClipState, event: ClipEvent): ClipState {
  if (event.type === 'ClipUploaded')
    return { status: 'pending', clipId: event.data.clipId, sellerId: event.data.sellerId, approvedAt: null };
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
      return state;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
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
