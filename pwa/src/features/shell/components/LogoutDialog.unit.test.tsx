// @vitest-environment jsdom
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissNotice, getNotice } from '../../../lib/notice.ts';
import { LogoutDialog } from './LogoutDialog.tsx';

const reload = vi.fn();
const onClose = vi.fn();
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  localStorage.setItem('token', 't');
  localStorage.setItem('user', JSON.stringify({ uid: 'u1', email: 'a@example.com' }));
  dismissNotice();
  vi.stubGlobal('fetch', fetchMock);
  Object.defineProperty(window, 'location', { configurable: true, value: { ...window.location, reload } });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  fetchMock.mockReset();
  localStorage.clear();
});

async function renderDialog() {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <LogoutDialog onClose={onClose} /> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(<RouterProvider router={router} />);
  return screen.findByRole('button', { name: 'ยืนยันออกจากระบบ' });
}

describe('LogoutDialog', () => {
  it('ends the session on the server, clears it here and reloads', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ success: true, data: null }), { status: 200 }));
    const confirm = await renderDialog();
    await act(async () => fireEvent.click(confirm));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/logout');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer t');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('on failure still signs out here and says the logout went wrong', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const confirm = await renderDialog();
    await act(async () => fireEvent.click(confirm));
    expect(localStorage.getItem('token')).toBeNull();
    expect(getNotice()).toMatchObject({ text: 'เกิดข้อผิดพลาดในการออกจากระบบ', tone: 'error' });
    expect(onClose).toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });
});
