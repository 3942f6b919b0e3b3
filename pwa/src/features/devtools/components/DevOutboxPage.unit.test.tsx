// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DevOutboxPage } from './DevOutboxPage.tsx';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const message = {
  id: 1,
  to: 'somchai@example.com',
  subject: 'ยืนยันอีเมล',
  text: 'กดลิงก์',
  link: 'http://localhost:8080/email-verification?token=t',
  code: null,
  sentAt: '2026-11-25T08:00:00.000Z',
};

function serve(devTools: boolean) {
  const fetchMock = vi.fn(async (url: string) => {
    const path = url.split('?')[0];
    if (path === '/api/auth/config')
      return json(200, { success: true, data: { provider: 'local', devTools } });
    if (path === '/api/dev/mailbox') return json(200, { success: true, data: { messages: [message] } });
    return json(404, { success: false, error: { code: 'NOT_FOUND', message: 'ไม่พบ API ที่เรียก' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <DevOutboxPage kind="mailbox" />
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DevOutboxPage', () => {
  it('shows the mail when the server has dev tools on', async () => {
    serve(true);
    expect(await screen.findByText('ยืนยันอีเมล')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'เปิดลิงก์' }).getAttribute('href')).toBe(message.link);
  });

  it('says in Thai that the page does not exist here when dev tools are off, without asking for mail', async () => {
    const fetchMock = serve(false);
    expect((await screen.findByRole('status')).textContent).toBe(
      'หน้านี้ไม่มีให้ใช้ในเซิร์ฟเวอร์นี้ (ปิดเครื่องมือทดสอบ DEV_TOOLS ไว้)',
    );
    expect(fetchMock.mock.calls.map(([url]) => url.split('?')[0])).not.toContain('/api/dev/mailbox');
  });
});
