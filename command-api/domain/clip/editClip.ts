import {
  CLIP_EDITABLE_FIELDS,
  type ClipChanges,
  type ClipEdited,
  type ClipResubmitted,
} from '../../../events/clip/clipEvents.ts';
import { DESCRIPTION_MAX_ON_EDIT, TITLE_MAX } from '../../../events/constants.ts';
import { DomainError } from '../decider.ts';
import type { EditClip, ResubmitClip } from './commands.ts';
import { checkPreviewMoment, onMomentGrid } from './clipPreview.ts';
import { checkPrice } from './priceOutOfRange.ts';
import { ownClip, type ClipState, type ExistingClip } from './state.ts';

type Field = keyof ClipChanges;

/** What may change, by whom and when (spec §2 My videos, profile uploads tab; admin spec §4). */
const SELLER_WHILE_PENDING: readonly Field[] = CLIP_EDITABLE_FIELDS;
const SELLER_ONCE_APPROVED: readonly Field[] = [
  'title',
  'description',
  'priceSatang',
  'previewMomentSeconds',
];
const ADMIN: readonly Field[] = ['title', 'description', 'category', 'priceSatang'];

function editableFields(command: EditClip, status: string): readonly Field[] {
  if (command.by.role === 'admin') return ADMIN;
  if (status === 'pending') return SELLER_WHILE_PENDING;
  if (status === 'approved') return SELLER_ONCE_APPROVED;
  throw new DomainError('CLIP_NOT_EDITABLE');
}

function checkValues(changes: ClipChanges, clip: ExistingClip): void {
  if (changes.previewMomentSeconds !== undefined)
    checkPreviewMoment(changes.previewMomentSeconds, clip.durationSeconds);
  if (changes.title !== undefined && (changes.title.trim() === '' || changes.title.length > TITLE_MAX))
    throw new DomainError('TITLE_INVALID');
  if (changes.description !== undefined && changes.description.length > DESCRIPTION_MAX_ON_EDIT)
    throw new DomainError('DESCRIPTION_TOO_LONG');
  // A clip sent for a footage request keeps the requester's price as its ceiling (issue 22).
  if (changes.priceSatang !== undefined) checkPrice(changes.priceSatang, clip.answersRequest);
}

/** A moved incident moment lands on the 0.1 s grid, as the upload records it. */
const onGrid = (changes: ClipChanges): ClipChanges =>
  changes.previewMomentSeconds === undefined
    ? changes
    : { ...changes, previewMomentSeconds: onMomentGrid(changes.previewMomentSeconds) };

export function editClip(command: EditClip, state: ClipState): [ClipEdited] {
  const clip = ownClip(state, command.by);
  const fields = Object.keys(command.changes) as Field[];
  if (fields.length === 0) throw new DomainError('CLIP_NO_CHANGES');
  const allowed = editableFields(command, clip.status);
  if (fields.some((field) => !allowed.includes(field))) throw new DomainError('CLIP_FIELD_LOCKED');
  const changes = onGrid(command.changes);
  checkValues(changes, clip);
  return [
    {
      type: 'ClipEdited',
      data: {
        clipId: command.clipId,
        sellerId: clip.sellerId,
        by: command.by.role,
        changes,
        editedAt: command.now,
      },
    },
  ];
}

/**
 * A rejected clip back to the review queue: its seller may change every field a pending clip
 * allows (the fixes come first, as a ClipEdited, so the admin reviews the corrected clip), or
 * none when the reason was elsewhere. Only a rejected clip; anyone else's is answered as missing.
 */
export function resubmitClip(
  command: ResubmitClip,
  state: ClipState,
): [ClipResubmitted] | [ClipEdited, ClipResubmitted] {
  const clip = ownClip(state, { role: 'seller', id: command.sellerId });
  if (clip.status !== 'rejected') throw new DomainError('CLIP_NOT_REJECTED');
  const fields = Object.keys(command.changes) as Field[];
  if (fields.some((field) => !SELLER_WHILE_PENDING.includes(field)))
    throw new DomainError('CLIP_FIELD_LOCKED');
  const changes = onGrid(command.changes);
  checkValues(changes, clip);
  const resubmitted: ClipResubmitted = {
    type: 'ClipResubmitted',
    data: { clipId: command.clipId, sellerId: clip.sellerId, resubmittedAt: command.now },
  };
  if (fields.length === 0) return [resubmitted];
  return [
    {
      type: 'ClipEdited',
      data: {
        clipId: command.clipId,
        sellerId: clip.sellerId,
        by: 'seller',
        changes,
        editedAt: command.now,
      },
    },
    resubmitted,
  ];
}
