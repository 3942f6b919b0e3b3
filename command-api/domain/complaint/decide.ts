import { COMPLAINT_PRIORITY_BY_TYPE } from '../../constants.ts';
import type {
  ComplaintEvent,
  ComplaintFiled,
  ComplaintInProgress,
  ComplaintPriority,
  ComplaintPriorityChanged,
  ComplaintRejected,
  ComplaintResolved,
  ComplaintType,
} from '../../../events/complaint/complaintEvents.ts';
import { DomainError, type Decider } from '../decider.ts';
import {
  evolveComplaint,
  initialComplaintState,
  type ComplaintState,
  type ExistingComplaint,
} from './state.ts';

/** A member reports a problem (issue 7, "Complaints from users"). */
export interface FileComplaint {
  type: 'FileComplaint';
  complaintId: string;
  reporterId: string;
  complaintType: ComplaintType;
  subject: string;
  description: string;
  clipId: string | null;
  purchaseId: string | null;
  now: string;
}

/**
 * Someone without an account asks for a clip to be blurred or taken down, or writes to support
 * (issue 17). The request gets its own key as reporter (`guestRequesterKey`): it owns the words and
 * the contact details inside them, so they can be erased like a member's.
 */
export interface FileGuestRequest {
  type: 'FileGuestRequest';
  complaintId: string;
  complaintType: Extract<ComplaintType, 'takedown' | 'other'>;
  subject: string;
  description: string;
  clipId: string | null;
  now: string;
}

/** The reporter of a request filed without an account. */
export const guestRequesterKey = (complaintId: string) => `guest-${complaintId}`;

export interface TakeComplaintInProgress {
  type: 'TakeComplaintInProgress';
  complaintId: string;
  by: string;
  now: string;
}

export interface ChangeComplaintPriority {
  type: 'ChangeComplaintPriority';
  complaintId: string;
  priority: ComplaintPriority;
  by: string;
  now: string;
}

/** Resolve and reject both carry the admin's answer, which the reporter reads. */
export interface CloseComplaint {
  type: 'ResolveComplaint' | 'RejectComplaint';
  complaintId: string;
  response: string;
  by: string;
  now: string;
}

export type ComplaintCommand =
  FileComplaint | FileGuestRequest | TakeComplaintInProgress | ChangeComplaintPriority | CloseComplaint;

export function fileComplaint(command: FileComplaint, state: ComplaintState): [ComplaintFiled] {
  if (state.status !== 'none') throw new DomainError('COMPLAINT_ALREADY_EXISTS');
  return [
    {
      type: 'ComplaintFiled',
      data: {
        complaintId: command.complaintId,
        reporterId: command.reporterId,
        uid: command.reporterId,
        type: command.complaintType,
        subject: command.subject,
        description: command.description,
        clipId: command.clipId,
        purchaseId: command.purchaseId,
        priority: COMPLAINT_PRIORITY_BY_TYPE[command.complaintType],
        filedAt: command.now,
      },
    },
  ];
}

export function fileGuestRequest(command: FileGuestRequest, state: ComplaintState): [ComplaintFiled] {
  if (state.status !== 'none') throw new DomainError('COMPLAINT_ALREADY_EXISTS');
  if (command.complaintType === 'takedown' && command.clipId === null)
    throw new DomainError('TAKEDOWN_CLIP_REQUIRED');
  const requester = guestRequesterKey(command.complaintId);
  return [
    {
      type: 'ComplaintFiled',
      data: {
        complaintId: command.complaintId,
        reporterId: requester,
        uid: requester,
        type: command.complaintType,
        subject: command.subject,
        description: command.description,
        clipId: command.clipId,
        purchaseId: null,
        priority: COMPLAINT_PRIORITY_BY_TYPE[command.complaintType],
        filedAt: command.now,
      },
    },
  ];
}

/** Resolved and rejected are final (spec admin §4 Complaint). */
function openComplaint(state: ComplaintState): ExistingComplaint {
  if (state.status === 'none') throw new DomainError('COMPLAINT_NOT_FOUND');
  if (state.status === 'resolved' || state.status === 'rejected') throw new DomainError('COMPLAINT_CLOSED');
  return state;
}

export function takeInProgress(
  command: TakeComplaintInProgress,
  state: ComplaintState,
): [ComplaintInProgress] {
  const complaint = openComplaint(state);
  if (complaint.status !== 'open') throw new DomainError('COMPLAINT_NOT_OPEN');
  return [
    {
      type: 'ComplaintInProgress',
      data: {
        complaintId: command.complaintId,
        reporterId: complaint.reporterId,
        by: command.by,
        at: command.now,
      },
    },
  ];
}

export function changePriority(
  command: ChangeComplaintPriority,
  state: ComplaintState,
): [ComplaintPriorityChanged] {
  const complaint = openComplaint(state);
  if (complaint.priority === command.priority) throw new DomainError('COMPLAINT_PRIORITY_UNCHANGED');
  return [
    {
      type: 'ComplaintPriorityChanged',
      data: { complaintId: command.complaintId, priority: command.priority, by: command.by, at: command.now },
    },
  ];
}

export function closeComplaint(
  command: CloseComplaint,
  state: ComplaintState,
): [ComplaintResolved] | [ComplaintRejected] {
  const complaint = openComplaint(state);
  const response = command.response.trim();
  if (response === '') throw new DomainError('COMPLAINT_RESPONSE_REQUIRED');
  const common = {
    complaintId: command.complaintId,
    reporterId: complaint.reporterId,
    response,
    by: command.by,
  };
  return command.type === 'ResolveComplaint'
    ? [{ type: 'ComplaintResolved', data: { ...common, resolvedAt: command.now } }]
    : [{ type: 'ComplaintRejected', data: { ...common, rejectedAt: command.now } }];
}

/** open → in_progress → resolved | rejected; open → resolved | rejected directly too (spec admin §4). */
export const complaintDecider: Decider<ComplaintState, ComplaintCommand, ComplaintEvent> = {
  initialState: initialComplaintState,
  evolve: evolveComplaint,
  decide(command, state) {
    switch (command.type) {
      case 'FileComplaint':
        return fileComplaint(command, state);
      case 'FileGuestRequest':
        return fileGuestRequest(command, state);
      case 'TakeComplaintInProgress':
        return takeInProgress(command, state);
      case 'ChangeComplaintPriority':
        return changePriority(command, state);
      case 'ResolveComplaint':
      case 'RejectComplaint':
        return closeComplaint(command, state);
      default: {
        const unknown: never = command;
        return unknown;
      }
    }
  },
};
