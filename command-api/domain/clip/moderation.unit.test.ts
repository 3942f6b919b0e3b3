import { describe, it } from 'vitest';
import type { ClipEvent, ClipUploaded } from '../../../events/clip/clipEvents.ts';
import { clipUploadedData } from '../../../tests/fixtures/clipUploadedData.ts';
import { deciderSpecification } from '../../testing/deciderSpecification.ts';
import type { ClipActor } from './commands.ts';
import { clipDecider } from './decide.ts';

const spec = deciderSpecification(clipDecider);
const uploadedAt = '2026-11-21T06:00:00.000Z';
const approvedAt = '2026-11-21T08:00:00.000Z';
const now = '2026-11-22T09:00:00.000Z';

const uploaded: ClipUploaded = {
  type: 'ClipUploaded',
  data: clipUploadedData('c1', 'seller-1', 'ชนท้ายที่แยกอโศก', uploadedAt),
};
const approved: ClipEvent = { type: 'ClipApproved', data: { clipId: 'c1', approvedAt } };
const rejected: ClipEvent = {
  type: 'ClipRejected',
  data: { clipId: 'c1', reason: 'ไม่ชัด', rejectedAt: approvedAt },
};
const expired: ClipEvent = { type: 'ClipExpired', data: { clipId: 'c1', expiredAt: now } };
const deletedBySeller: ClipEvent = {
  type: 'ClipDeleted',
  data: { clipId: 'c1', by: 'seller', deletedAt: now },
};

const seller: ClipActor = { role: 'seller', id: 'seller-1' };
const otherSeller: ClipActor = { role: 'seller', id: 'seller-2' };
const admin: ClipActor = { role: 'admin', id: 'admin-1' };

const edit = (by: ClipActor, changes: object) => ({
  type: 'EditClip' as const,
  clipId: 'c1',
  by,
  changes,
  now,
});
const edited = (by: 'seller' | 'admin', changes: object): ClipEvent => ({
  type: 'ClipEdited',
  // the seller named on every edit: their key seals the changed words and pin
  data: { clipId: 'c1', sellerId: 'seller-1', by, changes, editedAt: now },
});

describe('clip decider: approve and reject', () => {
  it('a deleted clip cannot be approved: it is gone', () => {
    spec
      .given([uploaded, deletedBySeller])
      .when({ type: 'ApproveClip', clipId: 'c1', now })
      .thenThrows('CLIP_NOT_FOUND');
  });
  it('an expired clip cannot be rejected', () => {
    spec
      .given([uploaded, approved, expired])
      .when({ type: 'RejectClip', clipId: 'c1', reason: 'x', now })
      .thenThrows('CLIP_NOT_PENDING');
  });
});

describe('clip decider: seller edits', () => {
  it('a pending clip: every metadata field', () => {
    const changes = {
      title: 'ใหม่',
      category: 'pedestrian',
      vehicleType: 'bus',
      tags: ['คนข้าม'],
      incidentDate: '2026-11-19',
      incidentTime: '06:00',
      priceSatang: 30_000,
    };
    spec
      .given([uploaded])
      .when(edit(seller, changes))
      .then([edited('seller', changes)]);
  });

  it('an approved clip: title, description and price', () => {
    const changes = { title: 'ชื่อใหม่', description: 'ย'.repeat(500), priceSatang: 150_000 };
    spec
      .given([uploaded, approved])
      .when(edit(seller, changes))
      .then([edited('seller', changes)]);
  });

  it('an approved clip: not its category, place or date', () => {
    spec
      .given([uploaded, approved])
      .when(edit(seller, { category: 'other' }))
      .thenThrows('CLIP_FIELD_LOCKED');
    spec
      .given([uploaded, approved])
      .when(edit(seller, { title: 'ได้', incidentDate: '2026-01-01' }))
      .thenThrows('CLIP_FIELD_LOCKED');
  });

  it('a rejected or expired clip cannot be edited by its seller', () => {
    spec
      .given([uploaded, rejected])
      .when(edit(seller, { title: 'x' }))
      .thenThrows('CLIP_NOT_EDITABLE');
    spec
      .given([uploaded, approved, expired])
      .when(edit(seller, { title: 'x' }))
      .thenThrows('CLIP_NOT_EDITABLE');
  });

  it("another seller's clip is answered like a missing one", () => {
    spec
      .given([uploaded])
      .when(edit(otherSeller, { title: 'x' }))
      .thenThrows('CLIP_NOT_FOUND');
    spec
      .given([])
      .when(edit(seller, { title: 'x' }))
      .thenThrows('CLIP_NOT_FOUND');
    spec
      .given([uploaded, deletedBySeller])
      .when(edit(seller, { title: 'x' }))
      .thenThrows('CLIP_NOT_FOUND');
  });

  it('refuses an empty edit, a long title or description, and a price outside 300–1500 baht', () => {
    spec.given([uploaded]).when(edit(seller, {})).thenThrows('CLIP_NO_CHANGES');
    spec
      .given([uploaded])
      .when(edit(seller, { title: 'ก'.repeat(101) }))
      .thenThrows('TITLE_INVALID');
    spec
      .given([uploaded])
      .when(edit(seller, { title: '  ' }))
      .thenThrows('TITLE_INVALID');
    spec
      .given([uploaded])
      .when(edit(seller, { description: 'ก'.repeat(501) }))
      .thenThrows('DESCRIPTION_TOO_LONG');
    spec
      .given([uploaded])
      .when(edit(seller, { priceSatang: 29_999 }))
      .thenThrows('PRICE_OUT_OF_RANGE');
    spec
      .given([uploaded, approved])
      .when(edit(seller, { priceSatang: 150_001 }))
      .thenThrows('PRICE_OUT_OF_RANGE');
  });
});

describe('clip decider: admin edits', () => {
  it('title, description, category and price, in any state but deleted', () => {
    const changes = { title: 'แก้โดยแอดมิน', description: 'd', category: 'car_truck', priceSatang: 40_000 };
    for (const history of [
      [uploaded],
      [uploaded, approved],
      [uploaded, rejected],
      [uploaded, approved, expired],
    ]) {
      spec
        .given(history)
        .when(edit(admin, changes))
        .then([edited('admin', changes)]);
    }
  });

  it('not the place, date or vehicle, and not a deleted clip', () => {
    spec
      .given([uploaded])
      .when(edit(admin, { vehicleType: 'bus' }))
      .thenThrows('CLIP_FIELD_LOCKED');
    spec
      .given([uploaded, deletedBySeller])
      .when(edit(admin, { title: 'x' }))
      .thenThrows('CLIP_NOT_FOUND');
    spec
      .given([uploaded])
      .when(edit(admin, { priceSatang: 200_000 }))
      .thenThrows('PRICE_OUT_OF_RANGE');
  });
});

describe('clip decider: delete', () => {
  it('a seller deletes their own clip in any state', () => {
    for (const history of [
      [uploaded],
      [uploaded, approved],
      [uploaded, rejected],
      [uploaded, approved, expired],
    ]) {
      spec.given(history).when({ type: 'DeleteClip', clipId: 'c1', by: seller, now }).then([deletedBySeller]);
    }
  });

  it('an admin deletes any clip', () => {
    spec
      .given([uploaded, approved])
      .when({ type: 'DeleteClip', clipId: 'c1', by: admin, now })
      .then([{ type: 'ClipDeleted', data: { clipId: 'c1', by: 'admin', deletedAt: now } }]);
  });

  it("not another seller's clip, nor one already deleted or missing", () => {
    spec
      .given([uploaded])
      .when({ type: 'DeleteClip', clipId: 'c1', by: otherSeller, now })
      .thenThrows('CLIP_NOT_FOUND');
    spec
      .given([uploaded, deletedBySeller])
      .when({ type: 'DeleteClip', clipId: 'c1', by: admin, now })
      .thenThrows('CLIP_NOT_FOUND');
    spec.given([]).when({ type: 'DeleteClip', clipId: 'c1', by: admin, now }).thenThrows('CLIP_NOT_FOUND');
  });
});

describe('clip decider: listing expiry', () => {
  const expire = (at: string) => ({ type: 'ExpireClip' as const, clipId: 'c1', lifetimeDays: 365, now: at });

  it('an approved clip expires once its lifetime has passed since approval', () => {
    const due = '2027-11-21T08:00:00.000Z';
    spec
      .given([uploaded, approved])
      .when(expire(due))
      .then([{ type: 'ClipExpired', data: { clipId: 'c1', expiredAt: due } }]);
  });

  it('not a moment before', () => {
    spec
      .given([uploaded, approved])
      .when(expire('2027-11-21T07:59:59.999Z'))
      .thenThrows('CLIP_NOT_DUE_TO_EXPIRE');
  });

  it('only approved clips expire', () => {
    const late = '2030-01-01T00:00:00.000Z';
    spec.given([uploaded]).when(expire(late)).thenThrows('CLIP_NOT_APPROVED');
    spec.given([uploaded, rejected]).when(expire(late)).thenThrows('CLIP_NOT_APPROVED');
    spec.given([uploaded, approved, expired]).when(expire(late)).thenThrows('CLIP_NOT_APPROVED');
    spec.given([uploaded, approved, deletedBySeller]).when(expire(late)).thenThrows('CLIP_NOT_FOUND');
    spec.given([]).when(expire(late)).thenThrows('CLIP_NOT_FOUND');
  });
});
