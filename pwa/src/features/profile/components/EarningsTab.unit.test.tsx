// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, renderWithApp } from '../../../lib/testing/renderWithApp.tsx';
import { EarningsTab } from './EarningsTab.tsx';

const earnings = {
  pendingPayout: 1125,
  totalEarned: 2250.5,
  history: [
    { videoTitle: 'ชนท้ายแยกอโศก', soldAt: '2026-11-20T05:00:00.000Z', amount: 1125, buyerName: 'สมหญิง' },
    { videoTitle: 'รถตู้เบียดเลน', soldAt: '2026-11-01T05:00:00.000Z', amount: 1125.5, buyerName: null },
    { amount: 'broken' },
  ],
};

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 't');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('EarningsTab', () => {
  it('shows the pending payout, the total and each sale', async () => {
    mockApi({ 'GET /users/earnings': ok(earnings) });
    await renderWithApp(() => <EarningsTab hasBankAccount onSetBank={vi.fn()} />, 'ชนท้ายแยกอโศก');

    const figure = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure('ยอดรอโอน')).toBe('฿1,125');
    expect(figure('รายได้รวม')).toBe('฿2,250.5');

    const sales = within(screen.getByRole('list', { name: 'รายการขาย' })).getAllByRole('listitem');
    expect(sales).toHaveLength(2);
    expect(sales[0]!.textContent).toContain('ขายเมื่อ 20 พฤศจิกายน 2569');
    expect(sales[0]!.textContent).toContain('ผู้ซื้อ สมหญิง');
    expect(sales[0]!.textContent).toContain('฿1,125');
    expect(sales[1]!.textContent).toContain('ผู้ซื้อ ไม่ระบุชื่อ');
    expect(sales[1]!.textContent).toContain('฿1,125.5');
  });

  it('shows test money apart, labelled โหมดทดสอบ, and marks each test sale (issue 15)', async () => {
    mockApi({
      'GET /users/earnings': ok({
        pendingPayout: 0,
        totalEarned: 0,
        testEarned: 600,
        history: [{ ...earnings.history[0], amount: 600, testMode: true }],
      }),
    });
    await renderWithApp(() => <EarningsTab hasBankAccount onSetBank={vi.fn()} />, 'ชนท้ายแยกอโศก');
    const figure = (label: string) =>
      screen.getByText(label, { exact: false, selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure('ยอดรอโอน')).toBe('฿0');
    expect(figure('รายได้ทดสอบ')).toBe('฿600');
    expect(screen.getByText(/ไม่มีเงินจริงและจะไม่ถูกโอนเข้าบัญชีธนาคาร/)).toBeTruthy();
    const [sale] = within(screen.getByRole('list', { name: 'รายการขาย' })).getAllByRole('listitem');
    expect(sale!.textContent).toContain('โหมดทดสอบ');
  });

  it('shows no test-mode label when there is no test money', async () => {
    mockApi({ 'GET /users/earnings': ok(earnings) });
    await renderWithApp(() => <EarningsTab hasBankAccount onSetBank={vi.fn()} />, 'ชนท้ายแยกอโศก');
    expect(screen.queryByText('โหมดทดสอบ')).toBeNull();
  });

  it('pages the sales with the shared pager while the totals stay those of every sale', async () => {
    const api = mockApi({
      'GET /users/earnings': (_body, url) => {
        const page = Number(url.searchParams.get('page'));
        return ok({
          pendingPayout: 1125,
          totalEarned: 2250.5,
          history: [{ ...earnings.history[0], videoTitle: `ขายหน้า ${page}` }],
          pagination: { page, limit: 20, totalCount: 21, totalPages: 2 },
        });
      },
    });
    await renderWithApp(() => <EarningsTab hasBankAccount onSetBank={vi.fn()} />, 'ขายหน้า 1');
    expect(api.calls[0]!.query.get('page')).toBe('1');
    expect(api.calls[0]!.query.get('limit')).toBe('20');
    const pager = screen.getByRole('navigation', { name: 'เลื่อนหน้ารายการขาย' });
    expect(within(pager).getByText('หน้า 1 จาก 2')).toBeTruthy();

    fireEvent.click(within(pager).getByRole('button', { name: 'หน้าถัดไป' }));
    expect(await screen.findByText('ขายหน้า 2')).toBeTruthy();
    expect(screen.queryByText('ขายหน้า 1')).toBeNull();
    expect(api.calls.at(-1)!.query.get('page')).toBe('2');
    expect(within(pager).getByText('หน้า 2 จาก 2')).toBeTruthy();
    const figure = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure('ยอดรอโอน')).toBe('฿1,125');
    expect(figure('รายได้รวม')).toBe('฿2,250.5');

    fireEvent.click(within(pager).getByRole('button', { name: 'หน้าก่อนหน้า' }));
    expect(await screen.findByText('ขายหน้า 1')).toBeTruthy();
  });

  it('shows no pager for a single page of sales', async () => {
    mockApi({ 'GET /users/earnings': ok(earnings) });
    await renderWithApp(() => <EarningsTab hasBankAccount onSetBank={vi.fn()} />, 'ชนท้ายแยกอโศก');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('has an empty history linking to the upload page', async () => {
    mockApi({ 'GET /users/earnings': ok({ pendingPayout: 0, totalEarned: 0, history: [] }) });
    await renderWithApp(() => <EarningsTab hasBankAccount onSetBank={vi.fn()} />, 'ยังไม่มีรายการขาย');
    expect(screen.getByRole('link', { name: 'อัปโหลดคลิป' }).getAttribute('href')).toBe('/upload');
    expect(screen.getAllByText('฿0')).toHaveLength(2);
  });

  it('explains the split, the payout minimum and schedule from the constants', async () => {
    mockApi({ 'GET /users/earnings': ok(earnings) });
    await renderWithApp(() => <EarningsTab hasBankAccount onSetBank={vi.fn()} />, 'ชนท้ายแยกอโศก');
    expect(screen.getByText('ราคาขาย − ค่าธรรมเนียม 25% = รายได้ของคุณ')).toBeTruthy();
    expect(screen.getByText('เช่น ขายคลิปราคา ฿300: ฿300 − ฿75 = ฿225')).toBeTruthy();
    expect(screen.getByText(/ทุก 7 วัน เมื่อยอดถึง ฿500 ขึ้นไป/)).toBeTruthy();
    expect(screen.queryByText(/ยังไม่ได้ตั้งบัญชีธนาคาร/)).toBeNull();
  });

  it('asks for a bank account while none is set, and opens the form', async () => {
    mockApi({ 'GET /users/earnings': ok(earnings) });
    const onSetBank = vi.fn();
    await renderWithApp(() => <EarningsTab hasBankAccount={false} onSetBank={onSetBank} />, 'ชนท้ายแยกอโศก');
    expect(screen.getByText('คุณยังไม่ได้ตั้งบัญชีธนาคารสำหรับรับเงิน จึงยังโอนรายได้ให้ไม่ได้')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'ตั้งบัญชีรับเงิน' }));
    expect(onSetBank).toHaveBeenCalledOnce();
  });

  it('says loading failed and retries', async () => {
    const api = mockApi({ 'GET /users/earnings': fail(500, 'INTERNAL', 'x') });
    await renderWithApp(() => <EarningsTab hasBankAccount onSetBank={vi.fn()} />, 'เกิดข้อผิดพลาดในการโหลดข้อมูล');
    api.fetchMock.mockImplementation(
      async () => new Response(JSON.stringify({ success: true, data: earnings })),
    );
    fireEvent.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    expect(await screen.findByText('ชนท้ายแยกอโศก')).toBeTruthy();
  });
});
