import { describe, expect, it } from 'vitest';
import type { ComplaintFiled } from '../../../events/complaint/complaintEvents.ts';
import { deciderSpecification } from '../../testing/deciderSpecification.ts';
import { complaintDecider, guestRequesterKey, type FileComplaint, type FileGuestRequest } from './decide.ts';

const spec = deciderSpecification(complaintDecider);
const now = '2026-11-21T06:00:00.000Z';
const later = '2026-11-22T03:00:00.000Z';
const file: FileComplaint = {
  type: 'FileComplaint',
  complaintId: 'c1',
  reporterId: 'u1',
  complaintType: 'payment',
  subject: 'จ่ายเงินแล้วแต่ดาวน์โหลดไม่ได้',
  description: 'ชำระผ่านพร้อมเพย์แล้ว',
  clipId: null,
  purchaseId: 'p1',
  now,
};
const filed: ComplaintFiled = {
  type: 'ComplaintFiled',
  data: {
    complaintId: 'c1',
    reporterId: 'u1',
    uid: 'u1',
    type: 'payment',
    subject: 'จ่ายเงินแล้วแต่ดาวน์โหลดไม่ได้',
    description: 'ชำระผ่านพร้อมเพย์แล้ว',
    clipId: null,
    purchaseId: 'p1',
    priority: 'high',
    filedAt: now,
  },
};
const take = { type: 'TakeComplaintInProgress' as const, complaintId: 'c1', by: 'admin1', now: later };
const taken = {
  type: 'ComplaintInProgress' as const,
  data: { complaintId: 'c1', reporterId: 'u1', by: 'admin1', at: later },
};
const resolve = {
  type: 'ResolveComplaint' as const,
  complaintId: 'c1',
  response: ' คืนเงินให้แล้ว ',
  by: 'admin1',
  now: later,
};
const resolved = {
  type: 'ComplaintResolved' as const,
  data: { complaintId: 'c1', reporterId: 'u1', response: 'คืนเงินให้แล้ว', by: 'admin1', resolvedAt: later },
};
const reject = { ...resolve, type: 'RejectComplaint' as const, response: 'ไม่พบปัญหา' };
const rejected = {
  type: 'ComplaintRejected' as const,
  data: { complaintId: 'c1', reporterId: 'u1', response: 'ไม่พบปัญหา', by: 'admin1', rejectedAt: later },
};
const toUrgent = {
  type: 'ChangeComplaintPriority' as const,
  complaintId: 'c1',
  priority: 'urgent' as const,
  by: 'admin1',
  now: later,
};
const urgent = {
  type: 'ComplaintPriorityChanged' as const,
  data: { complaintId: 'c1', priority: 'urgent' as const, by: 'admin1', at: later },
};

describe('complaint', () => {
  it('is filed once, open, its priority set by its type, the reporter owning the words', () => {
    spec.given([]).when(file).then([filed]);
    spec.given([filed]).when(file).thenThrows('COMPLAINT_ALREADY_EXISTS');
    spec
      .given([])
      .when({ ...file, complaintType: 'other' })
      .then([{ ...filed, data: { ...filed.data, type: 'other', priority: 'low' } }]);
  });

  it('an open complaint is taken in progress once', () => {
    spec.given([filed]).when(take).then([taken]);
    spec.given([filed, taken]).when(take).thenThrows('COMPLAINT_NOT_OPEN');
    spec.given([]).when(take).thenThrows('COMPLAINT_NOT_FOUND');
  });

  it('is resolved or rejected with a trimmed response, from open or in progress', () => {
    spec.given([filed]).when(resolve).then([resolved]);
    spec.given([filed, taken]).when(resolve).then([resolved]);
    spec.given([filed]).when(reject).then([rejected]);
    spec.given([filed, taken]).when(reject).then([rejected]);
    spec.given([]).when(resolve).thenThrows('COMPLAINT_NOT_FOUND');
  });

  it('a response is required', () => {
    spec
      .given([filed])
      .when({ ...resolve, response: '   ' })
      .thenThrows('COMPLAINT_RESPONSE_REQUIRED');
    spec
      .given([filed])
      .when({ ...reject, response: '' })
      .thenThrows('COMPLAINT_RESPONSE_REQUIRED');
  });

  it('resolved and rejected are final', () => {
    for (const closed of [resolved, rejected]) {
      spec.given([filed, closed]).when(resolve).thenThrows('COMPLAINT_CLOSED');
      spec.given([filed, closed]).when(reject).thenThrows('COMPLAINT_CLOSED');
      spec.given([filed, closed]).when(take).thenThrows('COMPLAINT_CLOSED');
      spec.given([filed, closed]).when(toUrgent).thenThrows('COMPLAINT_CLOSED');
    }
  });

  it('admins change the priority of an unfinished complaint, never to the same value', () => {
    spec.given([filed]).when(toUrgent).then([urgent]);
    spec.given([filed, taken]).when(toUrgent).then([urgent]);
    spec.given([filed, urgent]).when(toUrgent).thenThrows('COMPLAINT_PRIORITY_UNCHANGED');
    spec
      .given([filed])
      .when({ ...toUrgent, priority: 'high' })
      .thenThrows('COMPLAINT_PRIORITY_UNCHANGED');
    spec.given([]).when(toUrgent).thenThrows('COMPLAINT_NOT_FOUND');
  });

  describe('a request from someone without an account (issue 17)', () => {
    const takedown: FileGuestRequest = {
      type: 'FileGuestRequest',
      complaintId: 'g1',
      complaintType: 'takedown',
      subject: 'คำขอเบลอใบหน้า — คลิป clip1',
      description: 'ผู้ยื่นคำขอ: สมหญิง (ผู้ที่ปรากฏในคลิป)',
      clipId: 'clip1',
      now,
    };
    const takedownFiled: ComplaintFiled = {
      type: 'ComplaintFiled',
      data: {
        complaintId: 'g1',
        reporterId: 'guest-g1',
        uid: 'guest-g1',
        type: 'takedown',
        subject: 'คำขอเบลอใบหน้า — คลิป clip1',
        description: 'ผู้ยื่นคำขอ: สมหญิง (ผู้ที่ปรากฏในคลิป)',
        clipId: 'clip1',
        purchaseId: null,
        priority: 'high',
        filedAt: now,
      },
    };

    it('a takedown request is filed about its clip, high priority, owned by its own requester key', () => {
      expect(guestRequesterKey('g1')).toBe('guest-g1');
      spec.given([]).when(takedown).then([takedownFiled]);
    });

    it('a takedown request must name a clip; a contact message need not', () => {
      spec
        .given([])
        .when({ ...takedown, clipId: null })
        .thenThrows('TAKEDOWN_CLIP_REQUIRED');
      spec
        .given([])
        .when({ ...takedown, complaintType: 'other', clipId: null })
        .then([
          {
            ...takedownFiled,
            data: { ...takedownFiled.data, type: 'other', clipId: null, priority: 'low' },
          },
        ]);
    });

    it('is filed once, then handled like any complaint', () => {
      spec.given([takedownFiled]).when(takedown).thenThrows('COMPLAINT_ALREADY_EXISTS');
      spec
        .given([takedownFiled])
        .when({ ...take, complaintId: 'g1' })
        .then([{ ...taken, data: { ...taken.data, complaintId: 'g1', reporterId: 'guest-g1' } }]);
    });
  });
});
