// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { dismissNotice, getNotice } from '../../../../lib/notice.ts';
import { fail, mockApi, ok, renderWithApp, type ApiCall } from '../../../../lib/testing/renderWithApp.tsx';
import type { AdminPayoutsSearch } from '../api/adminPayouts.ts';
import { PayoutsScreen } from './PayoutsScreen.tsx';
import { signedInAsAdmin } from '../../shared/adminTestSetup.ts';

const payout = (id: string, over: Record<string, unknown> = {}) => ({
  _id: id,
  id,
  seller: { _id: `s-${id}`, displayName: `ผู้ขาย ${id}`, email: `${id}@example.com`, photoURL: null },
  amount: 1200,
  paymentMethod: 'bank_transfer',
  status: 'pending',
  accountInfo: { bankName: 'kbank', accountName: 'ผู้ขาย ทดสอบ', accountNumber: '******7890' },
  createdAt: '2026-11-20T03:00:00.000Z',
  paidAt: null,
  failedAt: null,
  failureReason: null,
  ...over,
});

const summary = {
  pendingAmount: 3500,
  paidAmount: 12000,
  failedCount: 2,
  failedAmount: 900,
  sellersWaiting: 3,
  sellersDue: 4,
  dueAmount: 5200,
  dueWithoutBankAccount: 1,
  minimumAmount: 700,
};

const list = (payouts: unknown[], total = payouts.length) => ok({ summary, payouts, total });

function Harness({
  initial = {},
  onChange = () => undefined,
}: {
  initial?: AdminPayoutsSearch;
  onChange?: (search: AdminPayoutsSearch) => void;
}) {
  const [search, setSearch] = useState(initial);
  return (
    <PayoutsScreen
      search={search}
      onSearchChange={(next) => {
        onChange(next);
        setSearch(next);
      }}
    />
  );
}

const row = (seller: string) => screen.getByText(seller).closest('tr') as HTMLElement;
const gets = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/admin/payouts');

signedInAsAdmin();

beforeEach(() => {
  dismissNotice();
});

describe('admin payouts', () => {
  it("shows the server's four summary figures and offers mark paid and failed on pending payouts only", async () => {
    mockApi({
      'GET /admin/payouts': list([
        payout('p1'),
        payout('p2', { status: 'paid', paidAt: '2026-11-21T02:30:00.000Z' }),
        payout('p3', { status: 'failed', failureReason: 'บัญชีปิด' }),
      ]),
    });
    await renderWithApp(() => <Harness initial={{ date: '30d' }} />, 'ผู้ขาย p1');
    const cards = screen.getByRole('list', { name: 'สรุปการจ่ายเงิน' });
    for (const text of [
      'ยอดรอจ่าย',
      '฿3,500 · 3 ราย',
      'รอบจ่ายถัดไป (ถ้าเริ่มตอนนี้)',
      '฿5,200 · 4 ราย',
      'จ่ายแล้ว (30 วันล่าสุด)',
      '฿12,000',
      '2 รายการ · ฿900',
    ]) {
      expect(cards.textContent).toContain(text);
    }
    const first = row('ผู้ขาย p1');
    expect(within(first).getByText('******7890')).toBeTruthy();
    expect(within(first).getByText('โอนเงินผ่านธนาคาร')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'ทำเครื่องหมายว่าจ่ายแล้ว' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'แจ้งจ่ายไม่สำเร็จ' })).toBeTruthy();
    for (const seller of ['ผู้ขาย p2', 'ผู้ขาย p3']) {
      expect(within(row(seller)).queryByRole('button', { name: 'ทำเครื่องหมายว่าจ่ายแล้ว' })).toBeNull();
      expect(within(row(seller)).queryByRole('button', { name: 'แจ้งจ่ายไม่สำเร็จ' })).toBeNull();
    }
    expect(within(row('ผู้ขาย p2')).getByText('21 พ.ย. 2569 09:30')).toBeTruthy();
    expect(screen.queryByText('โหมดทดสอบ')).toBeNull();
  });

  it('labels the sellers’ test money as test mode, held out of every payout (issue 15)', async () => {
    mockApi({
      'GET /admin/payouts': ok({ summary: { ...summary, testMoneyHeld: 600 }, payouts: [], total: 0 }),
    });
    await renderWithApp(() => <Harness />, 'โหมดทดสอบ');
    const note = screen.getByText('โหมดทดสอบ').parentElement!;
    expect(note.textContent).toContain('เงินโหมดทดสอบของผู้ขาย ฿600 ไม่รวมในการจ่ายเงิน');
  });

  it('marks a payout paid after confirmation and reloads the list', async () => {
    let answers = 0;
    const api = mockApi({
      'GET /admin/payouts': () =>
        answers++ === 0 ? list([payout('p1')]) : list([payout('p1', { status: 'paid' })]),
      'PUT /admin/payouts/p1/mark-paid': ok({ payout: { status: 'paid' } }),
    });
    await renderWithApp(() => <Harness />, 'ผู้ขาย p1');
    fireEvent.click(within(row('ผู้ขาย p1')).getByRole('button', { name: 'ทำเครื่องหมายว่าจ่ายแล้ว' }));
    const dialog = await screen.findByRole('dialog', { name: 'ยืนยันการจ่ายเงิน' });
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันว่าจ่ายแล้ว' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      api.calls.some((call) => call.method === 'PUT' && call.path === '/admin/payouts/p1/mark-paid'),
    ).toBe(true);
    await waitFor(() =>
      expect(within(row('ผู้ขาย p1')).queryByRole('button', { name: 'ทำเครื่องหมายว่าจ่ายแล้ว' })).toBeNull(),
    );
    expect(gets(api.calls)).toHaveLength(2);
    expect(getNotice()?.text).toBe('บันทึกการจ่ายเงินแล้ว');
  });

  it("tells the admin why marking paid failed, in the server's words", async () => {
    mockApi({
      'GET /admin/payouts': list([payout('p1')]),
      'PUT /admin/payouts/p1/mark-paid': fail(409, 'PAYOUT_NOT_PENDING', 'รายการจ่ายเงินนี้ไม่ได้อยู่ในสถานะรอจ่าย'),
    });
    await renderWithApp(() => <Harness />, 'ผู้ขาย p1');
    fireEvent.click(within(row('ผู้ขาย p1')).getByRole('button', { name: 'ทำเครื่องหมายว่าจ่ายแล้ว' }));
    const dialog = await screen.findByRole('dialog', { name: 'ยืนยันการจ่ายเงิน' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันว่าจ่ายแล้ว' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('รายการจ่ายเงินนี้ไม่ได้อยู่ในสถานะรอจ่าย');
  });

  it('marks a payout failed with a reason', async () => {
    const api = mockApi({
      'GET /admin/payouts': list([payout('p1')]),
      'PUT /admin/payouts/p1/fail': ok({ payout: { status: 'failed' } }),
    });
    await renderWithApp(() => <Harness />, 'ผู้ขาย p1');
    fireEvent.click(within(row('ผู้ขาย p1')).getByRole('button', { name: 'แจ้งจ่ายไม่สำเร็จ' }));
    const dialog = await screen.findByRole('dialog', { name: 'แจ้งการจ่ายเงินไม่สำเร็จ' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันว่าจ่ายไม่สำเร็จ' }));
    expect(await within(dialog).findByText('กรุณาระบุสาเหตุที่จ่ายไม่สำเร็จ')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('สาเหตุที่จ่ายไม่สำเร็จ'), {
      target: { value: 'เลขที่บัญชีไม่ถูกต้อง' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันว่าจ่ายไม่สำเร็จ' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ reason: 'เลขที่บัญชีไม่ถูกต้อง' });
  });

  it('shows the full account number in the detail popup, the masked one when it cannot be loaded', async () => {
    mockApi({
      'GET /admin/payouts': list([payout('p1'), payout('p2')]),
      'GET /admin/payouts/p1': ok({
        ...payout('p1'),
        accountInfo: { bankName: 'kbank', accountName: 'ผู้ขาย ทดสอบ', accountNumber: '1234567890' },
        accountNumberAvailable: true,
      }),
      'GET /admin/payouts/p2': fail(404, 'NOT_FOUND', 'ไม่พบรายการจ่ายเงิน'),
    });
    await renderWithApp(() => <Harness />, 'ผู้ขาย p1');
    fireEvent.click(within(row('ผู้ขาย p1')).getByRole('button', { name: 'ดูรายละเอียด' }));
    let dialog = await screen.findByRole('dialog', { name: 'รายละเอียดการจ่ายเงิน' });
    expect(await within(dialog).findByText('1234567890')).toBeTruthy();
    expect(dialog.textContent).toContain('ธนาคารกสิกรไทย');
    expect(within(dialog).getByRole('button', { name: 'ทำเครื่องหมายว่าจ่ายแล้ว' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'ปิด' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(row('ผู้ขาย p2')).getByRole('button', { name: 'ดูรายละเอียด' }));
    dialog = await screen.findByRole('dialog', { name: 'รายละเอียดการจ่ายเงิน' });
    expect(await within(dialog).findByText(/โหลดเลขที่บัญชีเต็มไม่สำเร็จ/)).toBeTruthy();
    expect(dialog.textContent).toContain('******7890');
  });

  it('runs a payout batch after confirmation (the dialog says what the card says) and how many payouts it made', async () => {
    const api = mockApi({
      'GET /admin/payouts': list([payout('p1')]),
      'POST /admin/payouts/run': ok({ payouts: [], created: 2, withoutBankAccount: 1, settled: 0 }),
    });
    await renderWithApp(() => <Harness />, 'ผู้ขาย p1');
    fireEvent.click(screen.getByRole('button', { name: 'จ่ายเงินรอบนี้ทันที' }));
    const dialog = await screen.findByRole('dialog', { name: 'เริ่มรอบจ่ายเงิน' });
    // The server's configured minimum, and the same sellers and amount as the next-batch card.
    expect(dialog.textContent).toContain('฿700');
    expect(dialog.textContent).toContain('จะสร้างรายการจ่ายเงิน 4 รายการ รวม ฿5,200');
    expect(dialog.textContent).toContain('ผู้ขาย 1 รายมียอดถึงขั้นต่ำแต่ยังไม่ได้ตั้งบัญชีรับเงิน');
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันเริ่มรอบจ่ายเงิน' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.some((call) => call.method === 'POST' && call.path === '/admin/payouts/run')).toBe(true);
    expect(getNotice()?.text).toBe('สร้างรายการจ่ายเงิน 2 รายการ (ผู้ขาย 1 รายยังไม่ได้ตั้งบัญชีรับเงิน)');
    await waitFor(() => expect(gets(api.calls)).toHaveLength(2));
  });

  it('filters on the server, back to page 1 on every change', async () => {
    const changes: AdminPayoutsSearch[] = [];
    const api = mockApi({ 'GET /admin/payouts': list([payout('p1')], 25) });
    await renderWithApp(
      () => <Harness initial={{ page: 2 }} onChange={(next) => changes.push(next)} />,
      'ผู้ขาย p1',
    );
    expect(api.calls[0]?.query.get('page')).toBe('2');
    fireEvent.change(screen.getByLabelText('สถานะ'), { target: { value: 'paid' } });
    expect(changes.at(-1)).toEqual({ page: undefined, status: 'paid' });
    fireEvent.change(screen.getByLabelText('ช่วงเวลา'), { target: { value: 'today' } });
    expect(changes.at(-1)).toEqual({ page: undefined, status: 'paid', date: 'today' });
    await waitFor(() => expect(gets(api.calls).at(-1)?.query.get('date')).toBe('today'));
    expect(gets(api.calls).at(-1)?.query.get('status')).toBe('paid');
    expect(gets(api.calls).at(-1)?.query.get('page')).toBe('1');
  });

  it('tells the admin when the payouts cannot be loaded (not silent)', async () => {
    mockApi({ 'GET /admin/payouts': fail(500, 'INTERNAL', 'ขัดข้อง') });
    await renderWithApp(() => <Harness />, 'ไม่สามารถโหลดข้อมูลการจ่ายเงินได้');
    expect(screen.getByRole('button', { name: 'ลองใหม่' })).toBeTruthy();
  });
});
