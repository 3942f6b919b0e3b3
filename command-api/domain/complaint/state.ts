import type { ComplaintEvent, ComplaintPriority } from '../../../events/complaint/complaintEvents.ts';

export type ComplaintStatus = 'open' | 'in_progress' | 'resolved' | 'rejected';

export interface ExistingComplaint {
  status: ComplaintStatus;
  complaintId: string;
  reporterId: string;
  priority: ComplaintPriority;
}

export type ComplaintState = { status: 'none' } | ExistingComplaint;

export const initialComplaintState = (): ComplaintState => ({ status: 'none' });

export function evolveComplaint(state: ComplaintState, event: ComplaintEvent): ComplaintState {
  switch (event.type) {
    case 'ComplaintFiled': {
      const { complaintId, reporterId, priority } = event.data;
      return { status: 'open', complaintId, reporterId, priority };
    }
    case 'ComplaintInProgress':
      return state.status === 'none' ? state : { ...state, status: 'in_progress' };
    case 'ComplaintPriorityChanged':
      return state.status === 'none' ? state : { ...state, priority: event.data.priority };
    case 'ComplaintResolved':
      return state.status === 'none' ? state : { ...state, status: 'resolved' };
    case 'ComplaintRejected':
      return state.status === 'none' ? state : { ...state, status: 'rejected' };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}
