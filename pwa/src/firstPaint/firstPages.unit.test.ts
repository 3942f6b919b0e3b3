import { describe, expect, it } from 'vitest';
import { LANDING_QUERIES, landingSearchPath } from '../../../events/landingQueries.ts';
import { firstPageOf, readSearchAnswer } from './firstPages.ts';

const clip = (overrides: Record<string, unknown> = {}) => ({
  _id: 'c0ffee00-0000-4000-8000-000000000001',
  title: 'รถกระบะชนท้าย <script>alert(1)</script> "แยก" & สะพาน',
  category: 'car_car',
  price: 1500.5,
  status: 'approved',
  thumbnail: '/api/media/images/abc.webp',
  thumbnailJpg: '/api/media/images/abc.jpg',
  duration: 75,
  dateRecorded: '2026-11-21',
  location: { province: 'เชียงใหม่', city: '' },
  ...overrides,
});

const searchAnswer = (videos: unknown[], totalCount = videos.length) => ({
  success: true,
  data: { videos, pagination: { page: 1, limit: 8, totalCount, totalPages: 1 } },
});

describe('which pages the first paint draws', () => {
  it('the landing page and /login over it from the newest clips, on any screen', () => {
    expect(firstPageOf('/', '', false)?.url).toBe(landingSearchPath(LANDING_QUERIES.latest));
    expect(firstPageOf('/login', 'redirect=%2Fprofile', true)?.url).toBe(
      landingSearchPath(LANDING_QUERIES.latest),
    );
  });

  it('the dashboard only unfiltered and on a phone (wider screens show the filters beside it)', () => {
    expect(firstPageOf('/dashboard', '', true)?.url).toBe(landingSearchPath(LANDING_QUERIES.dashboard));
    expect(firstPageOf('/dashboard', '', false)).toBeNull();
    expect(firstPageOf('/dashboard', 'keyword=ชน', true)).toBeNull();
  });

  it("a clip's page from its details, the address as the app asks it", () => {
    expect(firstPageOf('/video/abc-123', '', true)?.url).toBe('/api/videos/abc-123');
  });

  it('no other page', () => {
    for (const path of ['/profile', '/admin', '/video/a/b', '/dashboardx', '/upload']) {
      expect(firstPageOf(path, '', true)).toBeNull();
    }
  });
});

describe('the landing page drawn from the newest clips', () => {
  const markup = firstPageOf('/', '', true)!.markup;

  it("shows each approved clip as the app's card: the sellers' words escaped, baht and Buddhist-era dates", () => {
    const html = markup(searchAnswer([clip(), clip({ _id: 'pending-one', status: 'pending' })]))!;
    expect(html).toContain('รถกระบะชนท้าย &lt;script&gt;alert(1)&lt;/script&gt; &quot;แยก&quot; &amp; สะพาน');
    expect(html).not.toContain('<script>');
    expect(html).toContain('href="/video/c0ffee00-0000-4000-8000-000000000001"');
    expect(html).toContain('฿1,500.5');
    expect(html).toContain('21 พ.ย. 2569');
    expect(html).toContain('1:15');
    expect(html).toContain('เชียงใหม่');
    // Only approved clips are listed, as the app's search does.
    expect(html).not.toContain('pending-one');
  });

  it('loads the first covers at once and first, the others lazily, with the WebP over the JPEG', () => {
    const html = markup(searchAnswer([clip(), clip({ _id: 'b' }), clip({ _id: 'c' })]))!;
    const images = [...html.matchAll(/<img[^>]*>/g)].map(([tag]) => tag);
    expect(images).toHaveLength(3);
    expect(images[0]).toContain('fetchpriority="high"');
    expect(images[1]).toContain('fetchpriority="high"');
    expect(images[2]).toContain('loading="lazy"');
    expect(html).toContain(
      '<source srcset="/api/media/images/abc-thumb.webp 640w, /api/media/images/abc.webp 1280w"',
    );
  });

  it('says so when nothing is on sale, and draws nothing from an answer that is not a search', () => {
    expect(markup(searchAnswer([]))).toContain('ยังไม่มีคลิปที่ผ่านการตรวจสอบ');
    expect(markup({ success: false, error: { code: 'X' } })).toBeNull();
    expect(markup(null)).toBeNull();
    expect(readSearchAnswer({ data: { videos: 'no', pagination: {} } })).toBeNull();
  });
});

describe('the dashboard and a clip page drawn from their answers', () => {
  it('the dashboard says how many clips it found, capped or not', () => {
    const markup = firstPageOf('/dashboard', '', true)!.markup;
    expect(markup(searchAnswer([clip()], 1234))).toContain('พบ 1.2K คลิป');
    const capped = searchAnswer([clip()], 10_000);
    (capped.data.pagination as Record<string, unknown>).totalCountCapped = true;
    expect(markup(capped)).toContain('พบมากกว่า 10K คลิป');
  });

  it("a clip's page shows its cover at once, its frames lazily, its status, title and description", () => {
    const html = firstPageOf('/video/x', '', true)!.markup({
      success: true,
      data: clip({
        description: 'เห็นทะเบียน <b>ชัด</b>',
        thumbnailPreviews: ['/api/media/images/p1.webp', '/api/media/images/p2.webp'],
        thumbnailPreviewsJpg: ['/api/media/images/p1.jpg', '/api/media/images/p2.jpg'],
      }),
    })!;
    expect(html).toContain('<h1 class="clip-detail__title">รถกระบะชนท้าย &lt;script&gt;');
    expect(html).toContain('เห็นทะเบียน &lt;b&gt;ชัด&lt;/b&gt;');
    expect(html.match(/loading="lazy"/g)).toHaveLength(2);
    expect(html).toContain(
      '<img src="/api/media/images/abc.jpg" srcset="/api/media/images/abc-thumb.jpg 640w, /api/media/images/abc.jpg 1280w"',
    );
    expect(html).toContain('alt="ภาพปกคลิป รถกระบะชนท้าย');
    expect(html).toContain('status--approved');
  });

  it('a clip answer that is not a clip draws nothing', () => {
    expect(firstPageOf('/video/x', '', true)!.markup({ success: false })).toBeNull();
  });
});
