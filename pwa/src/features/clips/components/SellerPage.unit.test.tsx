// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, renderWithApp } from '../../../lib/testing/renderWithApp.tsx';
import { SellerPage } from './SellerPage.tsx';

const clip = (id: string) => ({
  _id: id,
  title: `คลิป ${id}`,
  description: '',
  category: 'car_car',
  vehicleType: 'car',
  price: 700,
  thumbnail: null,
  status: 'approved',
  createdAt: '2026-11-20T10:00:00.000Z',
  seller: { _id: 'seller-1', displayName: 'สมชาย', createdAt: null },
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('SellerPage', () => {
  it('shows the seller, their membership age and their clips on sale, a page at a time', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T12:00:00Z'), toFake: ['Date'] });
    const api = mockApi({
      'GET /videos/user/seller-1': ok({
        seller: { _id: 'seller-1', displayName: 'สมชาย', createdAt: '2026-11-05T00:00:00.000Z' },
        videos: [clip('c1'), clip('c2')],
        pagination: { page: 2, limit: 20, totalCount: 42, totalPages: 3 },
      }),
    });
    const onPageChange = vi.fn();
    await renderWithApp(
      () => (
        <Suspense fallback={null}>
          <SellerPage sellerId="seller-1" page={2} onPageChange={onPageChange} />
        </Suspense>
      ),
      'คลิป c1',
    );
    expect(api.calls[0]?.query.get('page')).toBe('2');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('สมชาย');
    expect(screen.getByText('เป็นสมาชิกมา 2 สัปดาห์')).toBeTruthy();
    expect(screen.getByText('คลิป c2')).toBeTruthy();
    expect(screen.getByText('หน้า 2 จาก 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'หน้าถัดไป' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });
});
