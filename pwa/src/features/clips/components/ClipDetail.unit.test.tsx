// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { CLIP_PAGE_COVER_SIZES } from '../../../../../events/coverImages.ts';
import { DOWNLOAD_WINDOW_DAYS, PREVIEW_MAX_SECONDS } from '../../../../../events/constants.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PREVIEW_POLL_MS } from '../../../lib/constants.ts';
import { mockApi, ok, renderWithApp } from '../../../lib/testing/renderWithApp.tsx';
import { NO_PREVIEW, type VideoPreview } from '../../../lib/videoPreview.ts';
import { videoQueryOptions } from '../api/getVideo.ts';
import type { VideoDetail } from '../api/videoSchema.ts';
import { ClipDetail } from './ClipDetail.tsx';

const NOW = new Date('2026-11-21T12:00:00Z');
const sha256 = 'a3f1c2'.padEnd(64, '0');

const clip = (over: Record<string, unknown> = {}) => ({
  _id: 'clip-1',
  title: 'ชนท้ายแยกอโศก',
  description: 'รถเก๋งชนท้ายกระบะตอนไฟแดง',
  category: 'car_car',
  vehicleType: 'car',
  price: 1500,
  thumbnail: '/api/media/images/11111111-1111-1111-1111-111111111111.webp',
  thumbnailJpg: '/api/media/images/11111111-1111-1111-1111-111111111111.jpg',
  thumbnailPreviews: ['/api/media/images/22222222-2222-2222-2222-222222222222.webp'],
  thumbnailPreviewsJpg: ['/api/media/images/22222222-2222-2222-2222-222222222222.jpg'],
  duration: 75,
  fileSize: 5452595,
  sha256,
  views: 1234,
  salesCount: 3,
  status: 'approved',
  tags: ['อโศก', 'ไฟแดง'],
  createdAt: '2026-11-20T10:00:00.000Z',
  dateRecorded: '2026-11-19',
  timeRecorded: '08:05',
  isActive: true,
  seller: {
    _id: 'seller-1',
    displayName: 'สมชาย',
    createdAt: '2026-10-01T00:00:00.000Z',
    memberSince: '2026-10-01T00:00:00.000Z',
  },
  location: {
    address: 'ถนนสุขุมวิท',
    city: 'วัฒนา',
    province: 'กรุงเทพมหานคร',
    district: 'วัฒนา',
    subDistrict: 'คลองเตยเหนือ',
    coordinates: { lat: 13.73, lng: 100.56 },
  },
  related: [
    { ...base('clip-2'), title: 'มอไซค์ปาดหน้า' },
    { ...base('clip-3'), title: 'รถตู้เบียดเลน' },
  ],
  ...over,
});

function base(id: string) {
  return {
    _id: id,
    title: id,
    description: '',
    category: 'car_car',
    vehicleType: 'car',
    price: 500,
    thumbnail: null,
    status: 'approved',
    createdAt: '2026-11-20T10:00:00.000Z',
    seller: { _id: 'seller-2', displayName: 'สมหญิง', createdAt: null },
  };
}

const page = () => (
  <Suspense fallback={null}>
    <ClipDetail id="clip-1" />
  </Suspense>
);

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function fact(label: string): string {
  const term = screen.getAllByText(label, { selector: 'dt' })[0]!;
  return term.nextElementSibling?.textContent ?? '';
}

describe('ClipDetail', () => {
  it('shows every field of the spec in Thai formats', async () => {
    mockApi({ 'GET /videos/clip-1': ok(clip()), 'POST /videos/clip-1/view': ok({ counted: true }) });
    await renderWithApp(page, 'ชนท้ายแยกอโศก');

    expect(fact('ความยาว')).toBe('1:15');
    expect(fact('ขนาดไฟล์')).toBe('5.2 MB');
    expect(fact('วันที่เกิดเหตุ')).toBe('19 พฤศจิกายน 2569 08:05 น.');
    expect(fact('ประเภทเหตุการณ์')).toBe('รถยนต์ชนรถยนต์');
    expect(fact('ประเภทรถ')).toBe('รถยนต์');
    expect(fact('สถานที่เกิดเหตุ')).toBe('ถนนสุขุมวิท คลองเตยเหนือ วัฒนา กรุงเทพมหานคร');
    expect(fact('จำนวนการดู')).toBe('1,234');
    expect(fact('ขายแล้ว')).toBe('3 ครั้ง');
    expect(fact('สถานะ')).toBe('พร้อมขาย');
    expect(screen.getByText('#ไฟแดง')).toBeTruthy();
    expect(screen.getAllByText('฿1,500').length).toBeGreaterThan(0);
    // The download window is stated before purchase, from the constant the server decides with.
    expect(
      screen.getByText(`ดาวน์โหลดไฟล์ต้นฉบับได้ไม่จำกัดครั้ง ภายใน ${DOWNLOAD_WINDOW_DAYS} วันหลังชำระเงิน`),
    ).toBeTruthy();
    expect(screen.queryByText('ใช้งานได้ถาวร')).toBeNull();
    expect(screen.getByText('รายละเอียด').nextElementSibling?.textContent).toBe('รถเก๋งชนท้ายกระบะตอนไฟแดง');
  });

  it('offers to report the clip: the complaint form in the profile, prefilled with it', async () => {
    mockApi({ 'GET /videos/clip-1': ok(clip()), 'POST /videos/clip-1/view': ok({}) });
    await renderWithApp(page, 'ชนท้ายแยกอโศก');
    const report = screen.getByRole('link', { name: 'แจ้งปัญหา' });
    const href = new URL(report.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/profile');
    expect(href.searchParams.get('tab')).toBe('complaints');
    expect(href.searchParams.get('clipId')).toBe('clip-1');
  });

  it('shows covers as WebP with a JPEG fallback', async () => {
    mockApi({ 'GET /videos/clip-1': ok(clip()), 'POST /videos/clip-1/view': ok({}) });
    const { container } = await renderWithApp(page, 'ชนท้ายแยกอโศก');
    const cover = screen.getByAltText('ภาพปกคลิป ชนท้ายแยกอโศก') as HTMLImageElement;
    expect(cover.getAttribute('src')).toMatch(/1111\.jpg$/);
    // Its thumbnail where that is sharp enough (a phone), the cover itself on a wider screen.
    expect(cover.parentElement?.querySelector('source')?.getAttribute('srcset')).toMatch(
      /1111-thumb\.webp 640w, \S+1111\.webp 1280w$/,
    );
    expect(cover.getAttribute('sizes')).toBe(CLIP_PAGE_COVER_SIZES);
    expect(screen.getByAltText('ภาพตัวอย่างที่ 1').getAttribute('src')).toMatch(/2222\.jpg$/);
    // Without a watermarked preview, buyers see covers and preview frames only, never a video.
    expect(container.querySelector('video')).toBeNull();
  });

  it('shows the seller with a link to their page and the membership age', async () => {
    mockApi({ 'GET /videos/clip-1': ok(clip()), 'POST /videos/clip-1/view': ok({}) });
    await renderWithApp(page, 'ชนท้ายแยกอโศก');
    const seller = screen.getByRole('link', { name: 'ดูหน้าผู้ขาย สมชาย' });
    expect(seller.getAttribute('href')).toBe('/seller/seller-1');
    // 1 October → 21 November is 51 days: one month.
    expect(screen.getByText('เป็นสมาชิกมา 1 เดือน')).toBeTruthy();
  });

  it('shows the SHA-256 in full with what it proves, and copies it', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    mockApi({ 'GET /videos/clip-1': ok(clip()), 'POST /videos/clip-1/view': ok({}) });
    await renderWithApp(page, 'ชนท้ายแยกอโศก');

    const section = screen.getByRole('region', { name: 'ลายนิ้วมือไฟล์ (SHA-256)' });
    expect(within(section).getByText(sha256)).toBeTruthy();
    expect(within(section).getByText(/ไม่ถูกดัดแปลง/)).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'คัดลอก' }));
    await within(section).findByRole('button', { name: 'คัดลอกแล้ว' });
    expect(writeText).toHaveBeenCalledWith(sha256);
  });

  it('lists the related clips of the answer, never the clip itself', async () => {
    const related = [base('clip-1'), { ...base('clip-2'), title: 'มอไซค์ปาดหน้า' }];
    mockApi({ 'GET /videos/clip-1': ok(clip({ related })), 'POST /videos/clip-1/view': ok({}) });
    await renderWithApp(page, 'ชนท้ายแยกอโศก');
    const section = screen.getByRole('region', { name: 'คลิปที่เกี่ยวข้อง' });
    expect(within(section).getAllByRole('link')).toHaveLength(1);
    expect(within(section).getByText('มอไซค์ปาดหน้า')).toBeTruthy();
  });

  it('records one view per load and ignores a failure', async () => {
    const api = mockApi({
      'GET /videos/clip-1': ok(clip()),
      'POST /videos/clip-1/view': {
        status: 500,
        body: { success: false, error: { code: 'X', message: 'x' } },
      },
    });
    await renderWithApp(page, 'ชนท้ายแยกอโศก');
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(screen.getByText('ชนท้ายแยกอโศก')).toBeTruthy();
  });

  it('names the footage request the clip was sent for, linked to its page (issue 22)', async () => {
    mockApi({
      'GET /videos/clip-1': ok(
        clip({ answersRequest: { requestId: 'req-7', title: 'ตามหาคลิปชนท้ายแยกอโศก' } }),
      ),
      'POST /videos/clip-1/view': ok({}),
    });
    await renderWithApp(page, 'ชนท้ายแยกอโศก');
    const note = screen.getByRole('note');
    expect(note.textContent).toBe('คลิปนี้ส่งให้คำขอตามหาคลิป ตามหาคลิปชนท้ายแยกอโศก');
    const link = within(note).getByRole('link');
    expect(new URL(link.getAttribute('href')!, 'http://localhost').pathname).toBe('/requests/req-7');
  });

  it('names no request for a clip sent for none', async () => {
    mockApi({ 'GET /videos/clip-1': ok(clip({ answersRequest: null })), 'POST /videos/clip-1/view': ok({}) });
    await renderWithApp(page, 'ชนท้ายแยกอโศก');
    expect(screen.queryByText(/คลิปนี้ส่งให้คำขอ/)).toBeNull();
  });

  it('shows its seller a rejected clip with the reason, not for sale', async () => {
    const api = mockApi({
      'GET /videos/clip-1': ok(clip({ status: 'rejected', rejectionReason: 'ภาพไม่ชัด', related: [] })),
      'POST /videos/clip-1/view': ok({}),
    });
    await renderWithApp(page, 'ชนท้ายแยกอโศก');
    expect(fact('สถานะ')).toBe('ถูกปฏิเสธ');
    expect(screen.getByText('เหตุผลที่ถูกปฏิเสธ: ภาพไม่ชัด')).toBeTruthy();
    expect(screen.getByText('คลิปนี้ยังไม่เปิดขาย')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'เข้าสู่ระบบเพื่อซื้อ' })).toBeNull();
    // Not on sale: the seller looking at it is not a view.
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  describe('the watermarked preview', () => {
    const previewUrl = '/api/videos/clip-1/preview';
    const preview = (over: Partial<VideoPreview>): VideoPreview => ({
      ...NO_PREVIEW,
      momentSeconds: 37.5,
      ...over,
    });
    const withPreview = (over: Partial<VideoPreview>) =>
      mockApi({
        'GET /videos/clip-1': ok(clip({ preview: preview(over) })),
        'POST /videos/clip-1/view': ok({}),
      });

    it('plays a ready preview inline: the cover as poster, muted, inline, with controls, metadata only', async () => {
      withPreview({ status: 'ready', url: previewUrl, fromSeconds: 30, toSeconds: 45 });
      const { container } = await renderWithApp(page, 'ชนท้ายแยกอโศก');
      const player = screen.getByLabelText('ตัวอย่างวิดีโอ: ชนท้ายแยกอโศก') as HTMLVideoElement;
      expect(player.tagName).toBe('VIDEO');
      expect(player.getAttribute('src')).toBe(previewUrl);
      expect(player.getAttribute('poster')).toBe(clip().thumbnail);
      expect(player.muted).toBe(true);
      expect(player.hasAttribute('playsinline')).toBe(true);
      expect(player.hasAttribute('controls')).toBe(true);
      expect(player.getAttribute('preload')).toBe('metadata');
      expect(screen.getByText(`ตัวอย่างพร้อมลายน้ำ · สูงสุด ${PREVIEW_MAX_SECONDS} วินาที`)).toBeTruthy();
      // The player takes the cover's place; the preview frames stay below it.
      expect(screen.queryByAltText('ภาพปกคลิป ชนท้ายแยกอโศก')).toBeNull();
      expect(screen.getByAltText('ภาพตัวอย่างที่ 1')).toBeTruthy();
      expect(container.querySelectorAll('video')).toHaveLength(1);
    });

    it('says calmly that the preview is being made, with its progress, over the cover', async () => {
      withPreview({ status: 'making', progress: 42 });
      const { container } = await renderWithApp(page, 'ชนท้ายแยกอโศก');
      expect(screen.getByText('กำลังสร้างตัวอย่างวิดีโอ 42%').closest('[role="status"]')).toBeTruthy();
      expect(screen.getByLabelText('ความคืบหน้าการสร้างตัวอย่างวิดีโอ').getAttribute('value')).toBe('42');
      expect(screen.getByAltText('ภาพปกคลิป ชนท้ายแยกอโศก')).toBeTruthy();
      expect(container.querySelector('video')).toBeNull();
    });

    it('says the preview is being made without a figure when the progress is unknown', async () => {
      withPreview({ status: 'making', progress: null });
      await renderWithApp(page, 'ชนท้ายแยกอโศก');
      expect(screen.getByText('กำลังสร้างตัวอย่างวิดีโอ')).toBeTruthy();
      expect(screen.queryByLabelText('ความคืบหน้าการสร้างตัวอย่างวิดีโอ')).toBeNull();
    });

    it('asks for the clip again every few seconds while the preview is made, and stops once it is not', () => {
      const interval = videoQueryOptions('clip-1').refetchInterval;
      const at = (status: VideoPreview['status']) =>
        typeof interval === 'function'
          ? interval({ state: { data: { preview: preview({ status }) } as VideoDetail } } as never)
          : interval;
      expect(at('making')).toBe(PREVIEW_POLL_MS);
      expect(at('ready')).toBe(false);
      expect(at('failed')).toBe(false);
      expect(at('none')).toBe(false);
    });

    it('shows the player once a new answer has the preview ready', async () => {
      let status: VideoPreview['status'] = 'making';
      mockApi({
        'GET /videos/clip-1': () => ok(clip({ preview: preview({ status, url: previewUrl }) })),
        'POST /videos/clip-1/view': ok({}),
      });
      const { queryClient } = await renderWithApp(page, 'ชนท้ายแยกอโศก');
      expect(screen.getByText('กำลังสร้างตัวอย่างวิดีโอ')).toBeTruthy();
      status = 'ready';
      await queryClient.refetchQueries({ queryKey: videoQueryOptions('clip-1').queryKey });
      expect(await screen.findByLabelText('ตัวอย่างวิดีโอ: ชนท้ายแยกอโศก')).toBeTruthy();
      expect(screen.queryByText('กำลังสร้างตัวอย่างวิดีโอ')).toBeNull();
    });

    it('tells a buyer neutrally that there is no preview yet when it failed, and keeps the stills', async () => {
      withPreview({ status: 'failed' });
      const { container } = await renderWithApp(page, 'ชนท้ายแยกอโศก');
      expect(screen.getByText('ยังไม่มีตัวอย่างวิดีโอ')).toBeTruthy();
      expect(screen.queryByText(/สร้างตัวอย่างวิดีโอไม่สำเร็จ/)).toBeNull();
      expect(screen.getByAltText('ภาพปกคลิป ชนท้ายแยกอโศก')).toBeTruthy();
      expect(screen.getByAltText('ภาพตัวอย่างที่ 1')).toBeTruthy();
      expect(container.querySelector('video')).toBeNull();
    });

    it('tells the seller (who is sent the reason) why the preview failed', async () => {
      withPreview({ status: 'failed', failureReason: 'ถอดรหัสวิดีโอต้นฉบับไม่ได้' });
      await renderWithApp(page, 'ชนท้ายแยกอโศก');
      expect(screen.getByText('ยังไม่มีตัวอย่างวิดีโอ')).toBeTruthy();
      expect(screen.getByRole('note').textContent).toBe('สร้างตัวอย่างวิดีโอไม่สำเร็จ: ถอดรหัสวิดีโอต้นฉบับไม่ได้');
    });

    it('plays its seller the preview of a clip not yet approved with a media token in the URL', async () => {
      mockApi({
        'GET /videos/clip-1': ok(
          clip({ status: 'pending', related: [], preview: preview({ status: 'ready', url: previewUrl }) }),
        ),
        'POST /videos/clip-1/stream-token': ok({
          url: '/api/videos/clip-1/stream?t=media-token',
          expiresInSeconds: 300,
        }),
      });
      await renderWithApp(page, 'ชนท้ายแยกอโศก');
      const player = await screen.findByLabelText('ตัวอย่างวิดีโอ: ชนท้ายแยกอโศก');
      expect(player.getAttribute('src')).toBe(`${previewUrl}?t=media-token`);
    });

    it('reads an odd preview as none: the page as before', async () => {
      mockApi({
        'GET /videos/clip-1': ok(clip({ preview: { status: 'exploded' } })),
        'POST /videos/clip-1/view': ok({}),
      });
      const { container } = await renderWithApp(page, 'ชนท้ายแยกอโศก');
      expect(screen.getByAltText('ภาพปกคลิป ชนท้ายแยกอโศก')).toBeTruthy();
      expect(container.querySelector('video')).toBeNull();
      expect(screen.queryByText('ยังไม่มีตัวอย่างวิดีโอ')).toBeNull();
    });
  });
});
