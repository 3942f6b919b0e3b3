// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, renderWithApp } from '../../../../lib/testing/renderWithApp.tsx';
import type { AdminVideosSearch } from '../api/getAdminVideos.ts';
import { AdminVideosScreen } from './AdminVideosScreen.tsx';
import { signedInAsAdmin } from '../../shared/adminTestSetup.ts';
import { pickThaiDate } from '../../../../lib/testing/pickThaiDate.ts';

const video = (id: string, over: Record<string, unknown> = {}) => ({
  _id: id,
  title: `คลิป ${id}`,
  description: 'รายละเอียด',
  category: 'car_car',
  vehicleType: 'car',
  price: 800,
  status: 'pending',
  isActive: false,
  salesCount: 0,
  views: 12,
  duration: 75,
  thumbnail: '/api/media/images/11111111-1111-1111-1111-111111111111.webp',
  createdAt: '2026-11-20T10:00:00.000Z',
  dateRecorded: '2026-11-19',
  timeRecorded: '08:05',
  location: { address: 'ถนนพระราม 2', city: 'บางขุนเทียน', province: 'กรุงเทพมหานคร' },
  seller: { _id: 's1', displayName: 'สมชาย', email: 'somchai@example.com' },
  possiblyNotTheirs: false,
  sameFileAs: null,
  moderatedBy: null,
  moderatedAt: null,
  ...over,
});

const list = (videos: unknown[], totalPages = 1, totalCount = videos.length) =>
  ok({ videos, pagination: { page: 1, limit: 10, totalCount, totalPages } });

/** The screen under URL state kept like the route keeps it (a change merges in). */
function Harness({ initial }: { initial: AdminVideosSearch }) {
  const [search, setSearch] = useState<AdminVideosSearch>(initial);
  return (
    <AdminVideosScreen
      search={search}
      onSearchChange={(patch) => setSearch((prev) => ({ ...prev, ...patch }))}
    />
  );
}
const videos =
  (initial: AdminVideosSearch = {}) =>
  () => <Harness initial={initial} />;
const row = (title: string) => screen.getByText(title).closest('tr') as HTMLElement;
const lists = (api: ReturnType<typeof mockApi>) =>
  api.calls.filter((call) => call.path === '/admin/videos/all');
const lastList = (api: ReturnType<typeof mockApi>) => lists(api).at(-1)!.query;

signedInAsAdmin();

describe('admin video management', () => {
  it('lists every status by default, incident date newest first, with the spec columns', async () => {
    const long = 'ก'.repeat(60);
    const api = mockApi({
      'GET /admin/videos/all': list([
        video('v1', {
          description: long,
          status: 'approved',
          moderatedBy: { id: 'a1', displayName: 'แอดมินเอ' },
          moderatedAt: '2026-11-20T12:30:00.000Z',
        }),
        video('v2', {
          duration: null,
          possiblyNotTheirs: true,
          sameFileAs: { videoId: 'v0', sellerId: 's0' },
        }),
      ]),
    });
    await renderWithApp(videos(), 'คลิป v1');
    const query = lastList(api);
    expect(query.get('status')).toBeNull();
    expect(query.get('sortBy')).toBe('dateRecorded');
    expect(query.get('sortOrder')).toBe('desc');
    expect(query.get('page')).toBe('1');
    expect(query.get('limit')).toBe('10');

    const first = row('คลิป v1');
    expect(within(first).getByText(`${'ก'.repeat(50)}…`)).toBeTruthy();
    expect(within(first).getByText(/1:15/)).toBeTruthy();
    expect(within(first).getByText('สมชาย')).toBeTruthy();
    expect(within(first).getByText('฿800')).toBeTruthy();
    expect(within(first).getByText('รถยนต์ชนรถยนต์')).toBeTruthy();
    expect(within(first).getByText('พร้อมขาย')).toBeTruthy();
    expect(within(first).getByText('แอดมินเอ')).toBeTruthy();
    expect(within(first).getByText('20 พ.ย. 2569 19:30')).toBeTruthy();
    expect(within(first).queryByRole('note')).toBeNull();
    expect(within(first).queryByRole('button', { name: 'อนุมัติ' })).toBeNull();
    expect(within(first).getByRole('button', { name: 'แก้ไข' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'ลบ' })).toBeTruthy();

    const second = row('คลิป v2');
    expect(within(second).getByText(/N\/A/)).toBeTruthy();
    expect(within(second).getByText('ยังไม่ได้ตรวจสอบ')).toBeTruthy();
    expect(within(second).getByRole('note').textContent).toContain('อาจไม่ใช่คลิปของผู้ขายรายนี้');
    expect(screen.getByText('แสดง 2 จาก 2 รายการ')).toBeTruthy();
  });

  it('shows an unknown status as pending, with approve and reject', async () => {
    mockApi({ 'GET /admin/videos/all': list([video('v1', { status: 'weird' })]) });
    await renderWithApp(videos(), 'คลิป v1');
    const first = row('คลิป v1');
    expect(within(first).getByText('รอตรวจสอบ')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'อนุมัติ' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'ปฏิเสธ' })).toBeTruthy();
  });

  it('sends filters to the server and goes back to page 1 on every change', async () => {
    const api = mockApi({ 'GET /admin/videos/all': list([video('v1')], 5, 45) });
    await renderWithApp(videos({ page: 3 }), 'คลิป v1');
    expect(lastList(api).get('page')).toBe('3');

    fireEvent.change(screen.getByLabelText('ประเภทเหตุการณ์'), { target: { value: 'pedestrian' } });
    await waitFor(() => expect(lastList(api).get('category')).toBe('pedestrian'));
    expect(lastList(api).get('page')).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: 'หน้าสุดท้าย' }));
    await waitFor(() => expect(lastList(api).get('page')).toBe('5'));

    fireEvent.click(
      within(screen.getByRole('group', { name: 'กรองตามสถานะ' })).getByRole('button', { name: 'รอตรวจสอบ' }),
    );
    await waitFor(() => expect(lastList(api).get('status')).toBe('pending'));
    expect(lastList(api).get('page')).toBe('1');
    expect(lastList(api).get('category')).toBe('pedestrian');

    fireEvent.change(screen.getByLabelText('ประเภทรถ'), { target: { value: 'truck' } });
    fireEvent.change(screen.getByLabelText('การเปิดขาย'), { target: { value: 'false' } });
    pickThaiDate('เกิดเหตุตั้งแต่วันที่', '2026-11-01');
    fireEvent.change(screen.getByLabelText('เรียงตาม'), { target: { value: 'price' } });
    await waitFor(() => expect(lastList(api).get('sortBy')).toBe('price'));
    expect(lastList(api).get('vehicleType')).toBe('truck');
    expect(lastList(api).get('isActive')).toBe('false');
    expect(lastList(api).get('dateFrom')).toBe('2026-11-01');

    // Text and price boxes wait for typing to rest before asking.
    const before = lists(api).length;
    fireEvent.change(screen.getByLabelText('ค้นหาวิดีโอ'), { target: { value: 'ชนท้าย' } });
    fireEvent.change(screen.getByLabelText('ราคาต่ำสุด (บาท)'), { target: { value: '500' } });
    expect(lists(api).length).toBe(before);
    await waitFor(() => expect(lastList(api).get('minPrice')).toBe('500'), { timeout: 2000 });
    expect(lastList(api).get('search')).toBe('ชนท้าย');
    expect(lastList(api).get('page')).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: 'ล้างตัวกรอง' }));
    await waitFor(() => expect(lastList(api).get('category')).toBeNull());
    expect(lastList(api).get('status')).toBeNull();
    expect(lastList(api).get('minPrice')).toBeNull();
    expect(lastList(api).get('search')).toBe('ชนท้าย');
  });

  it('approves from the table and reloads the list', async () => {
    let answers = 0;
    const api = mockApi({
      'GET /admin/videos/all': () =>
        answers++ === 0 ? list([video('v1')]) : list([video('v1', { status: 'approved' })]),
      'PUT /admin/videos/v1/approve': ok({ status: 'approved' }),
    });
    await renderWithApp(videos(), 'คลิป v1');
    fireEvent.click(within(row('คลิป v1')).getByRole('button', { name: 'อนุมัติ' }));
    await waitFor(() => expect(within(row('คลิป v1')).getByText('พร้อมขาย')).toBeTruthy());
    expect(api.calls.some((call) => call.method === 'PUT' && call.path === '/admin/videos/v1/approve')).toBe(
      true,
    );
    expect(lists(api).length).toBe(2);
  });

  it('tells the admin why an approval failed', async () => {
    mockApi({
      'GET /admin/videos/all': list([video('v1')]),
      'PUT /admin/videos/v1/approve': fail(409, 'CLIP_NOT_PENDING', 'คลิปนี้ไม่ได้อยู่ในสถานะรอตรวจสอบ'),
    });
    await renderWithApp(videos(), 'คลิป v1');
    fireEvent.click(within(row('คลิป v1')).getByRole('button', { name: 'อนุมัติ' }));
    expect((await screen.findByRole('alert')).textContent).toBe('คลิปนี้ไม่ได้อยู่ในสถานะรอตรวจสอบ');
  });

  it('requires a reason to reject, sends it, and reloads the list', async () => {
    let answers = 0;
    const api = mockApi({
      'GET /admin/videos/all': () => (answers++ === 0 ? list([video('v1')]) : list([])),
      'PUT /admin/videos/v1/reject': ok({ status: 'rejected' }),
    });
    await renderWithApp(videos(), 'คลิป v1');
    fireEvent.click(within(row('คลิป v1')).getByRole('button', { name: 'ปฏิเสธ' }));
    const dialog = await screen.findByRole('dialog', { name: 'ปฏิเสธวิดีโอ' });

    fireEvent.click(await within(dialog).findByRole('button', { name: 'ยืนยันการปฏิเสธ' }));
    expect(await within(dialog).findByText('กรุณาระบุเหตุผลที่ปฏิเสธ')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/เหตุผลที่ปฏิเสธ/), { target: { value: '   ' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'ยืนยันการปฏิเสธ' }));
    expect(await within(dialog).findByText('กรุณาระบุเหตุผลที่ปฏิเสธ')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/เหตุผลที่ปฏิเสธ/), { target: { value: ' ภาพไม่ชัด ' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'ยืนยันการปฏิเสธ' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ reason: 'ภาพไม่ชัด' });
    expect(await screen.findByText('ไม่พบรายการที่ตรงกับเงื่อนไข')).toBeTruthy();
  });

  it('edits with the six incident categories and keeps the popup open on failure', async () => {
    const api = mockApi({
      'GET /admin/videos/all': list([video('v1')]),
      'PUT /admin/videos/v1': fail(400, 'VALIDATION', 'ราคาต้องอยู่ระหว่าง 300 ถึง 1,500 บาท'),
    });
    await renderWithApp(videos(), 'คลิป v1');
    fireEvent.click(within(row('คลิป v1')).getByRole('button', { name: 'แก้ไข' }));
    const dialog = await screen.findByRole('dialog', { name: 'แก้ไขวิดีโอ' });
    const category = within(dialog).getByLabelText('ประเภทเหตุการณ์') as HTMLSelectElement;
    expect([...category.options].map((option) => option.value).filter(Boolean)).toEqual([
      'car_car',
      'car_motorcycle',
      'motorcycle_motorcycle',
      'car_truck',
      'pedestrian',
      'other',
    ]);
    fireEvent.change(category, { target: { value: 'pedestrian' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'บันทึก' }));
    expect(await within(dialog).findByText('ราคาต้องอยู่ระหว่าง 300 ถึง 1,500 บาท')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      title: 'คลิป v1',
      description: 'รายละเอียด',
      category: 'pedestrian',
      price: 800,
    });
  });

  it('deletes only after confirmation', async () => {
    const api = mockApi({
      'GET /admin/videos/all': list([video('v1')]),
      'DELETE /admin/videos/v1': ok({ deleted: true }),
    });
    await renderWithApp(videos(), 'คลิป v1');
    fireEvent.click(within(row('คลิป v1')).getByRole('button', { name: 'ลบ' }));
    const dialog = await screen.findByRole('dialog', { name: 'ลบวิดีโอ' });
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันการลบ' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/admin/videos/v1')).toBe(true);
  });

  it('shows why a delete failed and keeps the dialog open', async () => {
    mockApi({
      'GET /admin/videos/all': list([video('v1')]),
      'DELETE /admin/videos/v1': fail(409, 'CLIP_SOLD', 'ลบไม่ได้ คลิปนี้มีผู้ซื้อแล้ว'),
    });
    await renderWithApp(videos(), 'คลิป v1');
    fireEvent.click(within(row('คลิป v1')).getByRole('button', { name: 'ลบ' }));
    const dialog = await screen.findByRole('dialog', { name: 'ลบวิดีโอ' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันการลบ' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('ลบไม่ได้ คลิปนี้มีผู้ซื้อแล้ว');
    expect(screen.getByRole('dialog', { name: 'ลบวิดีโอ' })).toBeTruthy();
  });

  it('shows the details with location, incident time, views and sales, and plays the original on demand', async () => {
    const api = mockApi({
      'GET /admin/videos/all': list([video('v1', { salesCount: 3, status: 'approved' })]),
      'POST /videos/v1/stream-token': ok({
        url: '/api/videos/v1/stream?t=media-token',
        expiresInSeconds: 300,
      }),
    });
    await renderWithApp(videos(), 'คลิป v1');
    fireEvent.click(within(row('คลิป v1')).getByRole('button', { name: 'ดูรายละเอียด' }));
    const dialog = await screen.findByRole('dialog', { name: 'รายละเอียดวิดีโอ' });
    expect(within(dialog).getByText('ถนนพระราม 2, บางขุนเทียน, กรุงเทพมหานคร')).toBeTruthy();
    expect(within(dialog).getByText('19 พ.ย. 2569')).toBeTruthy();
    expect(within(dialog).getByText('08:05')).toBeTruthy();
    expect(within(dialog).getByText('12')).toBeTruthy();
    expect(within(dialog).getByText('3')).toBeTruthy();
    expect(within(dialog).getByText('ขายแล้ว')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'อนุมัติ' })).toBeNull();

    expect(dialog.querySelector('video')).toBeNull();
    expect(api.calls.some((call) => call.path.startsWith('/videos/v1/stream'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'เล่นวิดีโอ' }));
    await waitFor(() =>
      expect(dialog.querySelector('video')?.getAttribute('src')).toBe('/api/videos/v1/stream?t=media-token'),
    );
    expect(
      api.calls.find((call) => call.path === '/videos/v1/stream-token')?.headers.get('Authorization'),
    ).toBe('Bearer admin-token');
  });

  it('says why the server refused a filter', async () => {
    mockApi({
      'GET /admin/videos/all': fail(400, 'VALIDATION', 'ราคาต่ำสุดต้องไม่มากกว่าราคาสูงสุด'),
    });
    await renderWithApp(videos({ minPrice: 900, maxPrice: 500 }), 'ราคาต่ำสุดต้องไม่มากกว่าราคาสูงสุด');
  });

  it('shows the load error with a retry', async () => {
    let answers = 0;
    mockApi({
      'GET /admin/videos/all': () =>
        answers++ === 0 ? fail(500, 'INTERNAL', 'เกิดข้อผิดพลาด') : list([video('v1')]),
    });
    await renderWithApp(videos(), 'ไม่สามารถโหลดข้อมูลวิดีโอได้');
    fireEvent.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    expect(await screen.findByText('คลิป v1')).toBeTruthy();
  });

  describe('the watermarked preview', () => {
    const preview = (over: Record<string, unknown>) =>
      ok({
        _id: 'v1',
        preview: {
          status: 'none',
          url: null,
          momentSeconds: 30,
          fromSeconds: null,
          toSeconds: null,
          progress: null,
          failureReason: null,
          ...over,
        },
      });

    it('flags a failed preview with its reason in the list', async () => {
      mockApi({
        'GET /admin/videos/all': list([
          video('v1', { preview: { status: 'failed', failureReason: 'ถอดรหัสไม่ได้' } }),
          video('v2', { preview: { status: 'ready', failureReason: null } }),
          video('v3'),
        ]),
      });
      await renderWithApp(videos(), 'คลิป v1');
      expect(within(row('คลิป v1')).getByText('ตัวอย่างวิดีโอล้มเหลว')).toBeTruthy();
      expect(within(row('คลิป v1')).getByText('ถอดรหัสไม่ได้')).toBeTruthy();
      expect(within(row('คลิป v2')).getByText('มีตัวอย่างวิดีโอ')).toBeTruthy();
      expect(row('คลิป v3').querySelector('.preview-badge')).toBeNull();
    });

    it('plays the ready preview in the review popup beside the original, with a media token before approval', async () => {
      mockApi({
        'GET /admin/videos/all': list([video('v1', { preview: { status: 'ready', failureReason: null } })]),
        'GET /videos/v1': preview({ status: 'ready', url: '/api/videos/v1/preview' }),
        'POST /videos/v1/stream-token': ok({
          url: '/api/videos/v1/stream?t=media-token',
          expiresInSeconds: 300,
        }),
      });
      await renderWithApp(videos(), 'คลิป v1');
      fireEvent.click(within(row('คลิป v1')).getByRole('button', { name: 'ดูรายละเอียด' }));
      const dialog = await screen.findByRole('dialog', { name: 'รายละเอียดวิดีโอ' });
      const section = await within(dialog).findByRole('region', { name: 'ตัวอย่างที่ผู้ซื้อเห็น' });
      const player = (await within(section).findByLabelText('ตัวอย่างวิดีโอ: คลิป v1')) as HTMLVideoElement;
      expect(player.getAttribute('src')).toBe('/api/videos/v1/preview?t=media-token');
      expect(player.getAttribute('poster')).toBe(video('v1').thumbnail);
      expect(player.muted).toBe(true);
      expect(player.hasAttribute('controls')).toBe(true);
      // The original still plays only on demand.
      expect(within(dialog).getByRole('button', { name: 'เล่นวิดีโอ' })).toBeTruthy();
    });

    it('plays an approved clip’s preview from its public URL', async () => {
      const api = mockApi({
        'GET /admin/videos/all': list([video('v1', { status: 'approved' })]),
        'GET /videos/v1': preview({ status: 'ready', url: '/api/videos/v1/preview' }),
      });
      await renderWithApp(videos(), 'คลิป v1');
      fireEvent.click(within(row('คลิป v1')).getByRole('button', { name: 'ดูรายละเอียด' }));
      const dialog = await screen.findByRole('dialog', { name: 'รายละเอียดวิดีโอ' });
      const player = await within(dialog).findByLabelText('ตัวอย่างวิดีโอ: คลิป v1');
      expect(player.getAttribute('src')).toBe('/api/videos/v1/preview');
      expect(api.calls.some((call) => call.path.endsWith('/stream-token'))).toBe(false);
    });

    it('shows the admin why the preview failed, and its progress while it is made', async () => {
      let answer = preview({ status: 'making', progress: 60 });
      mockApi({
        'GET /admin/videos/all': list([video('v1')]),
        'GET /videos/v1': () => answer,
      });
      const { queryClient } = await renderWithApp(videos(), 'คลิป v1');
      fireEvent.click(within(row('คลิป v1')).getByRole('button', { name: 'ดูรายละเอียด' }));
      const dialog = await screen.findByRole('dialog', { name: 'รายละเอียดวิดีโอ' });
      expect(await within(dialog).findByText('กำลังสร้างตัวอย่างวิดีโอ 60%')).toBeTruthy();
      answer = preview({ status: 'failed', failureReason: 'ไฟล์ต้นฉบับเสีย' });
      await queryClient.refetchQueries({ queryKey: ['admin', 'videos', 'preview', 'v1'] });
      expect(await within(dialog).findByText('สร้างตัวอย่างวิดีโอไม่สำเร็จ: ไฟล์ต้นฉบับเสีย')).toBeTruthy();
      expect(dialog.querySelector('video')).toBeNull();
    });
  });
});
