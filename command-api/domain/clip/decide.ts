import type {
  ClipApproved,
  ClipDeleted,
  ClipEvent,
  ClipExpired,
  ClipRejected,
  ClipUploaded,
} from '../../../events/clip/clipEvents.ts';
import { middleOf } from '../../../events/clip/clipEvents.ts';
import { MS_PER_DAY } from '../../../events/constants.ts';
import { DomainError, type Decider } from '../decider.ts';
import type { ApproveClip, ClipCommand, DeleteClip, ExpireClip, RejectClip, UploadClip } from './commands.ts';
import {
  checkPreviewMoment,
  onMomentGrid,
  recordClipPreview,
  recordClipPreviewFailure,
} from './clipPreview.ts';
import { editClip, resubmitClip } from './editClip.ts';
import { checkPrice } from './priceOutOfRange.ts';
import { evolveClip, initialClipState, ownClip, type ClipState } from './state.ts';

export function uploadClip(command: UploadClip, state: ClipState): [ClipUploaded] {
  if (state.status !== 'none') throw new DomainError('CLIP_ALREADY_EXISTS');
  checkPrice(command.priceSatang, command.answersRequest ?? null);
  const { type: _type, now, previewMomentSeconds, answersRequest, ...data } = command;
  // The seller's moment, else the middle of the video; a clip without a file has no preview.
  const duration = command.file?.durationSeconds ?? null;
  const moment =
    previewMomentSeconds !== undefined
      ? onMomentGrid(previewMomentSeconds)
      : duration === null
        ? undefined
        : middleOf(duration);
  if (moment !== undefined) checkPreviewMoment(moment, duration);
  return [
    {
      type: 'ClipUploaded',
      data: {
        ...data,
        ...(moment === undefined ? {} : { previewMomentSeconds: moment }),
        ...(answersRequest
          ? { requestId: answersRequest.requestId, requestMaxPriceSatang: answersRequest.maxPriceSatang }
          : {}),
        uploadedAt: now,
      },
    },
  ];
}

function pendingClip(state: ClipState) {
  if (state.status === 'none' || state.status === 'deleted') throw new DomainError('CLIP_NOT_FOUND');
  if (state.status !== 'pending') throw new DomainError('CLIP_NOT_PENDING');
  return state;
}

export function approveClip(command: ApproveClip, state: ClipState): [ClipApproved] {
  pendingClip(state);
  return [{ type: 'ClipApproved', data: { clipId: command.clipId, approvedAt: command.now } }];
}

export function rejectClip(command: RejectClip, state: ClipState): [ClipRejected] {
  pendingClip(state);
  return [
    {
      type: 'ClipRejected',
      data: { clipId: command.clipId, reason: command.reason, rejectedAt: command.now },
    },
  ];
}

/** A seller deletes their own clip, an admin any clip, in any state; sold copies stay with their buyers. */
export function deleteClip(command: DeleteClip, state: ClipState): [ClipDeleted] {
  ownClip(state, command.by);
  return [
    { type: 'ClipDeleted', data: { clipId: command.clipId, by: command.by.role, deletedAt: command.now } },
  ];
}

/** An approved listing ends once its lifetime has passed since approval. */
export function expireClip(command: ExpireClip, state: ClipState): [ClipExpired] {
  if (state.status === 'none' || state.status === 'deleted') throw new DomainError('CLIP_NOT_FOUND');
  if (state.status !== 'approved' || state.approvedAt === null) throw new DomainError('CLIP_NOT_APPROVED');
  const due = Date.parse(state.approvedAt) + command.lifetimeDays * MS_PER_DAY;
  if (Date.parse(command.now) < due) throw new DomainError('CLIP_NOT_DUE_TO_EXPIRE');
  return [{ type: 'ClipExpired', data: { clipId: command.clipId, expiredAt: command.now } }];
}

export function decideClip(command: ClipCommand, state: ClipState): ClipEvent[] {
  switch (command.type) {
    case 'UploadClip':
      return uploadClip(command, state);
    case 'ApproveClip':
      return approveClip(command, state);
    case 'RejectClip':
      return rejectClip(command, state);
    case 'EditClip':
      return editClip(command, state);
    case 'ResubmitClip':
      return resubmitClip(command, state);
    case 'DeleteClip':
      return deleteClip(command, state);
    case 'ExpireClip':
      return expireClip(command, state);
    case 'RecordClipPreview':
      return recordClipPreview(command, state);
    case 'RecordClipPreviewFailure':
      return recordClipPreviewFailure(command, state);
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
