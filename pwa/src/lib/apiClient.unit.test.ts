// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiRequest, apiUrl, setGoHome } from './apiClient.ts';
import { consistentAfter, resetConsistency } from './consistency.ts';
import { dismissNotice, getNotice } from './notice.ts';
import { shouldRetry } from './queryClient.ts';

const fetchMock = vi.fn<typeof fetch>();

function answer(status: number, body: unknown): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function sentHeaders(call = 0): Headers {
  const init = fetchMock.mock.calls[call]?.[1];
  return new Headers(init?.headers);
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
}

const anything = z.unknown();
const goHome = vi.fn();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
  sessionStorage.clear();
  resetConsistency();
  dismissNotice();
  setGoHome(goHome);
  window.history.replaceState(null, '', '/dashboard');
});

afterEach(() => {
  fetchMock.mockReset();
  goHome.mockReset();
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('calls /api with the bearer token and returns the validated data', async () => {
    localStorage.setItem('token', 'secret-token');
    fetchMock.mockResolvedValue(answer(200, { success: true, data: { n: 3 } }));

    const data = await apiRequest('/videos', { schema: z.object({ n: z.number() }), query: { page: 2 } });

    expect(data).toEqual({ n: 3 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/videos?page=2');
    expect(sentHeaders().get('Authorization')).toBe('Bearer secret-token');
    expect(sentHeaders().has('X-Consistent-After')).toBe(false);
  });

  it('sends no Authorization header when signed out', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true, data: null }));
    await apiRequest('/videos', { schema: anything });
    expect(sentHeaders().has('Authorization')).toBe(false);
  });

  it('sends a JSON body', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true, data: null }));
    await apiRequest('/purchases/create', { method: 'POST', body: { videoId: 'v1' }, schema: anything });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"videoId":"v1"}');
    expect(sentHeaders().get('Content-Type')).toBe('application/json');
  });

  it('turns an error answer into an ApiError with code, status and the Thai message', async () => {
    fetchMock.mockResolvedValue(
      answer(404, { success: false, error: { code: 'NOT_FOUND', message: 'ไม่พบวิดีโอ' } }),
    );
    const error = await caught(apiRequest('/videos/x', { schema: anything }));
    expect(error).toMatchObject({ code: 'NOT_FOUND', status: 404, message: 'ไม่พบวิดีโอ' });
  });

  it('reports a network failure with the generic Thai connection message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await caught(apiRequest('/videos', { schema: anything }));
    expect(error).toMatchObject({
      code: 'NETWORK',
      status: 0,
      message: 'เกิดข้อผิดพลาดในการเชื่อมต่อ กรุณาลองใหม่อีกครั้ง',
    });
  });

  it('reports an answer that is not ours (proxy error page) with the connection message', async () => {
    fetchMock.mockResolvedValue(answer(502, '<html>Bad Gateway</html>'));
    const error = await caught(apiRequest('/videos', { schema: anything }));
    expect(error).toMatchObject({ code: 'HTTP_ERROR', status: 502 });
    expect(error.message).toBe('เกิดข้อผิดพลาดในการเชื่อมต่อ กรุณาลองใหม่อีกครั้ง');
  });

  it('rejects data that does not match the schema', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true, data: { n: 'three' } }));
    const error = await caught(apiRequest('/videos', { schema: z.object({ n: z.number() }) }));
    expect(error).toMatchObject({ code: 'INVALID_RESPONSE', message: 'เกิดข้อผิดพลาดในการดึงข้อมูล' });
  });
});

describe('read-your-writes position', () => {
  async function command(position: string) {
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, data: null, position }));
    await apiRequest('/command', { method: 'POST', schema: anything });
  }

  it('sends the highest position seen as X-Consistent-After', async () => {
    await command('10.5');
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, data: null }));
    await apiRequest('/videos', { schema: anything });
    expect(sentHeaders(1).get('X-Consistent-After')).toBe('10.5');
  });

  it('compares numerically, transaction first, then global position', async () => {
    await command('10.5');
    await command('9.900'); // older transaction: ignored although its gp is larger
    expect(consistentAfter()).toBe('10.5');
    await command('10.12'); // 12 > 5 numerically, although "12" < "5" as text
    expect(consistentAfter()).toBe('10.12');
    await command('18446744073709551615.1'); // beyond Number.MAX_SAFE_INTEGER
    await command('18446744073709551614.9');
    expect(consistentAfter()).toBe('18446744073709551615.1');
  });

  it('ignores a malformed position', async () => {
    await command('10.5');
    await command('not-a-position');
    expect(consistentAfter()).toBe('10.5');
  });

  it('keeps the position in sessionStorage across a reload of the module state', async () => {
    await command('7.70');
    expect(sessionStorage.getItem('dashclip.consistentAfter')).toBe('7.70');
  });
});

describe('HTTP 401', () => {
  function signIn() {
    localStorage.setItem('token', 't');
    localStorage.setItem('user', JSON.stringify({ uid: 'u1', email: 'a@example.com' }));
  }

  it('signs out, goes home and says the sign-in token was not found', async () => {
    signIn();
    fetchMock.mockResolvedValue(
      answer(401, { success: false, error: { code: 'UNAUTHENTICATED', message: 'x' } }),
    );
    const error = await caught(apiRequest('/users/profile', { schema: anything }));

    expect(error).toMatchObject({ status: 401, message: 'ไม่พบ token การเข้าสู่ระบบ กรุณาเข้าสู่ระบบใหม่' });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(goHome).toHaveBeenCalledTimes(1);
    expect(getNotice()?.text).toBe('ไม่พบ token การเข้าสู่ระบบ กรุณาเข้าสู่ระบบใหม่');
  });

  it('stays on the sign-in page', async () => {
    signIn();
    window.history.replaceState(null, '', '/login');
    fetchMock.mockResolvedValue(answer(401, ''));
    await caught(apiRequest('/auth/login', { method: 'POST', schema: anything }));
    expect(goHome).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('apiUrl', () => {
  it('drops empty query values', () => {
    expect(apiUrl('/videos', { search: '', province: undefined, category: 'car_car', limit: 20 })).toBe(
      '/api/videos?category=car_car&limit=20',
    );
  });
});

describe('shouldRetry', () => {
  it('retries network and server failures a bounded number of times', () => {
    const network = new ApiError('NETWORK', 0, 'x');
    expect(shouldRetry(0, network)).toBe(true);
    expect(shouldRetry(1, new ApiError('HTTP_ERROR', 503, 'x'))).toBe(true);
    expect(shouldRetry(2, network)).toBe(false);
  });

  it('does not retry a 4xx answer', () => {
    expect(shouldRetry(0, new ApiError('NOT_FOUND', 404, 'x'))).toBe(false);
  });
});

describe('calls made without a session', () => {
  it('send no token and report a 401 as the answer it is, leaving the session alone', async () => {
    localStorage.setItem('token', 'old');
    fetchMock.mockResolvedValue(
      answer(401, { success: false, error: { code: 'INVALID_CREDENTIAL', message: 'อีเมลหรือรหัสผ่านไม่ถูกต้อง' } }),
    );
    const error = await caught(
      apiRequest('/auth/login', { method: 'POST', schema: anything, anonymous: true }),
    );
    expect(error).toMatchObject({ code: 'INVALID_CREDENTIAL', status: 401, message: 'อีเมลหรือรหัสผ่านไม่ถูกต้อง' });
    expect(sentHeaders().has('Authorization')).toBe(false);
    expect(localStorage.getItem('token')).toBe('old');
    expect(goHome).not.toHaveBeenCalled();
  });

  it('reads the wait of a 429 from the error, its details or Retry-After', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(429, {
        success: false,
        error: { code: 'TOO_MANY_REQUESTS', message: 'x', retryAfterSeconds: 120 },
      }),
    );
    expect((await caught(apiRequest('/a', { schema: anything }))).facts.retryAfterSeconds).toBe(120);
    fetchMock.mockResolvedValueOnce(
      answer(429, {
        success: false,
        error: { code: 'TOO_MANY_REQUESTS', message: 'x', details: { retryAfterSeconds: 90 } },
      }),
    );
    expect((await caught(apiRequest('/a', { schema: anything }))).facts.retryAfterSeconds).toBe(90);
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ success: false, error: { code: 'TOO_MANY_REQUESTS', message: 'x' } }), {
        status: 429,
        headers: { 'Retry-After': '30' },
      }),
    );
    expect((await caught(apiRequest('/a', { schema: anything }))).facts.retryAfterSeconds).toBe(30);
  });
});
