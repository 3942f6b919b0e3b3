// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { baseUser, fail, mockApi, ok, renderWithQuery } from '../testing/apiMock.tsx';
import { PhoneVerificationModal } from './PhoneVerificationModal.tsx';

const firebaseMock = vi.hoisted(() => ({ startPhoneLink: vi.fn() }));
vi.mock('../../../lib/firebase/firebaseClient.ts', () => firebaseMock);

const PHONE = '+66812345678';
const sent = ok({ phone: PHONE, expiresInSeconds: 300, resendInSeconds: 60 });
const verified = ok({ ...baseUser, phoneVerified: true });

function boxes(): HTMLInputElement[] {
  return Array.from(
    { length: 6 },
    (_, i) => screen.getByRole('textbox', { name: `หลักที่ ${i + 1}` }) as HTMLInputElement,
  );
}

function typeCode(code: string) {
  boxes().forEach((box, i) => fireEvent.change(box, { target: { value: code[i] } }));
}

async function openAndSend(onClose = vi.fn()) {
  renderWithQuery(<PhoneVerificationModal uid="u1" phone={PHONE} onClose={onClose} />);
  expect(screen.getByText(/หมดอายุภายใน 5 นาที/)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'ส่งรหัส OTP' }));
  await screen.findByRole('group', { name: 'รหัส OTP 6 หลัก' });
  return onClose;
}

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('PhoneVerificationModal', () => {
  it('sends the code, then submits by itself when the sixth digit is typed', async () => {
    const api = mockApi({ 'POST /users/phone/send-code': sent, 'POST /users/phone/verify': verified });
    await openAndSend();
    expect(api.calls.find((c) => c.path === '/users/phone/send-code')?.body).toEqual({ phone: PHONE });

    typeCode('12345');
    expect(api.calls.some((c) => c.path === '/users/phone/verify')).toBe(false);
    fireEvent.change(boxes()[5]!, { target: { value: '6' } });

    await screen.findByText('ยืนยันเบอร์โทรศัพท์เรียบร้อยแล้ว');
    expect(api.calls.find((c) => c.path === '/users/phone/verify')?.body).toEqual({ code: '123456' });
    // The stored user is the verified one now.
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({
      uid: 'u1',
      phoneVerified: true,
    });
  });

  it('fills every box from a pasted code and submits it', async () => {
    const api = mockApi({ 'POST /users/phone/send-code': sent, 'POST /users/phone/verify': verified });
    await openAndSend();

    fireEvent.paste(boxes()[2]!, { clipboardData: { getData: () => '654 321' } });

    expect(boxes().map((b) => b.value)).toEqual(['6', '5', '4', '3', '2', '1']);
    await screen.findByText('ยืนยันเบอร์โทรศัพท์เรียบร้อยแล้ว');
    expect(api.calls.find((c) => c.path === '/users/phone/verify')?.body).toEqual({ code: '654321' });
  });

  it('moves back on Backspace in an empty box', async () => {
    mockApi({ 'POST /users/phone/send-code': sent });
    await openAndSend();
    typeCode('12');
    expect(document.activeElement).toBe(boxes()[2]);

    fireEvent.keyDown(boxes()[2]!, { key: 'Backspace' });

    expect(document.activeElement).toBe(boxes()[1]);
    expect(boxes().map((b) => b.value)).toEqual(['1', '', '', '', '', '']);
  });

  it('clears the boxes and says so when the code is wrong', async () => {
    mockApi({
      'POST /users/phone/send-code': sent,
      'POST /users/phone/verify': fail(400, 'OTP_INVALID', 'รหัสไม่ถูก'),
    });
    await openAndSend();

    typeCode('999999');

    expect((await screen.findByRole('alert')).textContent).toBe('รหัส OTP ไม่ถูกต้อง');
    expect(screen.queryByText(/ส่งรหัส OTP ไปที่/)).toBeNull();
    expect(boxes().map((b) => b.value)).toEqual(['', '', '', '', '', '']);
    expect(document.activeElement).toBe(boxes()[0]);
  });

  it.each([
    ['OTP_EXPIRED', 'รหัส OTP หมดอายุ กรุณาส่งใหม่'],
    ['OTP_NOT_SENT', 'ไม่พบข้อมูลการส่ง OTP กรุณาส่ง OTP ใหม่'],
  ])('shows the Thai text for %s', async (code, text) => {
    mockApi({ 'POST /users/phone/send-code': sent, 'POST /users/phone/verify': fail(400, code, 'x') });
    await openAndSend();
    typeCode('111111');
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });

  it('goes back to sending after too many wrong codes, with the server message', async () => {
    mockApi({
      'POST /users/phone/send-code': sent,
      'POST /users/phone/verify': fail(400, 'OTP_TOO_MANY_TRIES', 'ใส่รหัสผิดหลายครั้งเกินไป กรุณาขอรหัสใหม่'),
    });
    await openAndSend();
    typeCode('111111');
    expect((await screen.findByRole('alert')).textContent).toBe('ใส่รหัสผิดหลายครั้งเกินไป กรุณาขอรหัสใหม่');
    expect(screen.getByRole('button', { name: 'ส่งรหัส OTP' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'รหัส OTP 6 หลัก' })).toBeNull();
  });

  it('counts 60 seconds down before the code can be sent again', async () => {
    const api = mockApi({ 'POST /users/phone/send-code': sent });
    await openAndSend();
    const resend = screen.getByRole('button', { name: 'ส่งรหัส OTP อีกครั้ง' }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    expect(screen.getByText('ส่งรหัสใหม่ได้ในอีก 60 วินาที')).toBeTruthy();

    for (let i = 0; i < 59; i += 1) await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('ส่งรหัสใหม่ได้ในอีก 1 วินาที')).toBeTruthy();
    expect(resend.disabled).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(resend.disabled).toBe(false);
    fireEvent.click(resend);
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/users/phone/send-code')).toHaveLength(2));
  });

  it('waits out a 429 from sending and lets the recent code be typed', async () => {
    mockApi({
      'POST /users/phone/send-code': {
        status: 429,
        body: {
          success: false,
          error: { code: 'TOO_MANY_REQUESTS', message: 'กรุณารอสักครู่ก่อนขอรหัสใหม่', retryAfterSeconds: 42 },
        },
      },
    });
    renderWithQuery(<PhoneVerificationModal uid="u1" phone={PHONE} onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'ส่งรหัส OTP' }));

    expect((await screen.findByRole('alert')).textContent).toBe('กรุณารอสักครู่ก่อนขอรหัสใหม่');
    // "Sent" and "too many" never stand together.
    expect(screen.queryByText(/ส่งรหัส OTP ไปที่/)).toBeNull();
    expect(screen.getByRole('group', { name: 'รหัส OTP 6 หลัก' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'ส่งรหัส OTP อีกครั้ง' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByText('ส่งรหัสใหม่ได้ในอีก 42 วินาที')).toBeTruthy();
  });

  it('closes by itself 2 seconds after success', async () => {
    mockApi({ 'POST /users/phone/send-code': sent, 'POST /users/phone/verify': verified });
    const onClose = await openAndSend();
    typeCode('123456');
    await screen.findByText('ยืนยันเบอร์โทรศัพท์เรียบร้อยแล้ว');

    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(onClose).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('points to the dev SMS outbox in embedded mode', async () => {
    mockApi({ 'GET /auth/config': ok({ provider: 'local', devTools: true }) });
    renderWithQuery(<PhoneVerificationModal uid="u1" phone={PHONE} onClose={vi.fn()} />);
    // The page that exists (routes/dev.sms.tsx), not the outbox's JSON API.
    const link = await screen.findByRole('link', { name: 'กล่อง SMS ทดสอบ (เปิดแท็บใหม่)' });
    expect(link.getAttribute('href')).toBe('/dev/sms');
  });
});

describe('PhoneVerificationModal — Firebase mode', () => {
  const settings = { apiKey: 'k', authDomain: 'd', projectId: 'p' };
  const firebaseConfig = ok({ provider: 'firebase', devTools: false, firebase: settings });
  const confirm = vi.fn();

  beforeEach(() => {
    firebaseMock.startPhoneLink.mockReset();
    confirm.mockReset();
    firebaseMock.startPhoneLink.mockResolvedValue({ alreadyLinked: false, sent: { confirm } });
  });

  async function sendWithFirebase() {
    renderWithQuery(<PhoneVerificationModal uid="u1" phone={PHONE} onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'ส่งรหัส OTP' }));
  }

  it('sends through the SDK for this account and number, then proves it with the ID token', async () => {
    confirm.mockResolvedValue('id-token-with-phone');
    const api = mockApi({ 'GET /auth/config': firebaseConfig, 'POST /users/phone/verify': verified });
    await sendWithFirebase();
    await screen.findByRole('group', { name: 'รหัส OTP 6 หลัก' });
    expect(firebaseMock.startPhoneLink).toHaveBeenCalledWith(settings, 'u1', PHONE, expect.any(HTMLElement));
    expect(api.calls.some((c) => c.path === '/users/phone/send-code')).toBe(false);

    typeCode('123456');
    await screen.findByText('ยืนยันเบอร์โทรศัพท์เรียบร้อยแล้ว');
    expect(confirm).toHaveBeenCalledWith('123456');
    expect(api.calls.find((c) => c.path === '/users/phone/verify')?.body).toEqual({
      idToken: 'id-token-with-phone',
    });
  });

  it('a number already linked at Firebase is verified without an SMS', async () => {
    firebaseMock.startPhoneLink.mockResolvedValue({ alreadyLinked: true, idToken: 'linked-token' });
    const api = mockApi({ 'GET /auth/config': firebaseConfig, 'POST /users/phone/verify': verified });
    await sendWithFirebase();
    await screen.findByText('ยืนยันเบอร์โทรศัพท์เรียบร้อยแล้ว');
    expect(api.calls.find((c) => c.path === '/users/phone/verify')?.body).toEqual({
      idToken: 'linked-token',
    });
  });

  it.each([
    ['auth/invalid-phone-number', 'เบอร์โทรศัพท์ไม่ถูกต้อง กรุณาใช้รูปแบบ +66812345678'],
    ['auth/quota-exceeded', 'ระบบส่ง SMS ครบโควตาแล้ว กรุณาลองใหม่ภายหลัง'],
    ['auth/captcha-check-failed', 'การยืนยันว่าไม่ใช่โปรแกรมอัตโนมัติล้มเหลว กรุณาลองใหม่'],
    ['auth/user-token-expired', 'กรุณาเข้าสู่ระบบใหม่'],
    ['auth/internal-error', 'ส่งรหัส OTP ไม่สำเร็จ (auth/internal-error)'],
  ])('a send failure %s is told in Thai and stays on sending', async (code, text) => {
    firebaseMock.startPhoneLink.mockRejectedValue({ code });
    mockApi({ 'GET /auth/config': firebaseConfig });
    await sendWithFirebase();
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(screen.getByRole('button', { name: 'ส่งรหัส OTP' })).toBeTruthy();
  });

  it('a wrong code stays, an expired one goes back to sending', async () => {
    mockApi({ 'GET /auth/config': firebaseConfig });
    await sendWithFirebase();
    await screen.findByRole('group', { name: 'รหัส OTP 6 หลัก' });

    confirm.mockRejectedValueOnce({ code: 'auth/invalid-verification-code' });
    typeCode('111111');
    expect((await screen.findByRole('alert')).textContent).toBe('รหัส OTP ไม่ถูกต้อง');
    expect(screen.getByRole('group', { name: 'รหัส OTP 6 หลัก' })).toBeTruthy();

    confirm.mockRejectedValueOnce({ code: 'auth/code-expired' });
    typeCode('222222');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('รหัส OTP หมดอายุ กรุณาส่งใหม่'));
    expect(screen.queryByRole('group', { name: 'รหัส OTP 6 หลัก' })).toBeNull();
  });
});
