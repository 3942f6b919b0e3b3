import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordClip } from '../fixtures/clips.ts';
import { clipRequests } from '../fixtures/clipRequests.ts';
import { testMarketplace } from '../fixtures/testMarketplace.ts';

type Marketplace = Awaited<ReturnType<typeof testMarketplace>>;

describe('views: at most once per viewer per clip per Bangkok day', () => {
  let m: Marketplace;
  let api: ReturnType<typeof clipRequests>;
  beforeAll(async () => {
    m = await testMarketplace();
    api = clipRequests(m.app);
  });
  afterAll(async () => m.close());
  afterEach(() => vi.useRealTimers());

  async function approvedClip() {
    const { clipId } = await recordClip(m.store, m.people!.seller.uid);
    await api.as(m.tokens.admin).put(`/admin/videos/${clipId}/approve`).expect(200);
    return clipId;
  }
  let last = '0.0';
  /** Reports a view; answers whether it was counted, and remembers the position to read after. */
  const view = async (clipId: string, token?: string) => {
    const res = await api.as(token).post(`/videos/${clipId}/view`).expect(200);
    if (res.body.position) last = res.body.position as string;
    return res.body.data.counted as boolean;
  };
  const views = async (clipId: string) =>
    (await api.as().get(`/videos/${clipId}`, last).expect(200)).body.data.views as number;

  it('the same viewer twice in a day counts once; another viewer counts', async () => {
    const clipId = await approvedClip();
    expect(await view(clipId, m.tokens.buyer)).toBe(true);
    expect(await views(clipId)).toBe(1);
    expect(await view(clipId, m.tokens.buyer)).toBe(false);
    expect(await views(clipId)).toBe(1);
    expect(await view(clipId, m.tokens.otherSeller)).toBe(true);
    expect(await views(clipId)).toBe(2);
    // anonymous visitors are told apart by their address: the same address counts once
    expect(await view(clipId)).toBe(true);
    expect(await views(clipId)).toBe(3);
    expect(await view(clipId)).toBe(false);
    expect(await views(clipId)).toBe(3);
  });

  it('two views that race past the check still count once', async () => {
    const clipId = await approvedClip();
    await Promise.all([
      view(clipId, m.tokens.buyer),
      view(clipId, m.tokens.buyer),
      view(clipId, m.tokens.buyer),
    ]);
    const { events } = await m.store.readStream(`views-${clipId}`);
    expect(events.length).toBeGreaterThanOrEqual(1);
    expect(await views(clipId)).toBe(1);
  });

  it('the next Bangkok day the same viewer counts again', async () => {
    const clipId = await approvedClip();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T16:30:00Z')); // 23:30 in Bangkok
    expect(await view(clipId, m.tokens.buyer)).toBe(true);
    expect(await views(clipId)).toBe(1);
    vi.setSystemTime(new Date('2026-11-21T16:59:00Z'));
    expect(await view(clipId, m.tokens.buyer)).toBe(false);
    vi.setSystemTime(new Date('2026-11-21T17:01:00Z')); // 00:01 the next day in Bangkok
    expect(await view(clipId, m.tokens.buyer)).toBe(true);
    expect(await views(clipId)).toBe(2);
  });

  it('only clips on sale are counted: pending or missing ones are a 404 in Thai', async () => {
    const { clipId } = await recordClip(m.store, m.people!.seller.uid);
    const res = await api.as(m.tokens.seller).post(`/videos/${clipId}/view`).expect(404);
    expect(res.body.error).toEqual({ code: 'CLIP_NOT_FOUND', message: 'ไม่พบวิดีโอ' });
    await api.as().post('/videos/nope/view').expect(404);
  });

  it('the events hold a keyed hash, never the account id', async () => {
    const clipId = await approvedClip();
    await view(clipId, m.tokens.buyer);
    const { events } = await m.store.readStream(`views-${clipId}`);
    expect(events).toHaveLength(1);
    expect(JSON.stringify(events[0]!.data)).not.toContain(m.people!.buyer.uid);
  });
});
