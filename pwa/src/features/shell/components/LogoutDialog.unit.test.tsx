// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissNotice, getNotice } from '../../../lib/notice.ts';
import { LogoutDialog } from './LogoutDialog.tsx';

const firebaseMock = vi.hoisted(() => ({ signOutOfFirebase: vi.fn(async () => undefined) }));
vi.mock('../../../lib/firebase/firebaseClient.ts', () => firebaseMock);

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

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
const localConfig = () => json({ success: true, data: { provider: 'local', devTools: false } });
const firebaseSettings = { apiKey: 'k', authDomain: 'd', projectId: 'p' };

/** Answers /auth/config with `config`, and the logout with `logout`. */
function serve(logout: () => Promise<Response>, config = localConfig) {
  fetchMock.mockImplementation(async (input) =>
    String(input).endsWith('/auth/config') ? config() : logout(),
  );
}

const logoutCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/auth/logout');

async function renderDialog() {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <LogoutDialog onClose={onClose} /> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return screen.findByRole('button', { name: 'ยืนยันออกจากระบบ' });
}

describe('LogoutDialog', () => {
  it('ends the session on the server, clears it here and reloads', async () => {
    serve(async () => json({ success: true, data: null }));
    const confirm = await renderDialog();
    await act(async () => fireEvent.click(confirm));
    expect(logoutCalls()).toHaveLength(1);
    expect(new Headers(logoutCalls()[0]?.[1]?.headers).get('Authorization')).toBe('Bearer t');
    expect(firebaseMock.signOutOfFirebase).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('on failure still signs out here and says the logout went wrong', async () => {
    serve(async () => {
      throw new TypeError('Failed to fetch');
    });
    const confirm = await renderDialog();
    await act(async () => fireEvent.click(confirm));
    expect(localStorage.getItem('token')).toBeNull();
    expect(getNotice()).toMatchObject({ text: 'เกิดข้อผิดพลาดในการออกจากระบบ', tone: 'error' });
    expect(onClose).toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('in Firebase mode ends the Firebase session as well', async () => {
    serve(
      async () => json({ success: true, data: null }),
      () => json({ success: true, data: { provider: 'firebase', firebase: firebaseSettings } }),
    );
    const confirm = await renderDialog();
    await act(async () => fireEvent.click(confirm));
    expect(firebaseMock.signOutOfFirebase).toHaveBeenCalledWith(firebaseSettings);
    expect(logoutCalls()).toHaveLength(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
