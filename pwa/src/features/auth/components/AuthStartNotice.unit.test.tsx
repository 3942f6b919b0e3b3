// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthStartNotice } from './AuthStartNotice.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('AuthStartNotice', () => {
  it('shows the Thai connection error with a retry that runs the start again', async () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('user', JSON.stringify({ uid: 'u1', email: 'a@example.com' }));
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ success: true, data: { uid: 'u1', email: 'a@example.com' } }), {
          status: 200,
        }),
      );
    vi.stubGlobal('fetch', fetchMock);

    render(<AuthStartNotice />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('เกิดข้อผิดพลาดในการเชื่อมต่อ กรุณาลองใหม่อีกครั้ง');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'ลองใหม่' })));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
