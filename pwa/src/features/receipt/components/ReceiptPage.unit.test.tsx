// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, renderWithApp } from '../../../lib/testing/renderWithApp.tsx';
import { ReceiptPage } from './ReceiptPage.tsx';

const SHA = 'ab'.repeat(32);

const receiptAnswer = (over: Record<string, unknown> = {}) => ({
  receiptNumber: 'DC-1A2B-3C4D-5E6F',
  purchaseId: 'p-1',
  paidAt: '2026-11-21T03:00:00.000Z',
  amount: 1500,
  paymentMethod: 'promptpay',
  status: 'paid',
  refundedAt: null,
  buyer: { displayName: 'สมหญิง ผู้ซื้อ' },
  clip: {
    videoId: 'clip-9',
    title: 'ชนท้ายแยกอโศก',
    sellerAlias: 'กล้องหน้ารถพระราม 2',
    incidentDate: '2026-11-18',
    incidentTime: '07:40',
    province: 'กรุงเทพมหานคร',
    district: 'บางขุนเทียน',
    address: 'ถนนพระราม 2 ขาออก',
    uploadedAt: '2026-11-19T05:00:00.000Z',
    sha256: SHA,
    fileSize: 5242880,
    durationSeconds: 75,
    container: 'mp4',
  },
  downloads: 2,
  verifyUrl: `/verify?sha256=${SHA}`,
  ...over,
});

/** The value next to a label in the receipt's fact lists. */
function fact(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 't');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ReceiptPage', () => {
  it('shows the receipt in Thai with Buddhist-era dates, baht, the seller alias, the incident and the fingerprint', async () => {
    const api = mockApi({ 'GET /purchases/p-1/receipt': ok(receiptAnswer()) });
    await renderWithApp(() => <ReceiptPage purchaseId="p-1" />, 'DC-1A2B-3C4D-5E6F');

    expect(screen.getByRole('heading', { level: 1, name: 'ใบเสร็จรับเงินและหลักฐานการซื้อคลิป' })).toBeTruthy();
    expect(fact('วันที่ชำระเงิน')).toBe('21 พฤศจิกายน 2569 เวลา 10:00 น.');
    expect(fact('จำนวนเงิน')).toBe('฿1,500');
    expect(fact('ช่องทางชำระเงิน')).toBe('พร้อมเพย์ (สแกน QR)');
    expect(fact('ผู้ซื้อ')).toBe('สมหญิง ผู้ซื้อ');
    expect(fact('สถานะ')).toBe('ชำระเงินแล้ว');
    expect(fact('ชื่อคลิป')).toBe('ชนท้ายแยกอโศก');
    expect(fact('ผู้ขาย')).toBe('กล้องหน้ารถพระราม 2');
    expect(fact('วันที่เกิดเหตุ')).toBe('18 พฤศจิกายน 2569');
    expect(fact('เวลาเกิดเหตุ')).toBe('07:40 น.');
    expect(fact('สถานที่เกิดเหตุ')).toBe('ถนนพระราม 2 ขาออก บางขุนเทียน กรุงเทพมหานคร');
    expect(fact('อัปโหลดเมื่อ')).toBe('19 พฤศจิกายน 2569 เวลา 12:00 น.');
    expect(fact('ไฟล์ต้นฉบับ')).toBe('MP4 · 5.0 MB · 1:15');
    expect(fact('ดาวน์โหลดแล้ว')).toBe('2 ครั้ง');

    const fingerprint = screen.getByRole('region', { name: 'ลายนิ้วมือไฟล์ต้นฉบับ (SHA-256)' });
    const code = within(fingerprint).getByText(SHA);
    expect(code.tagName).toBe('CODE');
    expect(code.closest('pre')).toBeTruthy();
    expect(within(fingerprint).getByRole('link').getAttribute('href')).toBe(`/verify?sha256=${SHA}`);
    expect(screen.getByRole('link', { name: 'กลับไปที่คลิปที่ซื้อ' }).getAttribute('href')).toBe(
      '/profile?tab=purchases',
    );
    expect(api.calls).toHaveLength(1);
  });

  it('prints with the browser’s print dialog', async () => {
    mockApi({ 'GET /purchases/p-1/receipt': ok(receiptAnswer()) });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    await renderWithApp(() => <ReceiptPage purchaseId="p-1" />, 'DC-1A2B-3C4D-5E6F');
    fireEvent.click(screen.getByRole('button', { name: 'พิมพ์ใบเสร็จ' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says when the purchase was refunded', async () => {
    mockApi({
      'GET /purchases/p-1/receipt': ok(
        receiptAnswer({ status: 'refunded', refundedAt: '2026-11-22T03:00:00.000Z' }),
      ),
    });
    await renderWithApp(() => <ReceiptPage purchaseId="p-1" />, 'DC-1A2B-3C4D-5E6F');
    expect(fact('สถานะ')).toBe('คืนเงินแล้ว (คืนเงินเมื่อ 22 พฤศจิกายน 2569 เวลา 10:00 น.)');
  });

  it('tells that an unpaid purchase has no receipt yet, in the server’s words', async () => {
    mockApi({
      'GET /purchases/p-1/receipt': fail(409, 'PURCHASE_NOT_PAID', 'ออกใบเสร็จได้เฉพาะรายการที่ชำระเงินแล้วเท่านั้น'),
    });
    await renderWithApp(() => <ReceiptPage purchaseId="p-1" />, 'ยังออกใบเสร็จไม่ได้');
    expect(screen.getByText('ออกใบเสร็จได้เฉพาะรายการที่ชำระเงินแล้วเท่านั้น')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'พิมพ์ใบเสร็จ' })).toBeNull();
  });

  it('answers someone else’s purchase as not found', async () => {
    mockApi({ 'GET /purchases/p-1/receipt': fail(404, 'NOT_FOUND', 'ไม่พบข้อมูลการซื้อ') });
    await renderWithApp(() => <ReceiptPage purchaseId="p-1" />, 'ไม่พบใบเสร็จ');
    expect(screen.getByText('รายการนี้อาจไม่มีอยู่ หรือไม่ใช่รายการของบัญชีนี้')).toBeTruthy();
  });

  it('retries after a failed load', async () => {
    const api = mockApi({ 'GET /purchases/p-1/receipt': fail(500, 'INTERNAL', 'ระบบขัดข้อง') });
    await renderWithApp(() => <ReceiptPage purchaseId="p-1" />, 'โหลดใบเสร็จไม่สำเร็จ');
    api.fetchMock.mockImplementation(
      async () => new Response(JSON.stringify({ success: true, data: receiptAnswer() })),
    );
    fireEvent.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    expect(await screen.findByText('DC-1A2B-3C4D-5E6F')).toBeTruthy();
  });
});

describe('ReceiptPage: the signed certificate', () => {
  it('asks for the purchase’s certificate with the session, and says the server’s Thai reason when refused', async () => {
    const api = mockApi({
      'GET /purchases/p-1/receipt': ok(receiptAnswer()),
      'GET /users/purchases/p-1/certificate': fail(409, 'NO_FINGERPRINT', 'คลิปนี้ไม่มีลายนิ้วมือไฟล์'),
    });
    await renderWithApp(() => <ReceiptPage purchaseId="p-1" />, 'DC-1A2B-3C4D-5E6F');
    fireEvent.click(screen.getByRole('button', { name: 'ดาวน์โหลดหนังสือรับรอง (PDF)' }));
    expect((await screen.findByRole('alert')).textContent).toBe('คลิปนี้ไม่มีลายนิ้วมือไฟล์');
    const asked = api.calls.find((call) => call.path === '/users/purchases/p-1/certificate');
    expect(asked?.headers.get('authorization')).toBe('Bearer t');
  });
});
