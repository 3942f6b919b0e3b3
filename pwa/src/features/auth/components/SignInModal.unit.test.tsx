// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeAuth, openAuth } from '../../../lib/authPrompt.tsx';
import { SignInModal } from './SignInModal.tsx';

const firebaseMock = vi.hoisted(() => ({
  signInWithSocial: vi.fn(),
  signOutOfFirebase: vi.fn(async () => undefined),
  signInWithPassword: vi.fn(),
  registerWithPassword: vi.fn(),
  resendFirebaseVerification: vi.fn(),
  reloadFirebaseUser: vi.fn(),
}));
vi.mock('../../../lib/firebase/firebaseClient.ts', () => firebaseMock);

type Handler = (body: unknown) => { status: number; body: unknown };
let handlers: Record<string, Handler>;
const calls: { path: string; body: unknown }[] = [];

const ok = (data: unknown) => ({ status: 200, body: { success: true, data } });
const fail = (status: number, code: string, message: string) => ({
  status,
  body: { success: false, error: { code, message } },
});

const localConfig = () => ok({ provider: 'local', devTools: true });
const firebaseConfig = () =>
  ok({ provider: 'firebase', devTools: false, firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' } });

const user = {
  uid: 'u1',
  email: 'somchai@example.com',
  displayName: 'สมชาย ใจดี',
  isAdmin: false,
  emailVerified: true,
};

beforeEach(() => {
  localStorage.clear();
  calls.length = 0;
  handlers = { '/api/auth/config': localConfig, '/api/auth/profile': () => ok(user) };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.split('?')[0] ?? url;
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ path, body });
      const handler = handlers[path];
      const answer = handler ? handler(body) : fail(404, 'NOT_FOUND', 'ไม่พบ');
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
});

afterEach(() => {
  act(() => closeAuth());
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

async function renderModal(mode: 'login' | 'register' = 'login', onSuccess?: () => void) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({
    routeTree: createRootRoute({ component: SignInModal }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  act(() => openAuth({ mode, ...(onSuccess ? { onSuccess } : {}) }));
  return screen.findByRole('dialog');
}

function type(dialog: HTMLElement, label: string, value: string) {
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
}

describe('SignInModal — login', () => {
  it('signs in, saves token and user, says so and closes after 1 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    handlers['/api/auth/login'] = () =>
      ok({ token: 'session-token', expiresAt: '2030-01-01T00:00:00Z', user });
    const onSuccess = vi.fn();
    const dialog = await renderModal('login', onSuccess);
    expect(within(dialog).getByRole('heading', { name: 'เข้าสู่ระบบ' })).toBeTruthy();
    expect(await within(dialog).findByText('โหมดทดสอบ')).toBeTruthy();

    type(dialog, 'อีเมล', 'somchai@example.com');
    type(dialog, 'รหัสผ่าน', 'secret-password');
    fireEvent.click(within(dialog).getByLabelText('จดจำฉันไว้ 30 วัน'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'เข้าสู่ระบบ' }));

    expect(await within(dialog).findByText('เข้าสู่ระบบสำเร็จ')).toBeTruthy();
    expect(localStorage.getItem('token')).toBe('session-token');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ uid: 'u1' });
    expect(calls.find((c) => c.path === '/api/auth/login')?.body).toEqual({
      email: 'somchai@example.com',
      password: 'secret-password',
      rememberMe: true,
    });
    // No consent record yet: no cookies are written.
    expect(document.cookie).not.toContain('token=');

    await act(async () => {}); // let the success effect start its timer
    act(() => vi.advanceTimersByTime(900));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it("shows the server's Thai message for a wrong password, without ending any session", async () => {
    handlers['/api/auth/login'] = () => fail(401, 'INVALID_CREDENTIAL', 'อีเมลหรือรหัสผ่านไม่ถูกต้อง');
    const dialog = await renderModal();
    type(dialog, 'อีเมล', 'somchai@example.com');
    type(dialog, 'รหัสผ่าน', 'wrong');
    fireEvent.click(within(dialog).getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('อีเมลหรือรหัสผ่านไม่ถูกต้อง');
  });

  it('asks for e-mail and password', async () => {
    const dialog = await renderModal();
    fireEvent.click(within(dialog).getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(await within(dialog).findByText('กรุณากรอกอีเมล')).toBeTruthy();
    expect(within(dialog).getByText('กรุณากรอกรหัสผ่าน')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/auth/login')).toBe(false);
  });

  it('shows the verification step after 403 EMAIL_NOT_VERIFIED, resend unlocked, then locked by a 429', async () => {
    handlers['/api/auth/login'] = () => fail(403, 'EMAIL_NOT_VERIFIED', 'กรุณายืนยันอีเมลก่อน');
    handlers['/api/auth/resend-verification'] = () => ({
      status: 429,
      body: {
        success: false,
        error: { code: 'TOO_MANY_REQUESTS', message: 'รอก่อน', retryAfterSeconds: 120 },
      },
    });
    const dialog = await renderModal();
    type(dialog, 'อีเมล', 'somchai@example.com');
    type(dialog, 'รหัสผ่าน', 'secret-password');
    fireEvent.click(within(dialog).getByRole('button', { name: 'เข้าสู่ระบบ' }));

    expect(await within(dialog).findByText('เราได้ส่งลิงก์ยืนยันไปที่ somchai@example.com แล้ว')).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'ยืนยันอีเมล' })).toBeTruthy();
    const resend = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'ส่งอีเมลยืนยันอีกครั้ง' });
    expect(resend.disabled).toBe(false);

    fireEvent.click(resend);
    expect(await within(dialog).findByText('ส่งอีเมลยืนยันบ่อยเกินไป กรุณารอ 5 นาทีแล้วลองใหม่')).toBeTruthy();
    expect(within(dialog).getByText('ส่งอีกครั้งได้ใน 120 วินาที')).toBeTruthy();
    expect(resend.disabled).toBe(true);
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('SignInModal — register', () => {
  it('switches modes with a fresh form', async () => {
    const dialog = await renderModal('login');
    type(dialog, 'อีเมล', 'typed@example.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยังไม่มีบัญชี? สมัครสมาชิก' }));
    expect(within(dialog).getByRole('heading', { name: 'สมัครสมาชิก' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'มีบัญชีอยู่แล้ว? เข้าสู่ระบบ' }));
    expect(within(dialog).getByLabelText<HTMLInputElement>('อีเมล').value).toBe('');
  });

  it('shows the Thai validation messages', async () => {
    const dialog = await renderModal('register');
    type(dialog, 'อีเมล', 'not-an-email');
    type(dialog, 'รหัสผ่าน', 'short');
    type(dialog, 'ยืนยันรหัสผ่าน', 'different');
    type(dialog, 'เบอร์โทรศัพท์ (ไม่บังคับ)', '12345');
    fireEvent.click(within(dialog).getByRole('button', { name: 'สมัครสมาชิก' }));

    for (const message of [
      'กรุณากรอกชื่อ',
      'กรุณากรอกนามสกุล',
      'รูปแบบอีเมลไม่ถูกต้อง',
      'รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร',
      'รหัสผ่านไม่ตรงกัน',
      'เบอร์โทรศัพท์ไม่ถูกต้อง กรุณากรอกในรูปแบบ +66812345678',
      'กรุณายอมรับข้อกำหนดการใช้งานและนโยบายความเป็นส่วนตัว',
    ]) {
      expect(await within(dialog).findByText(message)).toBeTruthy();
    }
    expect(calls.some((c) => c.path === '/api/auth/register')).toBe(false);
  });

  it('registers with a normalised phone and shows the verification step with resend locked 300 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    handlers['/api/auth/register'] = () => ({
      status: 201,
      body: { success: true, data: { requiresVerification: true } },
    });
    const dialog = await renderModal('register');
    type(dialog, 'ชื่อ', 'สมชาย');
    type(dialog, 'นามสกุล', 'ใจดี');
    type(dialog, 'อีเมล', 'somchai@example.com');
    type(dialog, 'รหัสผ่าน', 'longenough');
    type(dialog, 'ยืนยันรหัสผ่าน', 'longenough');
    type(dialog, 'เบอร์โทรศัพท์ (ไม่บังคับ)', '0812345678');
    fireEvent.blur(within(dialog).getByLabelText('เบอร์โทรศัพท์ (ไม่บังคับ)'));
    await waitFor(() =>
      expect(within(dialog).getByLabelText<HTMLInputElement>('เบอร์โทรศัพท์ (ไม่บังคับ)').value).toBe(
        '+66812345678',
      ),
    );
    fireEvent.click(within(dialog).getByLabelText('ผู้ขาย'));
    fireEvent.click(within(dialog).getByLabelText(/ฉันยอมรับ/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'สมัครสมาชิก' }));

    expect(await within(dialog).findByText('เราได้ส่งลิงก์ยืนยันไปที่ somchai@example.com แล้ว')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/auth/register')?.body).toEqual({
      firstName: 'สมชาย',
      lastName: 'ใจดี',
      email: 'somchai@example.com',
      password: 'longenough',
      confirmPassword: 'longenough',
      phone: '+66812345678',
      userType: 'seller',
      acceptTerms: true,
    });
    const resend = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'ส่งอีเมลยืนยันอีกครั้ง' });
    expect(resend.disabled).toBe(true);
    expect(within(dialog).getByText('ส่งอีกครั้งได้ใน 300 วินาที')).toBeTruthy();
  });

  it('shows the verification step for a taken e-mail too: the server answers it like any registration', async () => {
    handlers['/api/auth/register'] = () => ({
      status: 201,
      body: { success: true, data: { requiresVerification: true } },
    });
    const dialog = await renderModal('register');
    type(dialog, 'ชื่อ', 'สมชาย');
    type(dialog, 'นามสกุล', 'ใจดี');
    type(dialog, 'อีเมล', 'somchai@example.com');
    type(dialog, 'รหัสผ่าน', 'longenough');
    type(dialog, 'ยืนยันรหัสผ่าน', 'longenough');
    fireEvent.click(within(dialog).getByLabelText(/ฉันยอมรับ/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'สมัครสมาชิก' }));
    expect(await within(dialog).findByText('เราได้ส่งลิงก์ยืนยันไปที่ somchai@example.com แล้ว')).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});

describe('SignInModal — Firebase mode', () => {
  it('shows social buttons only in Firebase mode', async () => {
    const local = await renderModal();
    await within(local).findByText('โหมดทดสอบ');
    expect(within(local).queryByRole('button', { name: 'ดำเนินการต่อด้วย Google' })).toBeNull();
  });

  it('USER_NOT_REGISTERED: says register first, switches to register mode, removes the token', async () => {
    handlers['/api/auth/config'] = firebaseConfig;
    handlers['/api/auth/firebase-auth'] = () => fail(404, 'USER_NOT_REGISTERED', 'ไม่พบผู้ใช้');
    firebaseMock.signInWithSocial.mockResolvedValue({
      idToken: 'firebase-id-token',
      user: { displayName: 'สมชาย ใจดี', emailVerified: true },
    });
    localStorage.setItem('token', 'stale');
    const dialog = await renderModal('login');

    fireEvent.click(await within(dialog).findByRole('button', { name: 'ดำเนินการต่อด้วย Google' }));

    expect(await within(dialog).findByText('ยังไม่พบบัญชีนี้ในระบบ กรุณาสมัครสมาชิกก่อน')).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'สมัครสมาชิก' })).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/auth/firebase-auth')?.body).toEqual({
      idToken: 'firebase-id-token',
    });
    expect(localStorage.getItem('token')).toBeNull();
    expect(firebaseMock.signOutOfFirebase).toHaveBeenCalled();
    expect(within(dialog).queryByText('โหมดทดสอบ')).toBeNull();
  });

  it('maps a Firebase error to Thai', async () => {
    handlers['/api/auth/config'] = firebaseConfig;
    firebaseMock.signInWithSocial.mockRejectedValue({ code: 'auth/popup-closed-by-user', message: 'x' });
    const dialog = await renderModal('login');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'ดำเนินการต่อด้วย Facebook' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('การเข้าสู่ระบบถูกยกเลิก'));
  });
});
