// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, renderWithApp, type ApiCall } from '../../../../lib/testing/renderWithApp.tsx';
import type { AdminTransactionsSearch } from '../api/adminTransactions.ts';
import { TransactionsScreen } from './TransactionsScreen.tsx';
import { signedInAsAdmin } from '../../shared/adminTestSetup.ts';

const transaction = (id: string, over: Record<string, unknown> = {}) => ({
  _id: id,
  id,
  video: { _id: `c-${id}`, title: `คลิป ${id}`, category: 'car_car' },
  buyer: { _id: 'b1', displayName: 'ผู้ซื้อ หนึ่ง', email: 'buyer@example.com' },
  seller: { _id: 's1', displayName: 'ผู้ขาย สอง', email: 'seller@example.com' },
  amount: 800,
  status: 'completed',
  paymentMethod: 'credit_card',
  provider: 'sandbox',
  paymentReference: 'pi_123',
  createdAt: '2026-11-20T03:00:00.000Z',
  paidAt: '2026-11-20T03:01:00.000Z',
  refundedAt: null,
  refundReason: null,
  ...over,
});

const list = (transactions: unknown[], total = transactions.length) => ok({ transactions, total });

function Harness({
  initial = {},
  onChange = () => undefined,
}: {
  initial?: AdminTransactionsSearch;
  onChange?: (search: AdminTransactionsSearch) => void;
}) {
  const [search, setSearch] = useState(initial);
  return (
    <TransactionsScreen
      search={search}
      onSearchChange={(next) => {
        onChange(next);
        setSearch(next);
      }}
    />
  );
}

const row = (title: string) => screen.getByText(title).closest('tr') as HTMLElement;
const gets = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/admin/transactions');

signedInAsAdmin();

describe('admin transactions', () => {
  it('lists transactions and offers refund only on completed ones, transfer confirmation on pending transfers', async () => {
    const api = mockApi({
      'GET /admin/transactions': list(
        [
          transaction('t1'),
          transaction('t2', { status: 'pending', paymentMethod: 'bank_transfer', paymentReference: null }),
          transaction('t3', { status: 'refunded', refundReason: 'ซ้ำ' }),
          transaction('t4', { status: 'pending', paymentMethod: 'promptpay' }),
        ],
        14,
      ),
    });
    await renderWithApp(() => <Harness />, 'คลิป t1');
    expect(api.calls[0]?.query.get('page')).toBe('1');
    expect(api.calls[0]?.query.get('limit')).toBe('10');
    expect(screen.getByText('แสดง 4 จาก 14 รายการ')).toBeTruthy();

    const first = row('คลิป t1');
    expect(within(first).getByText('฿800')).toBeTruthy();
    expect(within(first).getByText('สำเร็จ')).toBeTruthy();
    expect(within(first).getByText('บัตรเครดิต/เดบิต')).toBeTruthy();
    expect(within(first).getByText('รถยนต์ชนรถยนต์')).toBeTruthy();
    expect(within(first).getByText('20 พ.ย. 2569 10:00')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'คืนเงิน' })).toBeTruthy();

    for (const title of ['คลิป t2', 'คลิป t3', 'คลิป t4']) {
      expect(within(row(title)).queryByRole('button', { name: 'คืนเงิน' })).toBeNull();
    }
    expect(within(row('คลิป t2')).getByRole('button', { name: 'ยืนยันรับเงินโอน' })).toBeTruthy();
    expect(within(row('คลิป t4')).queryByRole('button', { name: 'ยืนยันรับเงินโอน' })).toBeNull();
    // Two pages: previous, 1, 2, next; no first/last (admin spec §9).
    expect(screen.getByRole('button', { name: 'หน้า 2' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'หน้าแรก' })).toBeNull();
  });

  it('labels a purchase paid with test money as test mode (issue 15)', async () => {
    mockApi({
      'GET /admin/transactions': list([transaction('t1', { testMode: true }), transaction('t2')]),
    });
    await renderWithApp(() => <Harness />, 'คลิป t1');
    expect(within(row('คลิป t1')).getByText('โหมดทดสอบ')).toBeTruthy();
    expect(within(row('คลิป t2')).queryByText('โหมดทดสอบ')).toBeNull();
  });

  it('says "more than" when the server stopped counting (pagination.totalCountCapped)', async () => {
    mockApi({
      'GET /admin/transactions': ok({
        transactions: [transaction('t1')],
        total: 10000,
        pagination: { page: 1, limit: 10, totalCount: 10000, totalPages: 1000, totalCountCapped: true },
      }),
    });
    await renderWithApp(() => <Harness />, 'คลิป t1');
    expect(screen.getByText('แสดง 1 จากมากกว่า 10,000 รายการ')).toBeTruthy();
  });

  it('refunds after confirmation with a reason, then reloads the list', async () => {
    let answers = 0;
    const api = mockApi({
      'GET /admin/transactions': () =>
        answers++ === 0
          ? list([transaction('t1')])
          : list([transaction('t1', { status: 'refunded', refundReason: 'คลิปไม่ตรงปก' })]),
      'PUT /admin/transactions/t1/refund': ok({ transaction: { status: 'refunded' } }),
    });
    await renderWithApp(() => <Harness />, 'คลิป t1');
    fireEvent.click(within(row('คลิป t1')).getByRole('button', { name: 'คืนเงิน' }));
    const dialog = await screen.findByRole('dialog', { name: 'คืนเงินธุรกรรม' });
    expect(dialog.textContent).toContain('฿800');

    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันการคืนเงิน' }));
    expect(await within(dialog).findByText('กรุณาระบุเหตุผลการคืนเงิน')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('เหตุผลการคืนเงิน'), { target: { value: ' คลิปไม่ตรงปก ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันการคืนเงิน' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/admin/transactions/t1/refund');
    expect(put?.body).toEqual({ reason: 'คลิปไม่ตรงปก' });
    expect(await within(row('คลิป t1')).findByText('คืนเงินแล้ว')).toBeTruthy();
    expect(gets(api.calls)).toHaveLength(2);
    expect(within(row('คลิป t1')).queryByRole('button', { name: 'คืนเงิน' })).toBeNull();
  });

  it("shows the server's Thai message when a refund fails and keeps the dialog open", async () => {
    mockApi({
      'GET /admin/transactions': list([transaction('t1')]),
      'PUT /admin/transactions/t1/refund': fail(409, 'PURCHASE_ALREADY_REFUNDED', 'ธุรกรรมนี้คืนเงินไปแล้ว'),
    });
    await renderWithApp(() => <Harness />, 'คลิป t1');
    fireEvent.click(within(row('คลิป t1')).getByRole('button', { name: 'คืนเงิน' }));
    const dialog = await screen.findByRole('dialog', { name: 'คืนเงินธุรกรรม' });
    fireEvent.change(within(dialog).getByLabelText('เหตุผลการคืนเงิน'), { target: { value: 'ซ้ำ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันการคืนเงิน' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('ธุรกรรมนี้คืนเงินไปแล้ว');
    expect(screen.getByRole('dialog', { name: 'คืนเงินธุรกรรม' })).toBeTruthy();
  });

  it('confirms a pending bank transfer with its reference', async () => {
    const api = mockApi({
      'GET /admin/transactions': list([
        transaction('t2', { status: 'pending', paymentMethod: 'bank_transfer', paymentReference: null }),
      ]),
      'PUT /admin/transactions/t2/confirm-transfer': ok({ transaction: { status: 'completed' } }),
    });
    await renderWithApp(() => <Harness />, 'คลิป t2');
    fireEvent.click(within(row('คลิป t2')).getByRole('button', { name: 'ยืนยันรับเงินโอน' }));
    const dialog = await screen.findByRole('dialog', { name: 'ยืนยันการรับเงินโอน' });
    fireEvent.change(within(dialog).getByLabelText(/เลขอ้างอิงการโอน/), { target: { value: 'KBANK-7788' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันการรับเงิน' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/admin/transactions/t2/confirm-transfer');
    expect(put?.body).toEqual({ reference: 'KBANK-7788' });
  });

  it('sends filters to the server and every filter change goes back to page 1', async () => {
    const changes: AdminTransactionsSearch[] = [];
    const api = mockApi({ 'GET /admin/transactions': list([transaction('t1')], 40) });
    await renderWithApp(
      () => <Harness initial={{ page: 3, date: '7d' }} onChange={(next) => changes.push(next)} />,
      'คลิป t1',
    );
    expect(api.calls[0]?.query.get('page')).toBe('3');
    expect(api.calls[0]?.query.get('date')).toBe('7d');

    fireEvent.change(screen.getByLabelText('สถานะ'), { target: { value: 'refunded' } });
    expect(changes.at(-1)).toEqual({ page: undefined, date: '7d', status: 'refunded' });
    await waitFor(() => expect(gets(api.calls).at(-1)?.query.get('status')).toBe('refunded'));
    expect(gets(api.calls).at(-1)?.query.get('page')).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: 'หน้า 2' }));
    expect(changes.at(-1)?.page).toBe(2);

    fireEvent.change(screen.getByLabelText('ช่วงเวลา'), { target: { value: '' } });
    expect(changes.at(-1)).toEqual({ page: undefined, date: undefined, status: 'refunded' });

    fireEvent.change(screen.getByLabelText('ค้นหาธุรกรรม'), { target: { value: ' สมชาย ' } });
    await waitFor(() => expect(changes.at(-1)?.search).toBe('สมชาย'), { timeout: 2000 });
    expect(changes.at(-1)?.page).toBeUndefined();
    await waitFor(() => expect(gets(api.calls).at(-1)?.query.get('search')).toBe('สมชาย'));
  });

  it('shows the transaction load error with a retry', async () => {
    let answers = 0;
    mockApi({
      'GET /admin/transactions': () =>
        answers++ === 0 ? fail(500, 'INTERNAL', 'ขัดข้อง') : list([transaction('t1')]),
    });
    await renderWithApp(() => <Harness />, 'ไม่สามารถโหลดข้อมูลธุรกรรมได้');
    expect(screen.getByText('เกิดข้อผิดพลาด')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    expect(await screen.findByText('คลิป t1')).toBeTruthy();
  });

  it('shows every field in the detail popup, refund info included', async () => {
    mockApi({
      'GET /admin/transactions': list([
        transaction('t3', {
          status: 'refunded',
          refundedAt: '2026-11-21T05:00:00.000Z',
          refundReason: 'ผู้ซื้อขอคืนเงิน',
        }),
      ]),
    });
    await renderWithApp(() => <Harness />, 'คลิป t3');
    fireEvent.click(within(row('คลิป t3')).getByRole('button', { name: 'ดูรายละเอียด' }));
    const dialog = await screen.findByRole('dialog', { name: 'รายละเอียดธุรกรรม' });
    for (const text of ['pi_123', 'sandbox', 'ผู้ซื้อขอคืนเงิน', '21 พ.ย. 2569 12:00', 'buyer@example.com']) {
      expect(dialog.textContent).toContain(text);
    }
    expect(within(dialog).queryByRole('button', { name: 'คืนเงิน' })).toBeNull();
    expect(within(dialog).getByRole('tab', { name: 'ประวัติ' })).toBeTruthy();
  });
});
