// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, renderWithApp } from '../../../lib/testing/renderWithApp.tsx';
import { VideoReviewQueue } from './VideoReviewQueue.tsx';

const video = (id: string, over: Record<string, unknown> = {}) => ({
  _id: id,
  title: `คลิป ${id}`,
  description: 'รายละเอียด',
  category: 'car_car',
  price: 800,
  status: 'pending',
  salesCount: 0,
  thumbnail: '/api/media/images/11111111-1111-1111-1111-111111111111.webp',
  createdAt: '2026-11-20T10:00:00.000Z',
  dateRecorded: '2026-11-19',
  timeRecorded: '08:05',
  seller: { _id: 's1', displayName: 'สมชาย', email: 'somchai@example.com' },
  possiblyNotTheirs: false,
  sameFileAs: null,
  ...over,
});

const list = (videos: unknown[]) =>
  ok({ videos, pagination: { page: 1, limit: 10, totalCount: videos.length, totalPages: 1 } });

const queue = () => <VideoReviewQueue status="pending" page={1} onSearchChange={vi.fn()} />;
const row = (title: string) => screen.getByText(title).closest('article') as HTMLElement;

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'admin-token');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('admin review queue', () => {
  it('shows each clip with seller, price, incident date and the same-file badge', async () => {
    const api = mockApi({
      'GET /admin/videos': list([
        video('v1'),
        video('v2', { possiblyNotTheirs: true, sameFileAs: { videoId: 'v0', sellerId: 's0' } }),
      ]),
    });
    await renderWithApp(queue, 'คลิป v1');
    expect(api.calls[0]?.query.get('status')).toBe('pending');
    const first = row('คลิป v1');
    expect(within(first).getByText('สมชาย')).toBeTruthy();
    expect(within(first).getByText('฿800')).toBeTruthy();
    expect(within(first).getByText('19 พ.ย. 2569 08:05')).toBeTruthy();
    expect(within(first).queryByRole('note')).toBeNull();
    expect(within(row('คลิป v2')).getByRole('note').textContent).toContain('อาจไม่ใช่คลิปของผู้ขายรายนี้');
  });

  it('requires a reason to reject, sends it, and reloads the list', async () => {
    let answers = 0;
    const api = mockApi({
      'GET /admin/videos': () => (answers++ === 0 ? list([video('v1')]) : list([])),
      'PUT /admin/videos/v1/reject': ok({ status: 'rejected' }),
    });
    await renderWithApp(queue, 'คลิป v1');
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
    expect(await screen.findByText('ไม่มีวิดีโอในสถานะนี้')).toBeTruthy();
  });

  it('tells the admin why an approval failed', async () => {
    mockApi({
      'GET /admin/videos': list([video('v1')]),
      'PUT /admin/videos/v1/approve': fail(409, 'CLIP_NOT_PENDING', 'คลิปนี้ไม่ได้อยู่ในสถานะรอตรวจสอบ'),
    });
    await renderWithApp(queue, 'คลิป v1');
    fireEvent.click(within(row('คลิป v1')).getByRole('button', { name: 'อนุมัติ' }));
    expect((await screen.findByRole('alert')).textContent).toBe('คลิปนี้ไม่ได้อยู่ในสถานะรอตรวจสอบ');
  });

  it('offers approve and reject on pending clips only', async () => {
    mockApi({ 'GET /admin/videos': list([video('v1', { status: 'approved' })]) });
    await renderWithApp(queue, 'คลิป v1');
    const first = row('คลิป v1');
    expect(within(first).queryByRole('button', { name: 'อนุมัติ' })).toBeNull();
    expect(within(first).getByRole('button', { name: 'แก้ไข' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'ลบ' })).toBeTruthy();
  });

  it('edits with the six incident categories and keeps the popup open on failure', async () => {
    const api = mockApi({
      'GET /admin/videos': list([video('v1')]),
      'PUT /admin/videos/v1': fail(400, 'VALIDATION', 'ราคาต้องอยู่ระหว่าง 300 ถึง 1,500 บาท'),
    });
    await renderWithApp(queue, 'คลิป v1');
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
      'GET /admin/videos': list([video('v1')]),
      'DELETE /admin/videos/v1': ok({ deleted: true }),
    });
    await renderWithApp(queue, 'คลิป v1');
    fireEvent.click(within(row('คลิป v1')).getByRole('button', { name: 'ลบ' }));
    const dialog = await screen.findByRole('dialog', { name: 'ลบวิดีโอ' });
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันการลบ' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/admin/videos/v1')).toBe(true);
  });

  it('plays the original from a stream URL asked for only on demand', async () => {
    const api = mockApi({
      'GET /admin/videos': list([video('v1')]),
      'POST /videos/v1/stream-token': ok({
        url: '/api/videos/v1/stream?t=media-token',
        expiresInSeconds: 300,
      }),
    });
    const { container } = await renderWithApp(queue, 'คลิป v1');
    expect(container.querySelector('video')).toBeNull();
    expect(api.calls.some((call) => call.path.startsWith('/videos/v1/stream'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'เล่นวิดีโอ' }));
    await waitFor(() =>
      expect(container.querySelector('video')?.getAttribute('src')).toBe(
        '/api/videos/v1/stream?t=media-token',
      ),
    );
    const asked = api.calls.find((call) => call.path === '/videos/v1/stream-token');
    expect(asked?.headers.get('Authorization')).toBe('Bearer admin-token');
    expect(api.calls.some((call) => call.path === '/videos/v1/stream')).toBe(false);
  });
});
