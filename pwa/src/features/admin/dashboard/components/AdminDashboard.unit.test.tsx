// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, renderWithApp } from '../../../../lib/testing/renderWithApp.tsx';
import { dashboardSearchSchema, type TimeRange } from '../api/getDashboard.ts';
import type { RevenueChartData, StatusChartData } from '../chartData.ts';
import { AdminDashboard } from './AdminDashboard.tsx';
import { signedInAsAdmin } from '../../shared/adminTestSetup.ts';

// jsdom has no canvas: the charts are stand-ins that show what they were given.
vi.mock('./DashboardCharts.tsx', () => ({
  RevenueChart: ({ data, label }: { data: RevenueChartData; label: string }) => (
    <div role="img" aria-label={label} data-testid="revenue-chart">
      {JSON.stringify(data)}
    </div>
  ),
  StatusChart: ({ data, label }: { data: StatusChartData; label: string }) => (
    <div role="img" aria-label={label} data-testid="status-chart">
      {JSON.stringify(data)}
    </div>
  ),
}));

const pendingVideo = (id: string) => ({
  _id: id,
  title: `คลิป ${id}`,
  description: 'รถชนท้ายที่แยก',
  category: 'car_car',
  price: 800,
  status: 'pending',
  salesCount: 0,
  thumbnail: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  seller: { _id: 's1', displayName: 'สมชาย', email: 'somchai@example.com' },
  possiblyNotTheirs: false,
  sameFileAs: null,
});

const dashboard = (over: Record<string, unknown> = {}) => ({
  timeRange: '7d',
  from: '2026-11-15',
  to: '2026-11-21',
  cards: {
    revenue: { value: 2300, previous: 2000, changePercent: 15 },
    videosSold: { value: 2, previous: 4, changePercent: -50 },
    newUsers: { value: 3, previous: 0, changePercent: null },
    pendingReview: { value: 1, previous: 1, changePercent: 0 },
  },
  revenueSeries: [
    { day: '2026-11-20', revenue: 800, platformShare: 200, sales: 1 },
    { day: '2026-11-21', revenue: 1500, platformShare: 375, sales: 1 },
  ],
  videoStatus: { sold: 2, pending: 1, approved: 5, unsold: 3, rejected: 4 },
  stats: null,
  recentActivities: [
    { type: 'register', at: '2026-11-21T09:00:00.000Z', displayName: 'สมหญิง' },
    { type: 'purchase', at: '2026-11-21T10:00:00.000Z', clipTitle: 'ชนท้าย', amount: 1500 },
  ],
  pendingVideos: [pendingVideo('v1')],
  ...over,
});

function Harness({ initial = '7d' as TimeRange }) {
  const [timeRange, setTimeRange] = useState<TimeRange>(initial);
  return <AdminDashboard timeRange={timeRange} onTimeRangeChange={setTimeRange} />;
}

const card = (name: string) => screen.getByRole('listitem', { name });

signedInAsAdmin();

describe('admin dashboard', () => {
  it('shows each card with its change: up, down, none to compare', async () => {
    const api = mockApi({ 'GET /admin/dashboard': ok(dashboard()) });
    await renderWithApp(() => <Harness />, '฿2,300');
    expect(api.calls[0]?.query.get('timeRange')).toBe('7d');

    const revenue = card('รายได้');
    expect(within(revenue).getByText('฿2,300')).toBeTruthy();
    const up = revenue.querySelector('.dash-change') as HTMLElement;
    expect(up.className).toContain('dash-change--up');
    expect(up.textContent).toBe('▲ เพิ่มขึ้น 15% จากช่วงก่อนหน้า');

    const down = card('วิดีโอที่ขายได้').querySelector('.dash-change') as HTMLElement;
    expect(down.className).toContain('dash-change--down');
    expect(down.textContent).toBe('▼ ลดลง 50% จากช่วงก่อนหน้า');

    expect(within(card('สมาชิกใหม่')).getByText('ไม่มีข้อมูลเปรียบเทียบ')).toBeTruthy();
    expect(within(card('รอตรวจสอบ')).getByText('0% จากช่วงก่อนหน้า')).toBeTruthy();
    expect(screen.getByText('15 พ.ย. 2569 – 21 พ.ย. 2569')).toBeTruthy();
  });

  it('hands the server series to the charts and writes the activities in Thai', async () => {
    mockApi({ 'GET /admin/dashboard': ok(dashboard()) });
    await renderWithApp(() => <Harness />, '฿2,300');
    const chart = JSON.parse(
      (await screen.findByTestId('revenue-chart')).textContent ?? '{}',
    ) as RevenueChartData;
    expect(chart.labels).toEqual(['20 พ.ย. 2569', '21 พ.ย. 2569']);
    expect(chart.datasets[0]?.data).toEqual([800, 1500]);
    expect(chart.datasets[1]?.data).toEqual([200, 375]);
    const doughnut = JSON.parse(
      (await screen.findByTestId('status-chart')).textContent ?? '{}',
    ) as StatusChartData;
    // sold, unsold, pending, rejected: each clip once (approved = sold + unsold is not a part)
    expect(doughnut.datasets[0]?.data).toEqual([2, 3, 1, 4]);

    const activities = screen.getByRole('heading', { name: 'กิจกรรมล่าสุด' }).closest('section') as HTMLElement;
    const items = within(activities).getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('มีการซื้อ "ชนท้าย" ราคา ฿1,500');
    expect(items[1]?.textContent).toContain('สมาชิกใหม่ สมหญิง');
  });

  it('asks for the chosen time range', async () => {
    const api = mockApi({
      'GET /admin/dashboard': (_body, url) => ok(dashboard({ timeRange: url.searchParams.get('timeRange') })),
    });
    await renderWithApp(() => <Harness />, '฿2,300');
    const ranges = screen.getByRole('group', { name: 'ช่วงเวลา' });
    expect(within(ranges).getByRole('button', { name: '7 วัน' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(ranges).getByRole('button', { name: '30 วัน' }));
    await waitFor(() => expect(api.calls.at(-1)?.query.get('timeRange')).toBe('30d'));
    expect(within(ranges).getByRole('button', { name: '30 วัน' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(ranges).getByRole('button', { name: 'ทั้งหมด' }));
    await waitFor(() => expect(api.calls.at(-1)?.query.get('timeRange')).toBe('all'));
  });

  it('keeps the default range out of the URL and ignores an unknown one', () => {
    expect(dashboardSearchSchema.parse({})).toEqual({});
    expect(dashboardSearchSchema.parse({ timeRange: '30d' })).toEqual({ timeRange: '30d' });
    expect(dashboardSearchSchema.parse({ timeRange: '2y' })).toEqual({ timeRange: undefined });
  });

  it('approves from the pending table and reloads the dashboard', async () => {
    let answers = 0;
    const api = mockApi({
      'GET /admin/dashboard': () => ok(answers++ === 0 ? dashboard() : dashboard({ pendingVideos: [] })),
      'PUT /admin/videos/v1/approve': ok({ status: 'approved' }),
    });
    await renderWithApp(() => <Harness />, 'คลิป v1');
    const row = screen.getByRole('rowheader', { name: 'คลิป v1' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('สมชาย')).toBeTruthy();
    expect(within(row).getByText('somchai@example.com')).toBeTruthy();
    expect(within(row).getByText('฿800')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'อนุมัติ' }));
    expect(await screen.findByText('ไม่มีวิดีโอรอตรวจสอบ')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual([
      '/admin/videos/v1/approve',
    ]);
    expect(api.calls.filter((call) => call.path === '/admin/dashboard')).toHaveLength(2);
  });

  it('rejects with a reason and says why an approval failed', async () => {
    const api = mockApi({
      'GET /admin/dashboard': ok(dashboard()),
      'PUT /admin/videos/v1/approve': fail(409, 'CLIP_NOT_PENDING', 'คลิปนี้ไม่ได้อยู่ในสถานะรอตรวจสอบ'),
      'PUT /admin/videos/v1/reject': ok({ status: 'rejected' }),
    });
    await renderWithApp(() => <Harness />, 'คลิป v1');
    const row = () => screen.getByRole('rowheader', { name: 'คลิป v1' }).closest('tr') as HTMLElement;
    fireEvent.click(within(row()).getByRole('button', { name: 'อนุมัติ' }));
    expect((await screen.findByRole('alert')).textContent).toBe('คลิปนี้ไม่ได้อยู่ในสถานะรอตรวจสอบ');

    fireEvent.click(within(row()).getByRole('button', { name: 'ปฏิเสธ' }));
    const dialog = await screen.findByRole('dialog', { name: 'ปฏิเสธวิดีโอ' });
    fireEvent.change(within(dialog).getByLabelText(/เหตุผลที่ปฏิเสธ/), { target: { value: 'ภาพไม่ชัด' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'ยืนยันการปฏิเสธ' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((call) => call.path === '/admin/videos/v1/reject')?.body).toEqual({
      reason: 'ภาพไม่ชัด',
    });
  });

  it('opens the video popup from the thumbnail', async () => {
    mockApi({ 'GET /admin/dashboard': ok(dashboard()) });
    await renderWithApp(() => <Harness />, 'คลิป v1');
    fireEvent.click(screen.getByRole('button', { name: 'ดูวิดีโอ คลิป v1' }));
    const dialog = await screen.findByRole('dialog', { name: 'รายละเอียดวิดีโอ' });
    expect(within(dialog).getByRole('button', { name: 'เล่นวิดีโอ' })).toBeTruthy();
    expect(within(dialog).getByText('รถชนท้ายที่แยก')).toBeTruthy();
    expect(within(dialog).getByText('รถยนต์ชนรถยนต์')).toBeTruthy();
    expect(within(dialog).getByText('รอตรวจสอบ')).toBeTruthy();
    expect(within(dialog).getByText('20 พ.ย. 2569')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'ปิด' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the full-page error and retries', async () => {
    let answers = 0;
    mockApi({
      'GET /admin/dashboard': () => (answers++ === 0 ? fail(500, 'INTERNAL', 'ผิดพลาด') : ok(dashboard())),
    });
    await renderWithApp(() => <Harness />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('เกิดข้อผิดพลาด')).toBeTruthy();
    expect(within(alert).getByText('ไม่สามารถโหลดข้อมูลแดชบอร์ดได้')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'ลองใหม่' }));
    expect(await screen.findByText('฿2,300')).toBeTruthy();
  });

  it('reads an odd answer leniently', async () => {
    mockApi({
      'GET /admin/dashboard': ok(
        dashboard({
          cards: { revenue: { value: 'a lot' }, videosSold: null },
          revenueSeries: [
            { day: 'yesterday', revenue: 1 },
            { day: '2026-11-21', revenue: 10, platformShare: 2, sales: 1 },
          ],
          recentActivities: [
            { type: 'upload', at: 'never' },
            { type: 'upload', at: '2026-11-21T10:00:00.000Z', clipTitle: 'ฝ่าไฟแดง' },
          ],
          pendingVideos: [{ title: 'no id' }, pendingVideo('v2')],
        }),
      ),
    });
    await renderWithApp(() => <Harness />, 'คลิป v2');
    expect(within(card('รายได้')).getByText('฿0')).toBeTruthy();
    expect(within(card('วิดีโอที่ขายได้')).getByText('ไม่มีข้อมูลเปรียบเทียบ')).toBeTruthy();
    const chart = JSON.parse(
      (await screen.findByTestId('revenue-chart')).textContent ?? '{}',
    ) as RevenueChartData;
    expect(chart.labels).toEqual(['21 พ.ย. 2569']);
    expect(screen.getByText('อัปโหลดคลิปใหม่ "ฝ่าไฟแดง"')).toBeTruthy();
    expect(screen.getAllByRole('rowheader')).toHaveLength(1);
  });
});
