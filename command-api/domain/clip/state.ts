import type { ClipEvent } from '../../../events/clip/clipEvents.ts';

export type ClipState =
  { status: 'none' } | { status: 'pending' | 'approved' | 'rejected'; clipId: string; sellerId: string };

export const initialClipState = (): ClipState => ({ status: 'none' });

export function evolveClip(state: ClipState, event: ClipEvent): ClipState {
  switch (event.type) {
    case 'ClipUploaded':
      return { status: 'pending', clipId: event.data.clipId, sellerId: event.data.sellerId };
    case 'ClipApproved':
      return state.status === 'none' ? state : { ...state, status: 'approved' };
    case 'ClipRejected':
      return state.status === 'none' ? state : { ...state, status: 'rejected' };
    default:
      return state;
  }
}
