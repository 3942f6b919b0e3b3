/** Test helpers: a fetch stub answering like the API, and rendering under a fresh query client. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';

export type Answer = { status?: number; body: unknown };
type Handler = (body: unknown) => Answer;

export const ok = (data: unknown): Answer => ({ body: { success: true, data } });
export const fail = (status: number, code: string, message: string): Answer => ({
  status,
  body: { success: false, error: { code, message } },
});

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/** Stubs fetch; `routes` maps "METHOD /path" to an answer or a function of the request body. */
export function mockApi(routes: Record<string, Answer | Handler>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path, body });
    const route = routes[`${method} ${path}`];
    const answer = typeof route === 'function' ? route(body) : (route ?? fail(404, 'NOT_FOUND', 'ไม่พบ'));
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export function renderWithQuery(ui: ReactElement) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return { queryClient, ...render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>) };
}

export const baseUser = {
  uid: 'u1',
  email: 'somchai@example.com',
  displayName: 'สมชาย',
  firstName: 'สมชาย',
  lastName: 'ใจดี',
  phone: '+66812345678',
  phoneVerified: false,
  emailVerified: true,
  userType: 'buyer',
  roles: ['buyer'],
  isAdmin: false,
  isActive: true,
  accountStatus: 'active',
  provider: 'password',
  bankName: '',
  accountName: '',
  accountNumber: '',
  photoURL: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLogin: '2026-01-02T00:00:00.000Z',
};
