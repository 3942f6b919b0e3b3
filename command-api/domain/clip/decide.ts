import type { ClipApproved, ClipEvent, ClipRejected, ClipUploaded } from '../../../events/clip/clipEvents.ts';
import { PRICE_MAX_BAHT, PRICE_MIN_BAHT, SATANG_PER_BAHT } from '../../../events/constants.ts';
import { DomainError, type Decider } from '../decider.ts';
import type { ApproveClip, ClipCommand, RejectClip, UploadClip } from './commands.ts';
import { evolveClip, initialClipState, type ClipState } from './state.ts';

export function uploadClip(command: UploadClip, state: ClipState): [ClipUploaded] {
  if (state.status !== 'none') throw new DomainError('CLIP_ALREADY_EXISTS');
  if (
    command.priceSatang < PRICE_MIN_BAHT * SATANG_PER_BAHT ||
    command.priceSatang > PRICE_MAX_BAHT * SATANG_PER_BAHT
  ) {
    throw new DomainError('PRICE_OUT_OF_RANGE');
  }
  const { type: _type, now, ...data } = command;
  return [{ type: 'ClipUploaded', data: { ...data, uploadedAt: now } }];
}

export function approveClip(command: ApproveClip, state: ClipState): [ClipApproved] {
  if (state.status === 'none') throw new DomainError('CLIP_NOT_FOUND');
  if (state.status !== 'pending') throw new DomainError('CLIP_NOT_PENDING');
  return [{ type: 'ClipApproved', data: { clipId: command.clipId, approvedAt: command.now } }];
}

export function rejectClip(command: RejectClip, state: ClipState): [ClipRejected] {
  if (state.status === 'none') throw new DomainError('CLIP_NOT_FOUND');
  if (state.status !== 'pending') throw new DomainError('CLIP_NOT_PENDING');
  return [
    {
      type: 'ClipRejected',
      data: { clipId: command.clipId, reason: command.reason, rejectedAt: command.now },
    },
  ];
}

export function decideClip(command: ClipCommand, state: ClipState): ClipEvent[] {
  switch (command.type) {
    case 'UploadClip':
      return uploadClip(command, state);
    case 'ApproveClip':
      return approveClip(command, state);
    case 'RejectClip':
      return rejectClip(command, state);
    default: {
      const unknown: never = command;
      throw new Error(`unknown clip command ${JSON.stringify(unknown)}`);
    }
  }
}

export const clipDecider: Decider<ClipState, ClipCommand, ClipEvent> = {
  initialState: initialClipState,
  evolve: evolveClip,
  decide: decideClip,
};
