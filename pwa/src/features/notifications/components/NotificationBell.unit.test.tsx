// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoredUser } from '../../../lib/session.ts';
import { mockApi, ok, renderWithApp } from '../../../lib/testing/renderWithApp.tsx';
import { NotificationBell } from './NotificationBell.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const member = { uid: 'u1', email: 'a@example.com', emailVerified: true } as unknown as StoredUser;
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
const list = {
  notifications: [
    {
      _id: 'n1',
      kind: 'clip_sold',
      data: { clipId: 'c1', title: 'ชนท้าย บางนา', price: 800, sellerShare: 600 },
      read: false,
      createdAt: minutesAgo(5),
      link: '/profile?tab=earnings',
    },
    {
      _id: 'n2',
      kind: 'clip_rejected',
      data: { clipId: 'c2', title: 'ฝ่าไฟแดง', reason: 'ภาพเบลอ' },
      read: false,
      createdAt: minutesAgo(120),
      link: '/my-videos',
    },
    {
      _id: 'n3',
      kind: 'clip_approved',
      data: { clipId: 'c3', title: 'เลี้ยวตัดหน้า' },
      read: true,
      createdAt: '2026-01-02T03:00:00.000Z',
      link: '/video/c3',
    },
  ],
  unreadCount: 2,
};

describe('NotificationBell', () => {
  it('shows the unread count, the notifications in Thai, and reads one on the way to its link', async () => {
    const api = mockApi({
      'GET /notifications': ok(list),
      'PUT /notifications/n1/read': ok({ _id: 'n1', read: true }),
    });
    const { router } = await renderWithApp(() => <NotificationBell user={member} />);
    const bell = await screen.findByRole('button', { name: 'การแจ้งเตือน ยังไม่ได้อ่าน 2 รายการ' });
    fireEvent.click(bell);
    expect(screen.getByText('ขายคลิป “ชนท้าย บางนา” ได้ ฿600')).toBeTruthy();
    expect(screen.getByText('คลิป “ฝ่าไฟแดง” ไม่ผ่านการตรวจ: ภาพเบลอ')).toBeTruthy();
    expect(screen.getByText('5 นาทีที่แล้ว')).toBeTruthy();
    expect(screen.getByText(/2569$/)).toBeTruthy();

    fireEvent.click(screen.getByText('ขายคลิป “ชนท้าย บางนา” ได้ ฿600'));
    await waitFor(() =>
      expect(api.calls.some((c) => c.method === 'PUT' && c.path === '/notifications/n1/read')).toBe(true),
    );
    await waitFor(() => expect(router.state.location.href).toBe('/profile?tab=earnings'));
  });

  it('"อ่านทั้งหมด" marks every notification read', async () => {
    let allRead = false;
    const api = mockApi({
      'GET /notifications': () =>
        ok(
          allRead
            ? { notifications: list.notifications.map((n) => ({ ...n, read: true })), unreadCount: 0 }
            : list,
        ),
      'PUT /notifications/read-all': () => {
        allRead = true;
        return ok({ read: 2 });
      },
    });
    await renderWithApp(() => <NotificationBell user={member} />);
    fireEvent.click(await screen.findByRole('button', { name: 'การแจ้งเตือน ยังไม่ได้อ่าน 2 รายการ' }));
    fireEvent.click(screen.getByRole('button', { name: 'อ่านทั้งหมด' }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.method === 'PUT' && c.path === '/notifications/read-all')).toBe(true),
    );
    expect(await screen.findByRole('button', { name: 'การแจ้งเตือน' })).toBeTruthy();
  });

  it('says when there is nothing, and shows no bell to an unverified account', async () => {
    const api = mockApi({ 'GET /notifications': ok({ notifications: [], unreadCount: 0 }) });
    await renderWithApp(() => <NotificationBell user={member} />);
    fireEvent.click(await screen.findByRole('button', { name: 'การแจ้งเตือน' }));
    expect(await screen.findByText('ยังไม่มีการแจ้งเตือน')).toBeTruthy();
    cleanup();
    api.fetchMock.mockClear();
    await renderWithApp(() => <NotificationBell user={{ ...member, emailVerified: false }} />);
    expect(screen.queryByRole('button', { name: /การแจ้งเตือน/ })).toBeNull();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });
});
