// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profileUserSchema } from '../api/profileUser.ts';
import { baseUser, fail, mockApi, ok, renderWithQuery } from '../testing/apiMock.tsx';
import { PersonalInfoTab } from './PersonalInfoTab.tsx';

function renderTab(overrides: Partial<typeof baseUser> = {}) {
  const user = profileUserSchema.parse({ ...baseUser, ...overrides });
  return renderWithQuery(<PersonalInfoTab user={user} stale={false} />);
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const bankFields = () => screen.queryByRole('group', { name: 'บัญชีธนาคารสำหรับรับเงิน' });

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 't');
  localStorage.setItem('user', JSON.stringify(baseUser));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PersonalInfoTab', () => {
  it('shows the user-type and phone badges in view mode', () => {
    mockApi({});
    renderTab({ userType: 'both' });
    expect(screen.getAllByText('ผู้ซื้อและผู้ขาย').length).toBeGreaterThan(0);
    expect(screen.getAllByText('ยังไม่ยืนยันเบอร์').length).toBeGreaterThan(0);
    expect(screen.queryByRole('textbox', { name: 'ชื่อ' })).toBeNull();
  });

  it('shows the bank block only for individual or business', () => {
    mockApi({});
    renderTab();
    fireEvent.click(screen.getByRole('button', { name: 'แก้ไขโปรไฟล์' }));
    expect(bankFields()).toBeNull();

    const userType = screen.getByRole('combobox', { name: 'ประเภทผู้ใช้' });
    fireEvent.change(userType, { target: { value: 'individual' } });
    expect(bankFields()).not.toBeNull();
    const bank = screen.getByRole('combobox', { name: 'ธนาคาร' });
    // The spec's six first (stored codes keep working), then the rest of the Thai retail banks.
    expect(Array.from((bank as HTMLSelectElement).options).map((o) => o.value)).toEqual([
      '',
      'scb',
      'kbank',
      'bbl',
      'ktb',
      'tmb',
      'baac',
      'bay',
      'gsb',
      'ghb',
      'uob',
      'cimbt',
      'kkp',
      'lhb',
      'tisco',
      'icbct',
      'tcrb',
      'ibank',
      'scbt',
    ]);

    fireEvent.change(userType, { target: { value: 'business' } });
    expect(bankFields()).not.toBeNull();
    fireEvent.change(userType, { target: { value: 'seller' } });
    expect(bankFields()).toBeNull();
  });

  it('offers phone verification in edit mode only while the phone is unverified', () => {
    mockApi({});
    renderTab();
    expect(screen.queryByRole('button', { name: 'ยืนยันเบอร์โทรศัพท์' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'แก้ไขโปรไฟล์' }));
    fireEvent.click(screen.getByRole('button', { name: 'ยืนยันเบอร์โทรศัพท์' }));
    expect(screen.getByRole('dialog', { name: 'ยืนยันเบอร์โทรศัพท์' })).toBeTruthy();
    cleanup();

    renderTab({ phoneVerified: true });
    fireEvent.click(screen.getByRole('button', { name: 'แก้ไขโปรไฟล์' }));
    expect(screen.queryByRole('button', { name: 'ยืนยันเบอร์โทรศัพท์' })).toBeNull();
  });

  it('checks the phone on the client and asks for +66812345678', async () => {
    const api = mockApi({});
    renderTab();
    fireEvent.click(screen.getByRole('button', { name: 'แก้ไขโปรไฟล์' }));
    fireEvent.change(field('เบอร์โทรศัพท์'), { target: { value: '12345' } });
    fireEvent.change(field('ชื่อ'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกการเปลี่ยนแปลง' }));

    expect(await screen.findByText('เบอร์โทรศัพท์ไม่ถูกต้อง กรุณากรอกในรูปแบบ +66812345678')).toBeTruthy();
    expect(screen.getByText('กรุณากรอกชื่อ')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('keeps edit mode and shows the server message when saving fails', async () => {
    mockApi({ 'PUT /users/profile': fail(403, 'FORBIDDEN', 'กรุณายืนยันอีเมลก่อนแก้ไขโปรไฟล์') });
    renderTab();
    fireEvent.click(screen.getByRole('button', { name: 'แก้ไขโปรไฟล์' }));
    fireEvent.change(field('ชื่อ'), { target: { value: 'สมหญิง' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกการเปลี่ยนแปลง' }));

    expect((await screen.findByRole('alert')).textContent).toBe('กรุณายืนยันอีเมลก่อนแก้ไขโปรไฟล์');
    expect(field('ชื่อ').value).toBe('สมหญิง');
    expect(screen.queryByText('อัปเดตโปรไฟล์เรียบร้อยแล้ว')).toBeNull();
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').firstName).toBe('สมชาย');
  });

  it('saves, says so and updates the stored user', async () => {
    const api = mockApi({
      'PUT /users/profile': (body) => ok({ ...baseUser, ...(body as object), phoneVerified: false }),
    });
    renderTab();
    fireEvent.click(screen.getByRole('button', { name: 'แก้ไขโปรไฟล์' }));
    fireEvent.change(field('ชื่อ'), { target: { value: 'สมหญิง' } });
    fireEvent.change(field('เบอร์โทรศัพท์'), { target: { value: '0898765432' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'ประเภทผู้ใช้' }), {
      target: { value: 'individual' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'ธนาคาร' }), { target: { value: 'kbank' } });
    fireEvent.change(field('ชื่อบัญชี'), { target: { value: 'สมหญิง ใจดี' } });
    fireEvent.change(field('เลขที่บัญชี'), { target: { value: '123-4-56789-0' } });
    fireEvent.change(field('รหัสผ่านปัจจุบัน'), { target: { value: 'my-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกการเปลี่ยนแปลง' }));

    expect(await screen.findByText('อัปเดตโปรไฟล์เรียบร้อยแล้ว')).toBeTruthy();
    // (a new bank account first asks /auth/config whether the password goes to Firebase)
    expect(api.calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/users/profile',
      body: {
        displayName: 'สมชาย',
        firstName: 'สมหญิง',
        lastName: 'ใจดี',
        phone: '+66898765432',
        userType: 'individual',
        bankName: 'kbank',
        accountName: 'สมหญิง ใจดี',
        accountNumber: '1234567890',
        currentPassword: 'my-password',
      },
    });
    expect(screen.queryByRole('button', { name: 'บันทึกการเปลี่ยนแปลง' })).toBeNull();
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({
        uid: 'u1',
        firstName: 'สมหญิง',
        phone: '+66898765432',
        userType: 'individual',
      }),
    );
  });

  it('asks for the password before a new bank account is sent, and shows the server’s Thai answer to a wrong one', async () => {
    const api = mockApi({ 'PUT /users/profile': fail(400, 'WRONG_PASSWORD', 'รหัสผ่านไม่ถูกต้อง') });
    renderTab({ userType: 'individual' });
    fireEvent.click(screen.getByRole('button', { name: 'แก้ไขโปรไฟล์' }));
    expect(screen.queryByLabelText('รหัสผ่านปัจจุบัน')).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'ธนาคาร' }), { target: { value: 'scb' } });
    fireEvent.change(field('ชื่อบัญชี'), { target: { value: 'สมชาย ใจดี' } });
    fireEvent.change(field('เลขที่บัญชี'), { target: { value: '9876543210' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกการเปลี่ยนแปลง' }));
    expect(await screen.findByText('กรุณากรอกรหัสผ่านปัจจุบันเพื่อยืนยันการเปลี่ยนบัญชีธนาคาร')).toBeTruthy();
    expect(api.calls).toHaveLength(0);

    fireEvent.change(field('รหัสผ่านปัจจุบัน'), { target: { value: 'not-mine' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกการเปลี่ยนแปลง' }));
    expect(await screen.findByText('รหัสผ่านปัจจุบันไม่ถูกต้อง')).toBeTruthy();
    expect(field('รหัสผ่านปัจจุบัน').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      bankName: 'scb',
      currentPassword: 'not-mine',
    });
  });

  it('leaves an unchanged bank account (and the password) out of the update', async () => {
    const api = mockApi({ 'PUT /users/profile': (body) => ok({ ...baseUser, ...(body as object) }) });
    renderTab({
      userType: 'individual',
      bankName: 'kbank',
      accountName: 'สมชาย ใจดี',
      accountNumber: '1234567890',
    });
    fireEvent.click(screen.getByRole('button', { name: 'แก้ไขโปรไฟล์' }));
    fireEvent.change(field('ชื่อ'), { target: { value: 'สมหมาย' } });
    expect(screen.queryByLabelText('รหัสผ่านปัจจุบัน')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกการเปลี่ยนแปลง' }));
    expect(await screen.findByText('อัปเดตโปรไฟล์เรียบร้อยแล้ว')).toBeTruthy();
    expect(api.calls[0]?.body).not.toHaveProperty('bankName');
    expect(api.calls[0]?.body).not.toHaveProperty('currentPassword');
  });

  it('offers every Thai retail bank and asks for the chosen bank’s digit count', async () => {
    const api = mockApi({});
    renderTab({ userType: 'individual' });
    fireEvent.click(screen.getByRole('button', { name: 'แก้ไขโปรไฟล์' }));
    const bank = screen.getByRole('combobox', { name: 'ธนาคาร' });
    for (const name of ['ธนาคารออมสิน', 'ธนาคารกรุงศรีอยุธยา (Krungsri)', 'ธนาคารแลนด์ แอนด์ เฮ้าส์ (LH Bank)'])
      expect(within(bank).getByRole('option', { name })).toBeTruthy();
    fireEvent.change(bank, { target: { value: 'gsb' } });
    expect(await screen.findByText('ตัวเลข 12 หลัก')).toBeTruthy();
    fireEvent.change(field('ชื่อบัญชี'), { target: { value: 'สมชาย ใจดี' } });
    fireEvent.change(field('เลขที่บัญชี'), { target: { value: '123-4-56789-0' } });
    fireEvent.change(field('รหัสผ่านปัจจุบัน'), { target: { value: 'password-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกการเปลี่ยนแปลง' }));
    expect(await screen.findByText('เลขที่บัญชีของธนาคารออมสินต้องเป็นตัวเลข 12 หลัก')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('refuses an account number that is not 10–14 digits', async () => {
    const api = mockApi({});
    renderTab({ userType: 'business' });
    fireEvent.click(screen.getByRole('button', { name: 'แก้ไขโปรไฟล์' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'ธนาคาร' }), { target: { value: 'scb' } });
    fireEvent.change(field('ชื่อบัญชี'), { target: { value: 'บริษัท' } });
    fireEvent.change(field('เลขที่บัญชี'), { target: { value: '12345abc90' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกการเปลี่ยนแปลง' }));
    expect(await screen.findByText('เลขที่บัญชีต้องเป็นตัวเลข 10–14 หลัก')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});
