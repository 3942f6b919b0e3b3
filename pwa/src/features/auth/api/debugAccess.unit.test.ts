// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { isNotFound } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requireDebugAccess } from './debugAccess.ts';

function config(devTools: boolean) {
  return vi.fn<typeof fetch>(
    async () =>
      new Response(JSON.stringify({ success: true, data: { provider: 'local', devTools } }), { status: 200 }),
  );
}

async function outcome(): Promise<'shown' | 'notFound'> {
  try {
    await requireDebugAccess(new QueryClient());
    return 'shown';
  } catch (error) {
    if (isNotFound(error)) return 'notFound';
    throw error;
  }
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('debug pages', () => {
  it('exist in embedded mode (devTools)', async () => {
    vi.stubGlobal('fetch', config(true));
    expect(await outcome()).toBe('shown');
  });

  it('are not found for a visitor or a non-admin outside embedded mode', async () => {
    vi.stubGlobal('fetch', config(false));
    expect(await outcome()).toBe('notFound');
    localStorage.setItem('token', 't');
    localStorage.setItem('user', JSON.stringify({ uid: 'u1', email: 'a@example.com', isAdmin: false }));
    expect(await outcome()).toBe('notFound');
  });

  it('exist for an admin', async () => {
    vi.stubGlobal('fetch', config(false));
    localStorage.setItem('token', 't');
    localStorage.setItem('user', JSON.stringify({ uid: 'u1', email: 'a@example.com', isAdmin: true }));
    expect(await outcome()).toBe('shown');
  });

  it('are not found when the server cannot say', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline')));
    expect(await outcome()).toBe('notFound');
  });
});
