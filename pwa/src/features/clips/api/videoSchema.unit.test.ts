import { describe, expect, it } from 'vitest';
import { videoListSchema, videoSchema } from './videoSchema.ts';

const answer = {
  _id: 'clip-1',
  title: 'ชนท้ายแยกอโศก',
  description: 'รถเก๋งชนท้ายกระบะตอนไฟแดง',
  category: 'car_car',
  vehicleType: 'car',
  price: 1500,
  thumbnail: null,
  thumbnailPreviews: [],
  duration: 75,
  fileSize: 5242880,
  views: 10,
  salesCount: 1,
  status: 'approved',
  tags: ['อโศก'],
  createdAt: '2026-11-20T10:00:00.000Z',
  dateRecorded: '2026-11-21',
  timeRecorded: '14:05',
  isActive: true,
  seller: { _id: 'u1', displayName: 'สมชาย', createdAt: '2026-10-01T00:00:00.000Z' },
  location: {
    address: 'ถนนสุขุมวิท',
    province: 'กรุงเทพมหานคร',
    district: 'วัฒนา',
    subDistrict: 'คลองเตยเหนือ',
    city: 'กรุงเทพมหานคร',
    coordinates: { lat: 13.73, lng: 100.56 },
  },
};

describe('videoSchema', () => {
  it('reads the API clip as it is', () => {
    expect(videoSchema.parse(answer)).toEqual(answer);
  });

  it('accepts missing optional details', () => {
    const { thumbnailPreviews: _p, tags: _t, location: _l, ...bare } = answer;
    const video = videoSchema.parse({ ...bare, duration: null, fileSize: null, dateRecorded: null });
    expect(video).toMatchObject({ thumbnailPreviews: [], tags: [], location: null, duration: null });
  });

  it('rejects a clip without id or price', () => {
    expect(videoSchema.safeParse({ ...answer, _id: '' }).success).toBe(false);
    expect(videoSchema.safeParse({ ...answer, price: '1500' }).success).toBe(false);
  });

  it('reads a list with pagination', () => {
    const list = videoListSchema.parse({
      videos: [answer],
      pagination: { page: 1, limit: 20, totalCount: 1, totalPages: 1 },
    });
    expect(list.videos).toHaveLength(1);
  });
});
