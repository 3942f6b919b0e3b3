// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, renderWithApp } from '../../../lib/testing/renderWithApp.tsx';
import { openDownload } from '../utils/openDownload.ts';
import { PurchasesTab } from './PurchasesTab.tsx';

vi.mock('../utils/openDownload.ts', () => ({ openDownload: vi.fn() }));

const NOW = new Date('2026-11-21T12:00:00Z');

const item = (over: Record<string, unknown>) => ({
  purchaseId: 'p-1',
  status: 'paid',
  amount: 1500,
  title: 'ชนท้ายแยกอโศก',
  thumbnail: null,
  purchasedAt: '2026-11-01T03:00:00.000Z',
  expiresAt: '2026-12-01T03:00:00.000Z',
  daysLeft: 9,
  video: { title: 'ชนท้ายแยกอโศก', thumbnail: null },
  ...over,
});

function card(title: string) {
  return screen.getByRole('heading', { name: title }).closest('article') as HTMLElement;
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  localStorage.clear();
  localStorage.setItem('token', 't');
  vi.mocked(openDownload).mockClear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('PurchasesTab', () => {
  it('shows each purchase with amount, Buddhist-era date and days left, expired and refunded ones without download', async () => {
    mockApi({
      'GET /users/purchases': ok({
        purchases: [
          item({}),
          item({
            purchaseId: 'p-2',
            title: 'รถตู้เบียดเลน',
            expiresAt: '2026-11-20T00:00:00.000Z',
            daysLeft: 0,
          }),
          item({ purchaseId: 'p-3', title: 'มอไซค์ปาดหน้า', status: 'refunded' }),
          item({
            purchaseId: 'p-4',
            title: 'ใกล้หมดเวลา',
            expiresAt: '2026-11-21T20:00:00.000Z',
            daysLeft: 0,
          }),
          { purchaseId: 'broken' },
        ],
      }),
    });
    await renderWithApp(() => <PurchasesTab />, 'ชนท้ายแยกอโศก');

    const open = card('ชนท้ายแยกอโศก');
    expect(within(open).getByText('฿1,500')).toBeTruthy();
    expect(within(open).getByText('ซื้อเมื่อ 1 พฤศจิกายน 2569')).toBeTruthy();
    expect(within(open).getByText('ดาวน์โหลดได้อีก 9 วัน')).toBeTruthy();
    expect(within(open).getByRole('button', { name: 'ดาวน์โหลดคลิป ชนท้ายแยกอโศก' })).toBeTruthy();

    const expired = card('รถตู้เบียดเลน');
    expect(within(expired).getByText('หมดอายุ')).toBeTruthy();
    expect(within(expired).queryByRole('button', { name: /^ดาวน์โหลดคลิป/ })).toBeNull();
    // Past the download window a paid purchase still gets its tax invoice.
    expect(within(expired).getByRole('button', { name: 'ขอใบกำกับภาษีของ รถตู้เบียดเลน' })).toBeTruthy();

    const refunded = card('มอไซค์ปาดหน้า');
    expect(within(refunded).getByText('คืนเงินแล้ว')).toBeTruthy();
    // A refunded one has neither a download nor a tax invoice to ask for; its certificate (which
    // says it was refunded) stays.
    expect(
      within(refunded)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['ดาวน์โหลดหนังสือรับรอง (PDF)']);
    expect(
      within(refunded).getByRole('link', { name: 'ใบเสร็จของคลิป มอไซค์ปาดหน้า' }).getAttribute('href'),
    ).toBe('/receipt/p-3');

    const lastDay = card('ใกล้หมดเวลา');
    expect(within(lastDay).getByText('ดาวน์โหลดได้อีกไม่ถึง 1 วัน')).toBeTruthy();
    expect(within(lastDay).getByRole('button', { name: 'ดาวน์โหลดคลิป ใกล้หมดเวลา' })).toBeTruthy();

    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it('correcting a tax invoice opens the form with the details it carries now', async () => {
    const buyer = {
      name: 'บริษัท ประกันภัยทดสอบ จำกัด',
      taxId: '0105568123453',
      branch: '00002',
      address: '1 ถนนสาทร กรุงเทพมหานคร 10120',
    };
    mockApi({
      'GET /users/purchases': ok({ purchases: [item({ taxInvoiceNumber: 'TI-2569-000001' })] }),
      'GET /purchases/p-1/tax-invoice': ok({ buyer }),
    });
    await renderWithApp(() => <PurchasesTab />, 'ชนท้ายแยกอโศก');
    fireEvent.click(screen.getByRole('button', { name: 'แก้ไขข้อมูลใบกำกับภาษีของ ชนท้ายแยกอโศก' }));
    // The form opens once the invoice's details are read.
    const name = (await screen.findByLabelText('ชื่อ-นามสกุล หรือชื่อบริษัท')) as HTMLInputElement;
    const dialog = screen.getByRole('dialog');
    expect(name.value).toBe(buyer.name);
    expect((within(dialog).getByLabelText('เลขประจำตัวผู้เสียภาษี (13 หลัก)') as HTMLInputElement).value).toBe(
      buyer.taxId,
    );
    expect((within(dialog).getByLabelText('สำนักงานใหญ่ หรือเลขสาขา') as HTMLInputElement).value).toBe('00002');
    expect((within(dialog).getByLabelText('ที่อยู่') as HTMLTextAreaElement).value).toBe(buyer.address);
  });

  it('counts the days itself when the answer has only the end of the window', async () => {
    mockApi({
      'GET /users/purchases': ok({
        purchases: [item({ daysLeft: null, expiresAt: '2026-11-24T13:00:00.000Z' })],
      }),
    });
    await renderWithApp(() => <PurchasesTab />, 'ดาวน์โหลดได้อีก 3 วัน');
  });

  it('names a clip whose seller erased their account, which the buyer still owns and downloads', async () => {
    mockApi({
      'GET /users/purchases': ok({ purchases: [item({ title: '', video: { title: '', thumbnail: null } })] }),
    });
    await renderWithApp(() => <PurchasesTab />, 'คลิปที่ซื้อไว้ (ผู้ขายลบบัญชีแล้ว)');
    expect(
      within(card('คลิปที่ซื้อไว้ (ผู้ขายลบบัญชีแล้ว)')).getByRole('button', { name: /^ดาวน์โหลดคลิป/ }),
    ).toBeTruthy();
  });

  it('downloads through the signed link the server hands out', async () => {
    const api = mockApi({
      'GET /users/purchases': ok({ purchases: [item({})] }),
      'GET /users/purchases/p-1/download': ok({
        url: '/api/downloads/tok-1',
        expiresAt: '2026-11-21T12:05:00.000Z',
        fileName: 'clip.mp4',
      }),
    });
    await renderWithApp(() => <PurchasesTab />, 'ชนท้ายแยกอโศก');
    fireEvent.click(screen.getByRole('button', { name: 'ดาวน์โหลดคลิป ชนท้ายแยกอโศก' }));
    await waitFor(() => expect(openDownload).toHaveBeenCalledWith('/api/downloads/tok-1'));
    expect(api.calls.filter((c) => c.path === '/users/purchases/p-1/download')).toHaveLength(1);
  });

  it('says a download failed with the server message', async () => {
    mockApi({
      'GET /users/purchases': ok({ purchases: [item({})] }),
      'GET /users/purchases/p-1/download': fail(403, 'DOWNLOAD_EXPIRED', 'หมดเวลาดาวน์โหลดแล้ว'),
    });
    await renderWithApp(() => <PurchasesTab />, 'ชนท้ายแยกอโศก');
    fireEvent.click(screen.getByRole('button', { name: 'ดาวน์โหลดคลิป ชนท้ายแยกอโศก' }));
    expect((await screen.findByRole('alert')).textContent).toBe('หมดเวลาดาวน์โหลดแล้ว');
    expect(openDownload).not.toHaveBeenCalled();
  });

  it('offers to report a problem with each purchase, prefilled in the complaints tab', async () => {
    mockApi({ 'GET /users/purchases': ok({ purchases: [item({})] }) });
    await renderWithApp(() => <PurchasesTab />, 'ชนท้ายแยกอโศก');
    const report = screen.getByRole('link', { name: 'แจ้งปัญหาเกี่ยวกับการซื้อ ชนท้ายแยกอโศก' });
    const href = new URL(report.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/profile');
    expect(href.searchParams.get('tab')).toBe('complaints');
    expect(href.searchParams.get('purchaseId')).toBe('p-1');
  });

  it('asks for a page at a time and pages with the shared pager', async () => {
    const api = mockApi({
      'GET /users/purchases': (_body, url) => {
        const page = Number(url.searchParams.get('page'));
        return ok({
          purchases: [item({ purchaseId: `p-${page}`, title: `คลิปหน้า ${page}` })],
          pagination: { page, limit: 20, totalCount: 21, totalPages: 2 },
        });
      },
    });
    await renderWithApp(() => <PurchasesTab />, 'คลิปหน้า 1');
    expect(api.calls[0]!.query.get('page')).toBe('1');
    expect(api.calls[0]!.query.get('limit')).toBe('20');
    const pager = screen.getByRole('navigation', { name: 'เลื่อนหน้ารายการคลิปที่ซื้อ' });
    expect(within(pager).getByText('หน้า 1 จาก 2')).toBeTruthy();
    expect((within(pager).getByRole('button', { name: 'หน้าก่อนหน้า' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    fireEvent.click(within(pager).getByRole('button', { name: 'หน้าถัดไป' }));
    expect(await screen.findByText('คลิปหน้า 2')).toBeTruthy();
    expect(screen.queryByText('คลิปหน้า 1')).toBeNull();
    expect(api.calls.at(-1)!.query.get('page')).toBe('2');
    expect(within(pager).getByText('หน้า 2 จาก 2')).toBeTruthy();
    expect((within(pager).getByRole('button', { name: 'หน้าถัดไป' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows no pager for a single page', async () => {
    mockApi({
      'GET /users/purchases': ok({
        purchases: [item({})],
        pagination: { page: 1, limit: 20, totalCount: 1, totalPages: 1 },
      }),
    });
    await renderWithApp(() => <PurchasesTab />, 'ชนท้ายแยกอโศก');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('has an empty state linking to the dashboard', async () => {
    mockApi({ 'GET /users/purchases': ok({ purchases: [] }) });
    await renderWithApp(() => <PurchasesTab />, 'คุณยังไม่ได้ซื้อคลิป');
    expect(screen.getByRole('link', { name: 'ค้นหาคลิป' }).getAttribute('href')).toBe('/dashboard');
  });

  it('says loading failed and retries', async () => {
    const api = mockApi({ 'GET /users/purchases': fail(500, 'INTERNAL', 'x') });
    await renderWithApp(() => <PurchasesTab />, 'เกิดข้อผิดพลาดในการโหลดข้อมูล');
    api.fetchMock.mockImplementation(
      async () => new Response(JSON.stringify({ success: true, data: { purchases: [item({})] } })),
    );
    fireEvent.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    expect(await screen.findByText('ชนท้ายแยกอโศก')).toBeTruthy();
  });
});
