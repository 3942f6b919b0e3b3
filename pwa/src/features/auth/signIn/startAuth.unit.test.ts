// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setGoHome } from '../../../lib/apiClient.ts';
import { dismissNotice, getNotice } from '../../../lib/notice.ts';
import { readSession } from '../../../lib/session.ts';
import { startAuth } from './startAuth.ts';

const fetchMock = vi.fn<typeof fetch>();
const goHome = vi.fn();

const stored = { uid: 'u1', email: 'a@example.com', displayName: 'เก่า', isAdmin: false };
const fresh = { ...stored, displayName: 'ใหม่', isAdmin: true, roles: ['buyer', 'admin'] };

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status });
}

beforeEach(() => {
  localStorage.clear();
  dismissNotice();
  setGoHome(goHome);
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  goHome.mockReset();
});

function signIn() {
  localStorage.setItem('token', 't');
  localStorage.setItem('user', JSON.stringify(stored));
}

describe('auth start', () => {
  it('is signed out without a token, asking nothing', async () => {
    expect(await startAuth()).toBe('signedOut');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('removes a corrupt stored user', async () => {
    localStorage.setItem('user', '{broken');
    await startAuth();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('refreshes the stored user from GET /auth/profile; the backend wins', async () => {
    signIn();
    fetchMock.mockResolvedValue(answer(200, { success: true, data: fresh }));
    expect(await startAuth()).toBe('refreshed');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/profile');
    expect(readSession()?.user).toMatchObject({ displayName: 'ใหม่', isAdmin: true });
  });

  it('restores the user from the server when only the token survived', async () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('user', 'not json');
    fetchMock.mockResolvedValue(answer(200, { success: true, data: fresh }));
    expect(await startAuth()).toBe('refreshed');
    expect(readSession()?.user.uid).toBe('u1');
  });

  it('carries on with the stored user after 3 s without an answer', async () => {
    vi.useFakeTimers();
    signIn();
    fetchMock.mockReturnValue(new Promise<Response>(() => {}));
    const result = startAuth();
    await vi.advanceTimersByTimeAsync(2999);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBe('timedOut');
    expect(readSession()?.user.displayName).toBe('เก่า');
  });

  it('reports a connection failure and keeps the stored user as the fallback; a retry can succeed', async () => {
    signIn();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await startAuth()).toBe('failed');
    expect(readSession()?.user.displayName).toBe('เก่า');

    fetchMock.mockResolvedValueOnce(answer(200, { success: true, data: fresh }));
    expect(await startAuth()).toBe('refreshed');
  });

  it('a 401 clears token and user, goes home and says to sign in again', async () => {
    signIn();
    fetchMock.mockResolvedValue(
      answer(401, { success: false, error: { code: 'UNAUTHORIZED', message: 'x' } }),
    );
    expect(await startAuth()).toBe('signedOut');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(goHome).toHaveBeenCalledTimes(1);
    expect(getNotice()?.text).toBe('ไม่พบ token การเข้าสู่ระบบ กรุณาเข้าสู่ระบบใหม่');
  });
});
