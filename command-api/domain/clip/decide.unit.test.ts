import { describe, it } from 'vitest';
import type { ClipUploaded } from '../../../events/clip/clipEvents.ts';
import { deciderSpecification } from '../../testing/deciderSpecification.ts';
import type { UploadClip } from './commands.ts';
import { clipDecider } from './decide.ts';

const spec = deciderSpecification(clipDecider);
const now = '2026-11-21T06:00:00.000Z';
const later = '2026-11-21T07:30:00.000Z';

const upload: UploadClip = {
  type: 'UploadClip',
  clipId: 'c1',
  sellerId: 'seller-1',
  title: 'กระบะฝ่าไฟแดงชนมอเตอร์ไซค์ แยกอโศก',
  description: 'เหตุเกิดช่วงเย็น',
  category: 'car_motorcycle',
  vehicleType: 'truck',
  priceSatang: 50_000,
  tags: ['ฝ่าไฟแดง'],
  incidentDate: '2026-11-20',
  incidentTime: '17:45',
  location: {
    lat: 13.7373,
    lng: 100.5603,
    province: 'กรุงเทพมหานคร',
    district: 'วัฒนา',
    subDistrict: 'คลองเตยเหนือ',
    address: 'แยกอโศก',
  },
  file: null,
  images: { cover: null, previews: [] },
  consent: null,
  sameFileAs: null,
  now,
};
const { type: _t, now: _n, ...uploadedData } = upload;
const uploaded: ClipUploaded = { type: 'ClipUploaded', data: { ...uploadedData, uploadedAt: now } };

describe('clip decider', () => {
  it('uploading a new clip records it as pending', () => {
    spec.given([]).when(upload).then([uploaded]);
  });

  it('a clip id cannot be uploaded twice', () => {
    spec.given([uploaded]).when(upload).thenThrows('CLIP_ALREADY_EXISTS');
  });

  it.each([29_999, 150_001])('refuses a price of %i satang, outside 300–1500 baht', (priceSatang) => {
    spec
      .given([])
      .when({ ...upload, priceSatang })
      .thenThrows('PRICE_OUT_OF_RANGE');
  });

  it.each([30_000, 150_000])('accepts the price bound %i satang', (priceSatang) => {
    spec
      .given([])
      .when({ ...upload, priceSatang })
      .then([{ ...uploaded, data: { ...uploaded.data, priceSatang } }]);
  });

  it('approving a pending clip', () => {
    spec
      .given([uploaded])
      .when({ type: 'ApproveClip', clipId: 'c1', now: later })
      .then([{ type: 'ClipApproved', data: { clipId: 'c1', approvedAt: later } }]);
  });

  it('rejecting a pending clip keeps the reason', () => {
    spec
      .given([uploaded])
      .when({ type: 'RejectClip', clipId: 'c1', reason: 'ภาพไม่ชัด', now: later })
      .then([{ type: 'ClipRejected', data: { clipId: 'c1', reason: 'ภาพไม่ชัด', rejectedAt: later } }]);
  });

  it('a clip that does not exist cannot be approved or rejected', () => {
    spec.given([]).when({ type: 'ApproveClip', clipId: 'c1', now }).thenThrows('CLIP_NOT_FOUND');
    spec.given([]).when({ type: 'RejectClip', clipId: 'c1', reason: 'x', now }).thenThrows('CLIP_NOT_FOUND');
  });

  it('only a pending clip can be approved or rejected', () => {
    const approved = { type: 'ClipApproved' as const, data: { clipId: 'c1', approvedAt: later } };
    const rejected = {
      type: 'ClipRejected' as const,
      data: { clipId: 'c1', reason: 'ซ้ำ', rejectedAt: later },
    };
    spec
      .given([uploaded, approved])
      .when({ type: 'ApproveClip', clipId: 'c1', now })
      .thenThrows('CLIP_NOT_PENDING');
    spec
      .given([uploaded, approved])
      .when({ type: 'RejectClip', clipId: 'c1', reason: 'x', now })
      .thenThrows('CLIP_NOT_PENDING');
    spec
      .given([uploaded, rejected])
      .when({ type: 'ApproveClip', clipId: 'c1', now })
      .thenThrows('CLIP_NOT_PENDING');
  });
});
