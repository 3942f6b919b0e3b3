// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { limitTexts } from '../../../../../../events/limitTexts.ts';
import { fail, mockApi, ok, renderWithApp } from '../../../../lib/testing/renderWithApp.tsx';
import { signedInAsAdmin } from '../../shared/adminTestSetup.ts';
import type { AdminRequestsSearch } from '../api/adminRequests.ts';
import { RequestsScreen } from './RequestsScreen.tsx';

const request = (id: string, over: Record<string, unknown> = {}) => ({
  requestId: id,
  title: `คำขอ ${id}`,
  description: 'รถตู้ทะเบียน กข 1234 ชนแล้วหนี',
  place: {
    lat: 13.7373,
    lng: 100.5603,
    radiusM: 800,
    province: 'กรุงเทพมหานคร',
    district: 'เขตวัฒนา',
    subDistrict: '',
    address: 'หน้าตึก',
  },
  when: { incidentDate: '2026-11-20', timeFrom: '07:30', timeTo: '08:30' },
  vehicleTypes: ['car'],
  maxPrice: 2000,
  requester: { alias: 'ผู้ขอ #4821', uid: 'u-owner', email: 'owner@example.com', displayName: 'สมชาย' },
  openedAt: '2026-11-20T01:00:00.000Z',
  expiresAt: '2026-12-20T01:00:00.000Z',
  status: 'open',
  matchCount: 2,
  isOwner: false,
  reportCount: 2,
  removalReason: null,
  ...over,
});

const list = (items: unknown[], total = items.length) =>
  ok({
    counts: { open: 4, fulfilled: 1, closed: 0, expired: 2, removed: 1, reported: 3, total: 8 },
    items,
    total,
    pagination: { page: 1, limit: 10, totalCount: total, totalPages: Math.max(1, Math.ceil(total / 10)) },
  });

const screenWith = (search: AdminRequestsSearch = {}, onSearchChange = vi.fn()) =>
  function Screen() {
    return <RequestsScreen search={search} onSearchChange={onSearchChange} />;
  };

const row = (title: string) => screen.getByText(title).closest('tr') as HTMLElement;

signedInAsAdmin();

// The first render pays for the form, the router and jsdom: room for a busy two-core box.
describe('admin footage requests screen', { timeout: 20_000 }, () => {
  it('lists requests with who asked and how often they were reported, filtered on the server', async () => {
    const api = mockApi({
      'GET /admin/requests': list([request('r1'), request('r2', { reportCount: 0, status: 'removed' })], 12),
    });
    await renderWithApp(screenWith({ status: 'open', reported: true, search: 'กข', page: 2 }), 'คำขอ r1');
    expect(Object.fromEntries(api.calls[0]!.query)).toEqual({
      search: 'กข',
      status: 'open',
      reported: 'true',
      page: '2',
      limit: '10',
    });
    const cards = screen.getByRole('group', { name: 'สรุปจำนวนคำขอคลิป' });
    expect(cards.textContent).toContain('ถูกรายงาน3');
    expect(cards.textContent).toContain('ทั้งหมด8');
    const first = row('คำขอ r1');
    expect(within(first).getByText('owner@example.com')).toBeTruthy();
    expect(within(first).getByText('u-owner')).toBeTruthy();
    expect(within(first).getByText('2 ครั้ง')).toBeTruthy();
    expect(within(first).getByText('เปิดรับคลิป')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'ลบคำขอ' })).toBeTruthy();
    const second = row('คำขอ r2');
    expect(within(second).getByText('ถูกลบโดยผู้ดูแล')).toBeTruthy();
    expect(within(second).queryByRole('button', { name: 'ลบคำขอ' })).toBeNull();
    expect(screen.getByText('แสดง 2 จาก 12 รายการ')).toBeTruthy();
  });

  it('filters to reported requests through the URL, back to page 1', async () => {
    mockApi({ 'GET /admin/requests': list([request('r1')]) });
    const onSearchChange = vi.fn();
    await renderWithApp(screenWith({ page: 3 }, onSearchChange), 'คำขอ r1');
    fireEvent.click(screen.getByRole('checkbox', { name: 'เฉพาะที่ถูกรายงาน' }));
    expect(onSearchChange).toHaveBeenCalledWith({ page: undefined, reported: true });
  });

  it("shows the reporters' words in the details, and removes with a reason the requester reads", async () => {
    let removed = false;
    const api = mockApi({
      'GET /admin/requests': () =>
        list([request('r1', removed ? { status: 'removed', removalReason: 'ระบุทะเบียนรถ' } : {})]),
      'GET /requests/r1': ok({
        ...request('r1'),
        reports: [{ reporterId: 'u2', reason: 'มีทะเบียนรถคนอื่น', reportedAt: '2026-11-21T02:00:00.000Z' }],
      }),
      'GET /admin/audit/request/r1': ok({
        entries: [],
        pagination: { page: 1, limit: 100, totalCount: 0, totalPages: 1 },
      }),
      'PUT /admin/requests/r1/remove': () => {
        removed = true;
        return ok({ requestId: 'r1', status: 'removed' });
      },
    });
    await renderWithApp(screenWith(), 'คำขอ r1');
    fireEvent.click(within(row('คำขอ r1')).getByRole('button', { name: 'ดูรายละเอียด' }));
    const detail = await screen.findByRole('dialog', { name: 'คำขอ: คำขอ r1' });
    expect(await within(detail).findByText('มีทะเบียนรถคนอื่น')).toBeTruthy();
    expect(within(detail).getByText('สมชาย')).toBeTruthy();
    expect(within(detail).getByRole('link', { name: 'เปิดหน้าคำขอ' }).getAttribute('href')).toBe(
      '/requests/r1',
    );

    fireEvent.click(within(detail).getByRole('button', { name: 'ลบคำขอ' }));
    const confirm = await screen.findByRole('dialog', { name: 'ลบคำขอออกจากหน้ารวม' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'ยืนยันการลบ' }));
    expect(await within(confirm).findByText(limitTexts.requestReason)).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
    fireEvent.change(within(confirm).getByLabelText(/เหตุผลที่ลบ/), { target: { value: 'ระบุทะเบียนรถ' } });
    fireEvent.click(within(confirm).getByRole('button', { name: 'ยืนยันการลบ' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'ลบคำขอออกจากหน้ารวม' })).toBeNull());
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ reason: 'ระบุทะเบียนรถ' });
    await waitFor(() => expect(within(row('คำขอ r1')).getByText('ถูกลบโดยผู้ดูแล')).toBeTruthy());
  });

  it('keeps the dialog open with the server’s refusal', async () => {
    mockApi({
      'GET /admin/requests': list([request('r1', { reportCount: 0 })]),
      'PUT /admin/requests/r1/remove': fail(409, 'CONFLICT', 'คำขอนี้ถูกนำออกแล้ว'),
    });
    await renderWithApp(screenWith(), 'คำขอ r1');
    fireEvent.click(within(row('คำขอ r1')).getByRole('button', { name: 'ลบคำขอ' }));
    const confirm = await screen.findByRole('dialog', { name: 'ลบคำขอออกจากหน้ารวม' });
    fireEvent.change(within(confirm).getByLabelText(/เหตุผลที่ลบ/), { target: { value: 'ซ้ำ' } });
    fireEvent.click(within(confirm).getByRole('button', { name: 'ยืนยันการลบ' }));
    expect(await within(confirm).findByText('คำขอนี้ถูกนำออกแล้ว')).toBeTruthy();
  });
});
