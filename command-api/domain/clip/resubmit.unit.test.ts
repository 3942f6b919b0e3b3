import { describe, it } from 'vitest';
import type { ClipEvent, ClipUploaded } from '../../../events/clip/clipEvents.ts';
import { clipUploadedData } from '../../../tests/fixtures/clipUploadedData.ts';
import { deciderSpecification } from '../../testing/deciderSpecification.ts';
import type { ResubmitClip } from './commands.ts';
import { clipDecider } from './decide.ts';

const spec = deciderSpecification(clipDecider);
const uploadedAt = '2026-11-21T06:00:00.000Z';
const rejectedAt = '2026-11-21T08:00:00.000Z';
const now = '2026-11-22T09:00:00.000Z';

const uploaded: ClipUploaded = {
  type: 'ClipUploaded',
  data: clipUploadedData('c1', 'seller-1', 'ชนท้ายที่แยกอโศก', uploadedAt),
};
const rejected: ClipEvent = {
  type: 'ClipRejected',
  data: { clipId: 'c1', reason: 'ชื่อเรื่องไม่ตรงกับคลิป', rejectedAt },
};
const approved: ClipEvent = { type: 'ClipApproved', data: { clipId: 'c1', approvedAt: rejectedAt } };
const resubmittedEvent: ClipEvent = {
  type: 'ClipResubmitted',
  data: { clipId: 'c1', sellerId: 'seller-1', resubmittedAt: now },
};

const resubmit = (changes: object, sellerId = 'seller-1'): ResubmitClip => ({
  type: 'ResubmitClip',
  clipId: 'c1',
  sellerId,
  changes,
  now,
});

describe('clip decider: a rejected clip resubmitted for a new review', () => {
  it('with fixes: the edit first, then the clip is pending again', () => {
    const changes = {
      title: 'รถกระบะชนท้ายเก๋งที่แยกอโศก',
      category: 'car_truck' as const,
      incidentTime: '17:40',
    };
    spec
      .given([uploaded, rejected])
      .when(resubmit(changes))
      .then([
        {
          type: 'ClipEdited',
          data: { clipId: 'c1', sellerId: 'seller-1', by: 'seller', changes, editedAt: now },
        },
        resubmittedEvent,
      ]);
  });

  it('without changes: only the new review', () => {
    spec.given([uploaded, rejected]).when(resubmit({})).then([resubmittedEvent]);
  });

  it('once resubmitted the clip is pending: the admin can decide on it again', () => {
    spec
      .given([uploaded, rejected, resubmittedEvent])
      .when({ type: 'ApproveClip', clipId: 'c1', now })
      .then([{ type: 'ClipApproved', data: { clipId: 'c1', approvedAt: now } }]);
    spec.given([uploaded, rejected, resubmittedEvent, rejected]).when(resubmit({})).then([resubmittedEvent]);
  });

  it('only a rejected clip: not a pending, approved or already resubmitted one', () => {
    spec.given([uploaded]).when(resubmit({})).thenThrows('CLIP_NOT_REJECTED');
    spec
      .given([uploaded, approved])
      .when(resubmit({ title: 'x' }))
      .thenThrows('CLIP_NOT_REJECTED');
    spec.given([uploaded, rejected, resubmittedEvent]).when(resubmit({})).thenThrows('CLIP_NOT_REJECTED');
  });

  it("another seller's clip, or a missing one, is answered as missing", () => {
    spec.given([uploaded, rejected]).when(resubmit({}, 'seller-2')).thenThrows('CLIP_NOT_FOUND');
    spec.given([]).when(resubmit({})).thenThrows('CLIP_NOT_FOUND');
  });

  it('the fixes are checked as an edit is', () => {
    spec
      .given([uploaded, rejected])
      .when(resubmit({ title: '  ' }))
      .thenThrows('TITLE_INVALID');
    spec
      .given([uploaded, rejected])
      .when(resubmit({ priceSatang: 10_000 }))
      .thenThrows('PRICE_OUT_OF_RANGE');
  });
});
