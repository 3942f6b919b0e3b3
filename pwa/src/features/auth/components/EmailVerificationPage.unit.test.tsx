// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeAuth, useAuthPrompt } from '../../../lib/authPrompt.tsx';
import { EmailVerificationPage } from './EmailVerificationPage.tsx';

const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  const path = url.split('?')[0];
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
  if (path === '/api/auth/config')
    return json(200, { success: true, data: { provider: 'local', devTools: false } });
  if (path === '/api/auth/verify-email') {
    const { token } = JSON.parse(String(init?.body)) as { token: string };
    return token === 'good'
      ? json(200, { success: true, data: { verified: true, email: 'somchai@example.com' } })
      : json(400, {
          success: false,
          error: { code: 'VERIFICATION_LINK_INVALID', message: 'ลิงก์ยืนยันใช้ไม่ได้แล้ว' },
        });
  }
  if (path === '/api/auth/resend-verification')
    return json(200, { success: true, data: { sent: true, retryAfterSeconds: 300 } });
  return json(404, { success: false, error: { code: 'NOT_FOUND', message: 'x' } });
});

function PromptState() {
  const { request } = useAuthPrompt();
  return <output aria-label="prompt">{request?.mode ?? 'none'}</output>;
}

function renderPage(token: string | undefined) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <EmailVerificationPage token={token} />
      <PromptState />
    </QueryClientProvider>,
  );
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  act(() => closeAuth());
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

describe('EmailVerificationPage', () => {
  it('verifies the link once and offers to sign in', async () => {
    renderPage('good');
    expect(await screen.findByText('ยืนยันอีเมลสำเร็จ')).toBeTruthy();
    expect(screen.getByText('บัญชี somchai@example.com พร้อมใช้งานแล้ว')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/auth/verify-email')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบตอนนี้' }));
    expect(screen.getByLabelText('prompt').textContent).toBe('login');
  });

  it("shows the server's Thai error and a resend form locked for 300 s after sending", async () => {
    renderPage('used');
    expect((await screen.findByRole('alert')).textContent).toBe('ลิงก์ยืนยันใช้ไม่ได้แล้ว');
    fireEvent.change(screen.getByLabelText('อีเมล'), { target: { value: 'somchai@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'ส่งอีเมลยืนยันอีกครั้ง' }));
    expect(await screen.findByText('ส่งอีเมลยืนยันอีกครั้งแล้ว')).toBeTruthy();
    expect(screen.getByText('ส่งอีกครั้งได้ใน 300 วินาที')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'ส่งอีเมลยืนยันอีกครั้ง' }).disabled).toBe(true);
  });

  it('without a token says the link is missing', () => {
    renderPage(undefined);
    expect(screen.getByRole('alert').textContent).toBe('ไม่พบลิงก์ยืนยัน กรุณาเปิดลิงก์จากอีเมลอีกครั้ง');
  });
});
