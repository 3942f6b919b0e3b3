import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../../../tests/fixtures/money.ts';
import { testMarketplace } from '../../../tests/fixtures/testMarketplace.ts';
import type { Storage } from '../composition/openStorage.ts';
import { demoClips, seedDemoClips } from './demoClips.ts';

type Marketplace = Awaited<ReturnType<typeof testMarketplace>>;

describe('the demo seed (npm run dev:seed -- --demo)', () => {
  let m: Marketplace;
  let storage: Storage;
  beforeAll(async () => {
    m = await testMarketplace();
    storage = { db: m.db, store: m.store } as Storage;
  }, 180_000);
  afterAll(async () => m?.close());

  const listed = async () => {
    const response = await request(m.app).get('/api/videos').query({ dateFrom: '2000-01-01', limit: 50 });
    return response.body.data.videos as {
      _id: string;
      title: string;
      status: string;
      thumbnailUrl: string | null;
    }[];
  };

  it('uploads every sample video through the real upload and approves it: searchable at once', async () => {
    const people = { sellerId: m.people!.seller.uid, adminId: m.people!.admin.uid };
    expect(await seedDemoClips(storage, m.mediaDir, people)).toBe(demoClips.length);
    const videos = await until(listed, (list) => list.length === demoClips.length);
    expect(videos.map((video) => video.title).sort()).toEqual(
      demoClips.map((clip) => clip.fields.title).sort(),
    );
    const keyword = await request(m.app).get('/api/videos').query({ search: 'พัทยา', dateFrom: '2000-01-01' });
    expect(keyword.body.data.videos.map((video: { title: string }) => video.title)).toEqual([
      demoClips.find((clip) => clip.fields.province === 'ชลบุรี')!.fields.title,
    ]);
    const detail = await request(m.app).get(`/api/videos/${videos[0]!._id}`).expect(200);
    expect(detail.body.data.status).toBe('approved');
  }, 600_000);

  it('adds nothing when seeded again', async () => {
    const people = { sellerId: m.people!.seller.uid, adminId: m.people!.admin.uid };
    expect(await seedDemoClips(storage, m.mediaDir, people)).toBe(0);
  });
});
