// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, renderWithApp } from '../../../../lib/testing/renderWithApp.tsx';
import type { AdminComplaintsSearch } from '../api/adminComplaints.ts';
import { ComplaintsScreen } from './ComplaintsScreen.tsx';
import { signedInAsAdmin } from '../../shared/adminTestSetup.ts';

const complaint = (id: string, over: Record<string, unknown> = {}) => ({
  _id: id,
  id: `CP-${id.toUpperCase()}`,
  reporter: { _id: 'u1', displayName: 'สมหญิง', email: 'somying@example.com', photoURL: null },
  subject: `หัวข้อ ${id}`,
  description: 'ก'.repeat(60),
  type: 'payment',
  priority: 'high',
  status: 'open',
  adminResponse: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

const counts = { open: 7, inProgress: 2, resolved: 5, rejected: 1, total: 15 };
const list = (complaints: unknown[], total = complaints.length) =>
  ok({
    counts,
    complaints,
    total,
    pagination: { page: 1, limit: 10, totalCount: total, totalPages: Math.max(1, Math.ceil(total / 10)) },
  });

const screenWith = (search: AdminComplaintsSearch = {}, onSearchChange = vi.fn()) =>
  function Screen() {
    return <ComplaintsScreen search={search} onSearchChange={onSearchChange} />;
  };

const row = (subject: string) => screen.getByText(subject).closest('tr') as HTMLElement;

signedInAsAdmin();

afterEach(() => {
  vi.useRealTimers();
});

describe('admin complaints screen', () => {
  it('shows the counts over all complaints and the table per the spec', async () => {
    const api = mockApi({ 'GET /admin/complaints': list([complaint('c1')], 23) });
    await renderWithApp(screenWith({ status: 'open', type: 'payment', search: 'เงิน', page: 2 }), 'หัวข้อ c1');
    const query = api.calls[0]!.query;
    expect(Object.fromEntries(query)).toEqual({
      search: 'เงิน',
      status: 'open',
      type: 'payment',
      page: '2',
      limit: '10',
    });
    const cards = screen.getByRole('group', { name: 'สรุปจำนวนคำร้องเรียน' });
    expect(cards.textContent).toContain('เปิดใหม่7');
    expect(cards.textContent).toContain('กำลังดำเนินการ2');
    expect(cards.textContent).toContain('แก้ไขแล้ว5');
    expect(cards.textContent).toContain('ทั้งหมด15');
    expect(screen.getByText('แสดง 1 จาก 23 รายการ')).toBeTruthy();

    const first = row('หัวข้อ c1');
    expect(within(first).getByText('CP-C1')).toBeTruthy();
    expect(within(first).getByText('สมหญิง')).toBeTruthy();
    expect(within(first).getByText('somying@example.com')).toBeTruthy();
    expect(within(first).getByText(`${'ก'.repeat(50)}...`)).toBeTruthy();
    expect(within(first).getByText('การชำระเงิน')).toBeTruthy();
    expect(within(first).getByText('สูง')).toBeTruthy();
    expect(within(first).getByText('เปิดใหม่')).toBeTruthy();
    expect(within(first).getByText('20 พ.ย. 2569')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'เลื่อนหน้ารายการคำร้องเรียน' })).toBeTruthy();
  });

  it('shows an unknown status as open, an unknown type as other and an unknown priority as medium', async () => {
    mockApi({
      'GET /admin/complaints': list([complaint('c1', { status: 'escalated', type: 'spam', priority: 'p0' })]),
    });
    await renderWithApp(screenWith(), 'หัวข้อ c1');
    const first = row('หัวข้อ c1');
    expect(within(first).getByText('เปิดใหม่')).toBeTruthy();
    expect(within(first).getByText('อื่น ๆ')).toBeTruthy();
    expect(within(first).getByText('ปานกลาง')).toBeTruthy();
    // An open complaint offers resolve and reject.
    expect(within(first).getByRole('button', { name: 'แก้ไขเรียบร้อย' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'เลื่อนหน้ารายการคำร้องเรียน' })).toBeNull();
  });

  it('offers only details on a resolved complaint, with the admin response in the popup', async () => {
    mockApi({
      'GET /admin/complaints': list([
        complaint('c1', { status: 'resolved', adminResponse: 'คืนเงินให้แล้วครับ' }),
      ]),
    });
    await renderWithApp(screenWith(), 'หัวข้อ c1');
    const first = row('หัวข้อ c1');
    expect(within(first).queryByRole('button', { name: 'ปฏิเสธ' })).toBeNull();
    fireEvent.click(within(first).getByRole('button', { name: 'ดูรายละเอียด' }));
    const dialog = await screen.findByRole('dialog', { name: 'คำร้องเรียน CP-C1' });
    expect(within(dialog).getByText('คืนเงินให้แล้วครับ')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'รับเรื่อง' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'ปิด' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks the spec question before rejecting, sends the response and reloads the list', async () => {
    let answers = 0;
    const api = mockApi({
      'GET /admin/complaints': () =>
        answers++ === 0 ? list([complaint('c1')]) : list([complaint('c1', { status: 'rejected' })]),
      'PUT /admin/complaints/c1/reject': ok({ complaintId: 'c1', status: 'rejected' }),
    });
    await renderWithApp(screenWith(), 'หัวข้อ c1');
    fireEvent.click(within(row('หัวข้อ c1')).getByRole('button', { name: 'ปฏิเสธ' }));
    const dialog = await screen.findByRole('dialog', { name: 'คำร้องเรียน CP-C1' });
    expect(within(dialog).getByText('คุณแน่ใจหรือไม่ที่จะปฏิเสธคำร้องเรียนนี้?')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/คำตอบถึงผู้แจ้ง/), {
      target: { value: ' ไม่พบปัญหาตามที่แจ้ง ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันการปฏิเสธ' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ response: 'ไม่พบปัญหาตามที่แจ้ง' });
    await waitFor(() => expect(within(row('หัวข้อ c1')).getByText('ปฏิเสธ')).toBeTruthy());
    expect(api.calls.filter((call) => call.path === '/admin/complaints').length).toBe(2);
  });

  it('requires a response to resolve', async () => {
    const api = mockApi({
      'GET /admin/complaints': list([complaint('c1')]),
      'PUT /admin/complaints/c1/resolve': ok({ complaintId: 'c1', status: 'resolved' }),
    });
    await renderWithApp(screenWith(), 'หัวข้อ c1');
    fireEvent.click(within(row('หัวข้อ c1')).getByRole('button', { name: 'แก้ไขเรียบร้อย' }));
    const dialog = await screen.findByRole('dialog', { name: 'คำร้องเรียน CP-C1' });
    fireEvent.change(within(dialog).getByLabelText(/คำตอบถึงผู้แจ้ง/), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันการแก้ไข' }));
    expect(await within(dialog).findByText('กรุณาระบุคำตอบถึงผู้แจ้ง (ไม่เกิน 2,000 ตัวอักษร)')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/คำตอบถึงผู้แจ้ง/), { target: { value: 'แก้ไขแล้ว' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันการแก้ไข' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/admin/complaints/c1/resolve',
      body: { response: 'แก้ไขแล้ว' },
    });
  });

  it('takes a complaint in progress and changes its priority from the popup', async () => {
    const api = mockApi({
      'GET /admin/complaints': list([complaint('c1')]),
      'PUT /admin/complaints/c1/in-progress': ok({ complaintId: 'c1', status: 'in_progress' }),
      'PUT /admin/complaints/c1/priority': ok({ complaintId: 'c1', priority: 'urgent' }),
    });
    await renderWithApp(screenWith(), 'หัวข้อ c1');
    fireEvent.click(within(row('หัวข้อ c1')).getByRole('button', { name: 'ดูรายละเอียด' }));
    const dialog = await screen.findByRole('dialog', { name: 'คำร้องเรียน CP-C1' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'รับเรื่อง' }));
    await waitFor(() =>
      expect(api.calls.some((call) => call.path === '/admin/complaints/c1/in-progress')).toBe(true),
    );
    fireEvent.change(within(dialog).getByLabelText('ความสำคัญ'), { target: { value: 'urgent' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึกความสำคัญ' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === '/admin/complaints/c1/priority')?.body).toEqual({
        priority: 'urgent',
      }),
    );
  });

  it("tells the admin the server's reason when an action fails", async () => {
    mockApi({
      'GET /admin/complaints': list([complaint('c1')]),
      'PUT /admin/complaints/c1/in-progress': fail(
        409,
        'COMPLAINT_NOT_OPEN',
        'คำร้องเรียนนี้ไม่ได้อยู่ในสถานะเปิดใหม่',
      ),
    });
    await renderWithApp(screenWith(), 'หัวข้อ c1');
    fireEvent.click(within(row('หัวข้อ c1')).getByRole('button', { name: 'ดูรายละเอียด' }));
    const dialog = await screen.findByRole('dialog', { name: 'คำร้องเรียน CP-C1' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'รับเรื่อง' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('คำร้องเรียนนี้ไม่ได้อยู่ในสถานะเปิดใหม่');
  });

  it('shows the load failure with a retry', async () => {
    mockApi({ 'GET /admin/complaints': fail(500, 'INTERNAL', 'ระบบขัดข้อง') });
    await renderWithApp(screenWith());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('เกิดข้อผิดพลาด');
    expect(within(alert).getByRole('button', { name: 'ลองใหม่' })).toBeTruthy();
  });

  it('resets the page when a filter or the search changes', async () => {
    mockApi({ 'GET /admin/complaints': list([complaint('c1')], 40) });
    const onSearchChange = vi.fn();
    await renderWithApp(screenWith({ page: 3, type: 'payment' }, onSearchChange), 'หัวข้อ c1');

    fireEvent.change(screen.getByLabelText('สถานะ'), { target: { value: 'resolved' } });
    expect(onSearchChange).toHaveBeenLastCalledWith({ type: 'payment', status: 'resolved', page: undefined });

    // The "ทั้งหมด" (all) option clears the filter.
    const type = screen.getByLabelText('ประเภท') as HTMLSelectElement;
    const all = [...type.options].find((option) => option.text === 'ทั้งหมด')!;
    fireEvent.change(type, { target: { value: all.value } });
    expect(onSearchChange).toHaveBeenLastCalledWith({ type: undefined, page: undefined });

    fireEvent.change(screen.getByLabelText('ค้นหาคำร้องเรียน'), { target: { value: ' สมหญิง ' } });
    await waitFor(
      () =>
        expect(onSearchChange).toHaveBeenLastCalledWith({
          type: 'payment',
          search: 'สมหญิง',
          page: undefined,
        }),
      { timeout: 2000 },
    );

    fireEvent.click(screen.getByRole('button', { name: 'หน้า 4' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ type: 'payment', page: 4 });
  });
});
