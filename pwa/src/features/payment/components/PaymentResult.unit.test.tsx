// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, renderWithApp } from '../../../lib/testing/renderWithApp.tsx';
import { PaymentResult } from './PaymentResult.tsx';

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 't');
  // The router resets the scroll on navigation; jsdom has no scrolling.
  vi.stubGlobal('scrollTo', vi.fn());
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const status = (over: Record<string, unknown>) =>
  ok({
    status: 'complete',
    payment_status: 'paid',
    customer_email: 'buyer@example.com',
    purchaseId: 'p-1',
    ...over,
  });

const paid = {
  purchaseId: 'p-1',
  status: 'paid',
  amount: 1500,
  video: { _id: 'clip-1', title: 'ชนท้าย', description: '', thumbnail: '/api/media/images/1111.webp' },
};

describe('PaymentResult', () => {
  it('says there is no session without a session id, asking nothing', async () => {
    const api = mockApi({});
    await renderWithApp(() => <PaymentResult />, 'ไม่พบข้อมูล session');
    expect(api.calls).toHaveLength(0);
  });

  it('shows success with the clip, the amount, the download, the receipt and the links for a complete session', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = mockApi({
      'GET /payment-provider/session-status': status({}),
      'GET /purchases/p-1': ok(paid),
      'GET /users/purchases/p-1/download': ok({ url: '/api/downloads/tok' }),
    });
    await renderWithApp(() => <PaymentResult sessionId="cs_1" />, 'ชำระเงินสำเร็จ');
    expect(api.calls[0]!.query.get('session_id')).toBe('cs_1');
    expect(screen.getByRole('link', { name: 'ชนท้าย' }).getAttribute('href')).toBe('/video/clip-1');
    expect(screen.getByAltText('ภาพปกคลิป ชนท้าย')).toBeTruthy();
    expect(screen.getByText('฿1,500')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ดูใบเสร็จรับเงิน' }).getAttribute('href')).toBe('/receipt/p-1');
    fireEvent.click(screen.getByRole('button', { name: 'ดาวน์โหลดคลิป' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/downloads/tok'));
    expect(screen.getByText('อีเมลผู้ซื้อ: buyer@example.com')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ไปหน้ารวมคลิป' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('link', { name: 'ไปที่คลิปที่ซื้อ' }).getAttribute('href')).toBe(
      '/profile?tab=purchases',
    );
  });

  it('shows an unknown status for anything else', async () => {
    mockApi({
      'GET /payment-provider/session-status': status({ status: 'expired', payment_status: 'unpaid' }),
    });
    await renderWithApp(() => <PaymentResult sessionId="cs_1" />, 'ไม่ทราบสถานะการชำระเงิน');
    expect(screen.queryByText('ชำระเงินสำเร็จ')).toBeNull();
  });

  it('goes back to the payment page while the session is still open', async () => {
    mockApi({ 'GET /payment-provider/session-status': status({ status: 'open', payment_status: 'unpaid' }) });
    const { router } = await renderWithApp(() => <PaymentResult sessionId="cs_1" />);
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/p-1'));
  });

  it('says the check failed, and retries', async () => {
    const api = mockApi({ 'GET /payment-provider/session-status': fail(500, 'INTERNAL', 'x') });
    await renderWithApp(() => <PaymentResult sessionId="cs_1" />, 'เกิดข้อผิดพลาดในการตรวจสอบสถานะการชำระเงิน');
    api.fetchMock.mockImplementation(async (input) =>
      String(input).includes('/purchases/p-1')
        ? new Response(JSON.stringify(ok(paid).body))
        : new Response(JSON.stringify(status({}).body)),
    );
    fireEvent.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    expect(await screen.findByText('ชำระเงินสำเร็จ')).toBeTruthy();
  });

  it('checks a purchase_id when there is no session', async () => {
    mockApi({
      'GET /purchases/p-1': ok(paid),
    });
    await renderWithApp(() => <PaymentResult purchaseId="p-1" />, 'ชำระเงินสำเร็จ');
    expect(screen.getByRole('button', { name: 'ดาวน์โหลดคลิป' })).toBeTruthy();
  });
});
