// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { baseUser, fail, mockApi, ok, renderWithQuery } from '../testing/apiMock.tsx';
import { ProfilePage } from './ProfilePage.tsx';

const page = () => <ProfilePage tab="personal" onTabChange={vi.fn()} onAccountDeleted={vi.fn()} />;

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 't');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ProfilePage', () => {
  it('shows the cached user first, then the server copy', async () => {
    localStorage.setItem(
      'user',
      JSON.stringify({ uid: 'u1', email: 'somchai@example.com', displayName: 'ชื่อเก่า' }),
    );
    let answer: (value: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderWithQuery(page());

    expect(screen.getAllByText('ชื่อเก่า').length).toBeGreaterThan(0);
    expect((screen.getByRole('button', { name: 'แก้ไขโปรไฟล์' }) as HTMLButtonElement).disabled).toBe(true);

    answer(new Response(JSON.stringify({ success: true, data: { ...baseUser, displayName: 'ชื่อใหม่' } })));
    expect((await screen.findAllByText('ชื่อใหม่')).length).toBeGreaterThan(0);
    expect((screen.getByRole('button', { name: 'แก้ไขโปรไฟล์' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'ลบบัญชี' })).toBeTruthy();
  });

  it('offers the earnings tab to sellers only', async () => {
    mockApi({ 'GET /users/profile': ok(baseUser) });
    renderWithQuery(page());
    await screen.findByRole('button', { name: 'ลบบัญชี' });
    expect(screen.queryByRole('tab', { name: 'รายได้' })).toBeNull();
    cleanup();

    mockApi({ 'GET /users/profile': ok({ ...baseUser, userType: 'buyer', roles: ['buyer', 'seller'] }) });
    renderWithQuery(page());
    expect(await screen.findByRole('tab', { name: 'รายได้' })).toBeTruthy();
  });

  it('says loading failed and retries', async () => {
    const api = mockApi({ 'GET /users/profile': fail(500, 'INTERNAL', 'x') });
    renderWithQuery(page());
    expect(await screen.findByText('เกิดข้อผิดพลาดในการโหลดข้อมูล')).toBeTruthy();

    api.fetchMock.mockImplementation(
      async () => new Response(JSON.stringify({ success: true, data: baseUser })),
    );
    fireEvent.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    expect(await screen.findByRole('button', { name: 'แก้ไขโปรไฟล์' })).toBeTruthy();
  });

  it('asks to sign in again after a 401', async () => {
    mockApi({ 'GET /users/profile': fail(401, 'UNAUTHORIZED', 'x') });
    renderWithQuery(page());
    expect(await screen.findByText('กรุณาเข้าสู่ระบบใหม่')).toBeTruthy();
  });

  it('shows the uploads tab content the route composes in', async () => {
    mockApi({ 'GET /users/profile': ok(baseUser) });
    renderWithQuery(
      <ProfilePage
        tab="uploads"
        onTabChange={vi.fn()}
        onAccountDeleted={vi.fn()}
        uploads={<p>รายการคลิปของผู้ขาย</p>}
      />,
    );
    expect(await screen.findByText('รายการคลิปของผู้ขาย')).toBeTruthy();
    expect(screen.queryByText('ส่วนนี้กำลังพัฒนา')).toBeNull();
  });

  it('shows the complaints tab only when the route composes it in', async () => {
    mockApi({ 'GET /users/profile': ok(baseUser) });
    renderWithQuery(
      <ProfilePage
        tab="complaints"
        onTabChange={vi.fn()}
        onAccountDeleted={vi.fn()}
        complaints={<p>เรื่องที่คุณแจ้ง</p>}
      />,
    );
    expect(await screen.findByText('เรื่องที่คุณแจ้ง')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'แจ้งปัญหา / ร้องเรียน' })).toBeTruthy();
    cleanup();
    renderWithQuery(<ProfilePage tab="complaints" onTabChange={vi.fn()} onAccountDeleted={vi.fn()} />);
    expect(await screen.findByRole('tab', { name: 'ข้อมูลส่วนตัว' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'แจ้งปัญหา / ร้องเรียน' })).toBeNull();
  });
});
