// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getNotice } from '../../../lib/notice.ts';
import { baseUser, fail, mockApi, ok, renderWithQuery } from '../testing/apiMock.tsx';
import { DeleteAccountModal } from './DeleteAccountModal.tsx';

const firebaseMock = vi.hoisted(() => ({
  firebaseSignInMethods: vi.fn(),
  freshSignInToken: vi.fn(),
  signOutOfFirebase: vi.fn(async () => undefined),
}));
vi.mock('../../../lib/firebase/firebaseClient.ts', () => firebaseMock);

const confirmButton = () => screen.getByRole('button', { name: 'ลบบัญชีถาวร' }) as HTMLButtonElement;
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 't');
  localStorage.setItem('user', JSON.stringify(baseUser));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DeleteAccountModal', () => {
  it('stays disabled until the password is given and DELETE is typed exactly', () => {
    mockApi({});
    renderWithQuery(<DeleteAccountModal user={baseUser} onClose={vi.fn()} onDeleted={vi.fn()} />);
    expect(confirmButton().disabled).toBe(true);

    type('รหัสผ่าน', 'secret123');
    expect(confirmButton().disabled).toBe(true);
    type('พิมพ์ DELETE เพื่อยืนยัน', 'delete');
    expect(confirmButton().disabled).toBe(true);
    type('พิมพ์ DELETE เพื่อยืนยัน', 'DELETE ');
    expect(confirmButton().disabled).toBe(true);
    type('พิมพ์ DELETE เพื่อยืนยัน', 'DELETE');
    expect(confirmButton().disabled).toBe(false);

    type('รหัสผ่าน', '');
    expect(confirmButton().disabled).toBe(true);
  });

  it('says the password is wrong and keeps the session', async () => {
    mockApi({ 'DELETE /users/delete': fail(400, 'WRONG_PASSWORD', 'wrong') });
    const onDeleted = vi.fn();
    renderWithQuery(<DeleteAccountModal user={baseUser} onClose={vi.fn()} onDeleted={onDeleted} />);
    type('รหัสผ่าน', 'nope');
    type('พิมพ์ DELETE เพื่อยืนยัน', 'DELETE');
    fireEvent.click(confirmButton());

    expect((await screen.findByRole('alert')).textContent).toBe('รหัสผ่านไม่ถูกต้อง');
    expect(onDeleted).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('t');
  });

  it('shows other failures in Thai from the server', async () => {
    mockApi({ 'DELETE /users/delete': fail(500, 'INTERNAL', 'ระบบขัดข้อง กรุณาลองใหม่ภายหลัง') });
    renderWithQuery(<DeleteAccountModal user={baseUser} onClose={vi.fn()} onDeleted={vi.fn()} />);
    type('รหัสผ่าน', 'secret123');
    type('พิมพ์ DELETE เพื่อยืนยัน', 'DELETE');
    fireEvent.click(confirmButton());
    expect((await screen.findByRole('alert')).textContent).toBe('ระบบขัดข้อง กรุณาลองใหม่ภายหลัง');
  });

  it('deletes with password and DELETE, clears the session and leaves with a notice', async () => {
    const api = mockApi({ 'DELETE /users/delete': ok({ deleted: true }) });
    const onDeleted = vi.fn();
    renderWithQuery(<DeleteAccountModal user={baseUser} onClose={vi.fn()} onDeleted={onDeleted} />);
    type('รหัสผ่าน', 'secret123');
    type('พิมพ์ DELETE เพื่อยืนยัน', 'DELETE');
    fireEvent.click(confirmButton());

    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(api.calls.find((call) => call.method === 'DELETE')).toEqual({
      method: 'DELETE',
      path: '/users/delete',
      body: { password: 'secret123', confirmation: 'DELETE' },
    });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(getNotice()?.text).toBe('ลบบัญชีของคุณเรียบร้อยแล้ว');
  });
});

describe('DeleteAccountModal — Firebase mode', () => {
  const settings = { apiKey: 'k', authDomain: 'd', projectId: 'p' };
  const firebaseConfig = ok({ provider: 'firebase', devTools: false, firebase: settings });

  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('signs in again with the password at Firebase and deletes with that fresh token', async () => {
    firebaseMock.firebaseSignInMethods.mockResolvedValue({ password: true, social: [] });
    firebaseMock.freshSignInToken.mockResolvedValue('fresh-token');
    const api = mockApi({
      'GET /auth/config': firebaseConfig,
      'DELETE /users/delete': ok({ deleted: true }),
    });
    const onDeleted = vi.fn();
    renderWithQuery(<DeleteAccountModal user={baseUser} onClose={vi.fn()} onDeleted={onDeleted} />);
    type('รหัสผ่าน', 'secret123');
    type('พิมพ์ DELETE เพื่อยืนยัน', 'DELETE');
    fireEvent.click(confirmButton());

    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(firebaseMock.freshSignInToken).toHaveBeenCalledWith(settings, 'u1', {
      password: 'secret123',
      email: baseUser.email,
    });
    expect(api.calls.find((call) => call.method === 'DELETE')?.body).toEqual({
      idToken: 'fresh-token',
      confirmation: 'DELETE',
    });
    expect(firebaseMock.signOutOfFirebase).toHaveBeenCalledWith(settings);
  });

  it('a Google account confirms with a Google popup instead of a password', async () => {
    firebaseMock.firebaseSignInMethods.mockResolvedValue({ password: false, social: ['google'] });
    firebaseMock.freshSignInToken.mockResolvedValue('google-token');
    const api = mockApi({
      'GET /auth/config': firebaseConfig,
      'DELETE /users/delete': ok({ deleted: true }),
    });
    renderWithQuery(<DeleteAccountModal user={baseUser} onClose={vi.fn()} onDeleted={vi.fn()} />);
    const google = (await screen.findByRole('button', {
      name: 'ยืนยันด้วย Google แล้วลบบัญชี',
    })) as HTMLButtonElement;
    expect(screen.queryByLabelText('รหัสผ่าน')).toBeNull();
    expect(google.disabled).toBe(true);
    type('พิมพ์ DELETE เพื่อยืนยัน', 'DELETE');
    fireEvent.click(google);

    await waitFor(() => expect(api.calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(firebaseMock.freshSignInToken).toHaveBeenCalledWith(settings, 'u1', { provider: 'google' });
  });

  it('a failed re-authentication is told in Thai and nothing is deleted', async () => {
    firebaseMock.firebaseSignInMethods.mockResolvedValue({ password: true, social: [] });
    firebaseMock.freshSignInToken.mockRejectedValue({ code: 'auth/invalid-credential' });
    const api = mockApi({ 'GET /auth/config': firebaseConfig });
    renderWithQuery(<DeleteAccountModal user={baseUser} onClose={vi.fn()} onDeleted={vi.fn()} />);
    type('รหัสผ่าน', 'wrong');
    type('พิมพ์ DELETE เพื่อยืนยัน', 'DELETE');
    fireEvent.click(confirmButton());
    expect((await screen.findByRole('alert')).textContent).toBe('รหัสผ่านไม่ถูกต้อง');
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    expect(localStorage.getItem('token')).toBe('t');
  });
});
