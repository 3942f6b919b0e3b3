import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANDING_PRELOADED_COVERS, LANDING_QUERIES, landingSearchPath } from '../../events/landingQueries.ts';
import { CLIP_CARD_COVER_SIZES, CLIP_PAGE_COVER_SIZES, coverSrcSet } from '../../events/coverImages.ts';
import { DOCUMENT_ONLY_HEADERS } from '../../infra/http/securityHeaders.ts';
import { recordClip } from '../fixtures/clips.ts';
import { clipRequests } from '../fixtures/clipRequests.ts';
import { testMarketplace } from '../fixtures/testMarketplace.ts';

type Marketplace = Awaited<ReturnType<typeof testMarketplace>>;

/** The `Link` header as a list of [url, parameters]. */
const linksOf = (res: request.Response): [string, string][] =>
  String(res.headers.link ?? '')
    .split(/,\s*(?=<)/)
    .filter(Boolean)
    .map((value) => {
      const [, url = '', params = ''] = /^<([^>]*)>;\s*(.*)$/.exec(value) ?? [];
      return [url, params];
    });

describe('the landing page announces what it will ask first (Link: rel=preload)', () => {
  let m: Marketplace;
  let pwaDir: string;
  const covers: string[] = [];
  let newestClipId = '';
  beforeAll(async () => {
    pwaDir = await mkdtemp(path.join(tmpdir(), 'dashclip-pwa-'));
    await writeFile(path.join(pwaDir, 'index.html'), '<!doctype html><title>แดชคลิป</title>');
    await mkdir(path.join(pwaDir, 'assets'));
    await writeFile(path.join(pwaDir, 'assets', 'index-Ab12Cd34.js'), 'export const a = 1;\n');
    m = await testMarketplace({ pwaDir });
    const api = clipRequests(m.app);
    // Three approved clips, newest last: the landing shows the newest first.
    let position = '0.0';
    for (const cover of ['cover-old', 'cover-middle', 'cover-new']) {
      const { clipId } = await recordClip(m.store, m.people!.seller.uid, { images: { cover, previews: [] } });
      newestClipId = clipId;
      position = (await api.as(m.tokens.admin).put(`/admin/videos/${clipId}/approve`).expect(200)).body
        .position;
      covers.unshift(`/api/media/images/${cover}.webp`);
    }
    await api.as().get('/videos', position).expect(200);
  });
  afterAll(async () => {
    await m?.close();
    await rm(pwaDir, { recursive: true, force: true });
  });

  it('/ names the two searches of the landing page and the newest covers, in the order the page shows them', async () => {
    const res = await request(m.app).get('/').expect(200);
    expect(res.text).toContain('แดชคลิป');
    const links = linksOf(res);
    expect(links.slice(0, 2)).toEqual([
      [landingSearchPath(LANDING_QUERIES.latest), 'rel=preload; as=fetch; crossorigin=anonymous'],
      [landingSearchPath(LANDING_QUERIES.counts), 'rel=preload; as=fetch; crossorigin=anonymous'],
    ]);
    const announced = links.slice(2);
    expect(announced.map(([url]) => url)).toEqual(covers.slice(0, LANDING_PRELOADED_COVERS));
    for (const [url, params] of announced) {
      expect(params).toMatch(/rel=preload; as=image; type="image\/webp"/);
      // The same choice of thumbnail or cover the card's <source> offers.
      expect(params).toContain(`imagesrcset="${coverSrcSet(url)}"; imagesizes="${CLIP_CARD_COVER_SIZES}"`);
    }
  });

  it('the dashboard without a filter announces its first page and covers; with a filter, nothing', async () => {
    const links = linksOf(await request(m.app).get('/dashboard').expect(200));
    expect(links[0]).toEqual([
      landingSearchPath(LANDING_QUERIES.dashboard),
      'rel=preload; as=fetch; crossorigin=anonymous',
    ]);
    const answer = await request(m.app).get(landingSearchPath(LANDING_QUERIES.dashboard)).expect(200);
    const firstCovers = (answer.body.data.videos as { thumbnail: string }[])
      .slice(0, LANDING_PRELOADED_COVERS)
      .map((video) => video.thumbnail);
    expect(links.slice(1).map(([url]) => url)).toEqual(firstCovers);
    expect((await request(m.app).get('/dashboard?keyword=ชนท้าย').expect(200)).headers.link).toBeUndefined();
  });

  it('/login (the landing page with the sign-in modal) announces what the landing page does', async () => {
    expect(linksOf(await request(m.app).get('/login').expect(200))).toEqual(
      linksOf(await request(m.app).get('/')),
    );
  });

  it('each announced search is one the API answers, with the announced covers first', async () => {
    const latest = await request(m.app).get(landingSearchPath(LANDING_QUERIES.latest)).expect(200);
    const thumbnails = (latest.body.data.videos as { thumbnail: string }[]).map((video) => video.thumbnail);
    expect(thumbnails).toEqual(covers);
    const counts = await request(m.app).get(landingSearchPath(LANDING_QUERIES.counts)).expect(200);
    expect(counts.body.data.facets).toBeDefined();
  });

  it('a clip page announces its cover, never its details (they depend on who asks); an unknown clip nothing', async () => {
    expect(linksOf(await request(m.app).get(`/video/${newestClipId}`).expect(200))).toEqual([
      [
        covers[0],
        `rel=preload; as=image; type="image/webp"; fetchpriority=high; imagesrcset="${coverSrcSet(covers[0]!)}"; imagesizes="${CLIP_PAGE_COVER_SIZES}"`,
      ],
    ]);
    const unknown = '0f07c3e0-01ef-4061-a233-0a1ba66e7807';
    expect((await request(m.app).get(`/video/${unknown}`).expect(200)).headers.link).toBeUndefined();
  });

  it('a page with nothing to announce goes without Link; hashed assets carry no document-only headers', async () => {
    const page = await request(m.app).get('/video/some-clip').expect(200);
    expect(page.headers.link).toBeUndefined();
    expect(page.headers['content-security-policy']).toBeDefined();
    const asset = await request(m.app).get('/assets/index-Ab12Cd34.js').expect(200);
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    for (const name of DOCUMENT_ONLY_HEADERS) expect(asset.headers[name.toLowerCase()]).toBeUndefined();
  });
});
