// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, renderWithApp } from '../../../lib/testing/renderWithApp.tsx';
import { videoSchema } from '../api/videoSchema.ts';
import { BuyPanel } from './BuyPanel.tsx';

const video = videoSchema.parse({
  _id: 'clip-1',
  title: 'ชนท้ายแยกอโศก',
  description: '',
  category: 'car_car',
  vehicleType: 'car',
  price: 1500,
  thumbnail: null,
  status: 'approved',
  createdAt: '2026-11-20T10:00:00.000Z',
  seller: { _id: 'seller-1', displayName: 'สมชาย', createdAt: null },
});

const panel = () => <BuyPanel video={video} />;

function signIn() {
  localStorage.setItem('token', 't');
  localStorage.setItem('user', JSON.stringify({ uid: 'buyer-1', email: 'buyer@example.com' }));
}

beforeEach(() => {
  localStorage.clear();
  // The router resets the scroll on navigation; jsdom has no scrolling.
  vi.stubGlobal('scrollTo', vi.fn());
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('BuyPanel', () => {
  it('signed out, asks to sign in and creates nothing', async () => {
    const api = mockApi({});
    await renderWithApp(panel, '฿1,500');
    expect(screen.getByRole('button', { name: 'เข้าสู่ระบบเพื่อซื้อ' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'ซื้อคลิปนี้' })).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('creates a card purchase and goes to its payment page, once however often it is clicked', async () => {
    signIn();
    let answer: () => void = () => {};
    const api = mockApi({
      'POST /purchases/create': ok({
        purchaseId: 'p-1',
        amount: 1500,
        status: 'pending',
        paymentMethod: 'card',
      }),
    });
    const created = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementation(
      (...args) => new Promise((resolve) => (answer = () => resolve(created(...args)))),
    );
    const { router } = await renderWithApp(panel, '฿1,500');

    const buy = screen.getByRole('button', { name: 'ซื้อคลิปนี้' });
    fireEvent.click(buy);
    fireEvent.click(buy);
    const busy = await screen.findByRole('button', { name: 'กำลังสร้างรายการสั่งซื้อ...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(busy);
    answer();

    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/p-1'));
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]!.body).toEqual({ videoId: 'clip-1', paymentMethod: 'card' });
    expect(api.calls[0]!.headers.get('Authorization')).toBe('Bearer t');
  });

  it('goes to the open purchase a 409 PURCHASE_OPEN names', async () => {
    signIn();
    mockApi({
      'POST /purchases/create': {
        status: 409,
        body: {
          success: false,
          error: {
            code: 'PURCHASE_OPEN',
            message: 'มีรายการรอชำระเงินอยู่แล้ว',
            details: { purchaseId: 'p-open' },
          },
        },
      },
    });
    const { router } = await renderWithApp(panel, '฿1,500');
    fireEvent.click(screen.getByRole('button', { name: 'ซื้อคลิปนี้' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/p-open'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a clip already bought is in the purchases tab', async () => {
    signIn();
    mockApi({ 'POST /purchases/create': fail(409, 'ALREADY_PURCHASED', 'คุณซื้อวิดีโอนี้แล้ว') });
    const { router } = await renderWithApp(panel, '฿1,500');
    fireEvent.click(screen.getByRole('button', { name: 'ซื้อคลิปนี้' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('คุณซื้อคลิปนี้แล้ว');
    expect(screen.getByRole('link', { name: 'ไปที่คลิปที่ซื้อ' }).getAttribute('href')).toBe(
      '/profile?tab=purchases',
    );
    expect(router.state.location.pathname).toBe('/');
  });

  it("shows the server's message, e.g. for the seller's own clip", async () => {
    signIn();
    mockApi({ 'POST /purchases/create': fail(403, 'OWN_CLIP', 'ไม่สามารถซื้อคลิปของตัวเองได้') });
    await renderWithApp(panel, '฿1,500');
    fireEvent.click(screen.getByRole('button', { name: 'ซื้อคลิปนี้' }));
    expect((await screen.findByRole('alert')).textContent).toBe('ไม่สามารถซื้อคลิปของตัวเองได้');
    // The button is usable again.
    expect((screen.getByRole('button', { name: 'ซื้อคลิปนี้' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('falls back to the spec message when the answer has none', async () => {
    signIn();
    mockApi({
      'POST /purchases/create': { status: 500, body: { success: false, error: { code: 'X', message: '' } } },
    });
    await renderWithApp(panel, '฿1,500');
    fireEvent.click(screen.getByRole('button', { name: 'ซื้อคลิปนี้' }));
    expect((await screen.findByRole('alert')).textContent).toBe('เกิดข้อผิดพลาดในการซื้อวิดีโอ');
  });

  it('offers the download of a clip already bought instead of a buy button, and the receipt', async () => {
    signIn();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = mockApi({ 'GET /users/purchases/p-9/download': ok({ url: '/api/downloads/tok' }) });
    const owned = () => (
      <BuyPanel
        video={{ ...video, myPurchase: { purchaseId: 'p-9', downloadUntil: '2026-12-20T10:00:00.000Z' } }}
      />
    );
    await renderWithApp(owned, '฿1,500');
    expect(screen.queryByRole('button', { name: 'ซื้อคลิปนี้' })).toBeNull();
    expect(screen.getByText('ดาวน์โหลดได้ถึง 20 ธันวาคม 2569', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ดูใบเสร็จรับเงิน' }).getAttribute('href')).toBe('/receipt/p-9');
    fireEvent.click(screen.getByRole('button', { name: 'คุณซื้อคลิปนี้แล้ว — ดาวน์โหลด' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/downloads/tok'));
    expect(api.calls.map((call) => call.path)).toEqual(['/users/purchases/p-9/download']);
  });

  it('tells the seller it is their own clip, with no buy button', async () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('user', JSON.stringify({ uid: 'seller-1', email: 'seller@example.com' }));
    const api = mockApi({});
    await renderWithApp(panel, '฿1,500');
    expect(screen.queryByRole('button', { name: 'ซื้อคลิปนี้' })).toBeNull();
    expect(screen.getByText('นี่คือคลิปของคุณ', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ไปที่คลิปของฉัน' }).getAttribute('href')).toBe('/my-videos');
    expect(api.calls).toHaveLength(0);
  });
});
