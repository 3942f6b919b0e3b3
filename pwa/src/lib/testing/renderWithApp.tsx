/**
 * Test helpers shared by features: a fetch stub answering like the API, and rendering a screen
 * under a fresh query client and a memory router (so <Link>s render).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';

export type Answer = { status?: number; body: unknown };
type Handler = (body: unknown, url: URL) => Answer;

export const ok = (data: unknown): Answer => ({ body: { success: true, data } });
export const fail = (status: number, code: string, message: string): Answer => ({
  status,
  body: { success: false, error: { code, message } },
});

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

/** Stubs fetch; `routes` maps "METHOD /path" (without /api) to an answer or a function of it. */
export function mockApi(routes: Record<string, Answer | Handler>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path, query: url.searchParams, body, headers: new Headers(init?.headers) });
    const route = routes[`${method} ${path}`];
    const answer = typeof route === 'function' ? route(body, url) : (route ?? fail(404, 'NOT_FOUND', 'ไม่พบ'));
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** Renders `ui` as the only route of a memory router; resolves once it is on screen. */
export async function renderWithApp(ui: () => ReactElement, marker?: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createRouter({
    routeTree: createRootRoute({ component: ui }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  if (marker) await screen.findByText(marker);
  return { queryClient, router, ...result };
}
