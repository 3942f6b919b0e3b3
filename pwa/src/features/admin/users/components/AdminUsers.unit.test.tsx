// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, renderWithApp } from '../../../../lib/testing/renderWithApp.tsx';
import type { AdminUsersSearch } from '../api/getAdminUsers.ts';
import { AdminUsers } from './AdminUsers.tsx';
import { signedInAsAdmin } from '../../shared/adminTestSetup.ts';

const user = (uid: string, over: Record<string, unknown> = {}) => ({
  _id: uid,
  uid,
  displayName: `ผู้ใช้ ${uid}`,
  firstName: 'สมชาย',
  lastName: 'ใจดี',
  email: `${uid}@example.com`,
  phone: '0812345678',
  photoURL: null,
  userType: 'buyer',
  roles: ['buyer'],
  isActive: true,
  isAdmin: false,
  emailVerified: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  lastLoginAt: null,
  ...over,
});

const list = (users: unknown[], pagination: Record<string, number | boolean> = {}) =>
  ok({ users, pagination: { page: 1, limit: 10, totalCount: users.length, totalPages: 1, ...pagination } });

const screenWith = (search: AdminUsersSearch = {}, onSearchChange = vi.fn()) => {
  const ui = () => <AdminUsers search={search} onSearchChange={onSearchChange} />;
  return { ui, onSearchChange };
};
const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

signedInAsAdmin();

// The first render loads the router and Thai date formats; a busy machine needs longer than 5 s.
describe('admin user list', { timeout: 15_000 }, () => {
  it('asks the server for page, size and the default sort, and shows the derived status badges', async () => {
    const api = mockApi({
      'GET /admin/users/all': list(
        [
          user('u1'),
          user('u2', { emailVerified: false }),
          user('u3', { isActive: false, emailVerified: false }),
          user('u4', { isActive: false, accountStatus: 'deactivated' }),
          { displayName: 'ไม่มีรหัส' },
        ],
        { totalCount: 23, totalPages: 3 },
      ),
    });
    await renderWithApp(screenWith().ui, 'ผู้ใช้ u1');
    const query = api.calls[0]!.query;
    expect(Object.fromEntries(query)).toEqual({
      page: '1',
      limit: '10',
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });

    const badge = (name: string) =>
      within(row(name)).getByText(
        (_, el) => el?.classList.contains('badge') === true && el.hasAttribute('data-status'),
      );
    expect(badge('ผู้ใช้ u1').textContent).toBe('ใช้งานอยู่');
    expect(badge('ผู้ใช้ u1').className).toContain('badge--ok');
    expect(badge('ผู้ใช้ u2').textContent).toBe('ยังไม่ยืนยัน');
    expect(badge('ผู้ใช้ u2').className).toContain('badge--warn');
    expect(badge('ผู้ใช้ u3').textContent).toBe('ระงับ');
    expect(badge('ผู้ใช้ u3').className).toContain('badge--danger');
    expect(within(row('ผู้ใช้ u3')).getByRole('button', { name: 'เปิดใช้งาน' })).toBeTruthy();
    // Closed by its owner, not suspended: red, said as such, and it can still be suspended.
    expect(badge('ผู้ใช้ u4').textContent).toBe('ผู้ใช้ปิดบัญชีเอง');
    expect(badge('ผู้ใช้ u4').className).toContain('badge--danger');
    expect(within(row('ผู้ใช้ u4')).getByRole('button', { name: 'ระงับ' })).toBeTruthy();
    expect(within(row('ผู้ใช้ u1')).getByRole('button', { name: 'ระงับ' })).toBeTruthy();
    expect(within(row('ผู้ใช้ u1')).getByText('20 พ.ย. 2569')).toBeTruthy();
    expect(screen.queryByText('ไม่มีรหัส')).toBeNull();
    expect(screen.getByText('แสดง 4 จาก 23 รายการ')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'หน้าสุดท้าย' })).toBeTruthy();
  });

  it('says "more than" when the server stopped counting at its cap', async () => {
    mockApi({
      'GET /admin/users/all': list([user('u1')], {
        totalCount: 10000,
        totalPages: 1000,
        totalCountCapped: true,
      }),
    });
    const { ui } = screenWith({});
    await renderWithApp(ui, 'ผู้ใช้ u1');
    expect(screen.getByText('แสดง 1 จากมากกว่า 10,000 รายการ')).toBeTruthy();
  });

  it('sends the URL state as server filters', async () => {
    const api = mockApi({ 'GET /admin/users/all': list([]) });
    const { ui } = screenWith({
      page: 2,
      search: 'somchai',
      userType: 'seller',
      roles: 'admin',
      isAdmin: true,
      isActive: false,
      emailVerified: false,
      sort: 'lastLogin',
    });
    await renderWithApp(ui, 'ไม่พบรายการที่ตรงกับเงื่อนไข');
    expect(Object.fromEntries(api.calls[0]!.query)).toEqual({
      page: '2',
      limit: '10',
      sortBy: 'lastLoginAt',
      sortOrder: 'desc',
      search: 'somchai',
      userType: 'seller',
      roles: 'admin',
      isActive: 'false',
      isAdmin: 'true',
      emailVerified: 'false',
    });
  });

  it('goes back to page 1 on any filter, sort or search change', async () => {
    mockApi({ 'GET /admin/users/all': list([user('u1')], { page: 3, totalCount: 40, totalPages: 4 }) });
    const { ui, onSearchChange } = screenWith({ page: 3, isActive: true });
    await renderWithApp(ui, 'ผู้ใช้ u1');

    // Filters are open because one is set; 'ทั้งหมด' removes it.
    fireEvent.change(screen.getByLabelText('ประเภทผู้ใช้'), { target: { value: 'seller' } });
    expect(onSearchChange).toHaveBeenLastCalledWith({ page: undefined, isActive: true, userType: 'seller' });
    fireEvent.change(screen.getByLabelText('สถานะบัญชี'), { target: { value: '' } });
    expect(onSearchChange).toHaveBeenLastCalledWith({ page: undefined, isActive: undefined });
    fireEvent.change(screen.getByLabelText('เรียงตาม'), { target: { value: 'email' } });
    expect(onSearchChange).toHaveBeenLastCalledWith({ page: undefined, isActive: true, sort: 'email' });

    fireEvent.change(screen.getByLabelText('ค้นหาผู้ใช้'), { target: { value: ' สมชาย ' } });
    await waitFor(
      () =>
        expect(onSearchChange).toHaveBeenLastCalledWith({ page: undefined, isActive: true, search: 'สมชาย' }),
      { timeout: 2000 },
    );

    fireEvent.click(screen.getByRole('button', { name: 'หน้า 4' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ page: 4, isActive: true });
  });

  it('opens and closes the filters', async () => {
    mockApi({ 'GET /admin/users/all': list([user('u1')]) });
    await renderWithApp(screenWith().ui, 'ผู้ใช้ u1');
    expect(screen.queryByLabelText('บทบาท')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'แสดงตัวกรอง' }));
    const roles = screen.getByLabelText('บทบาท') as HTMLSelectElement;
    expect([...roles.options].map((option) => option.text)).toEqual(['ทั้งหมด', 'ผู้ซื้อ', 'ผู้ขาย', 'ผู้ดูแลระบบ']);
    fireEvent.click(screen.getByRole('button', { name: 'ซ่อนตัวกรอง' }));
    expect(screen.queryByLabelText('บทบาท')).toBeNull();
  });

  it('suspends after confirmation at PUT /admin/users/{uid}/suspend and reloads the list', async () => {
    let suspended = false;
    const api = mockApi({
      'GET /admin/users/all': () => list([user('u1', { isActive: !suspended })]),
      'PUT /admin/users/u1/suspend': () => {
        suspended = true;
        return ok({ uid: 'u1', isActive: false });
      },
    });
    await renderWithApp(screenWith().ui, 'ผู้ใช้ u1');
    fireEvent.click(within(row('ผู้ใช้ u1')).getByRole('button', { name: 'ระงับ' }));
    const dialog = await screen.findByRole('dialog', { name: 'ระงับผู้ใช้' });
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันการระงับ' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/admin/users/u1/suspend');
    expect(put?.headers.get('Authorization')).toBe('Bearer admin-token');
    expect(api.calls.filter((call) => call.path === '/admin/users/all')).toHaveLength(2);
    expect(await within(row('ผู้ใช้ u1')).findByRole('button', { name: 'เปิดใช้งาน' })).toBeTruthy();
  });

  it('shows the server’s Thai reason when an action fails, and keeps the dialog open', async () => {
    const api = mockApi({
      'GET /admin/users/all': list([user('u1')]),
      'DELETE /admin/users/u1': fail(409, 'CANNOT_TARGET_SELF', 'ไม่สามารถทำรายการนี้กับบัญชีของตนเองได้'),
    });
    await renderWithApp(screenWith().ui, 'ผู้ใช้ u1');
    fireEvent.click(within(row('ผู้ใช้ u1')).getByRole('button', { name: 'ลบ' }));
    const dialog = await screen.findByRole('dialog', { name: 'ลบผู้ใช้' });
    expect(dialog.textContent).toContain('อย่างถาวร');
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันการลบถาวร' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('ไม่สามารถทำรายการนี้กับบัญชีของตนเองได้');
    expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/admin/users/u1')).toBe(true);
    expect(api.calls.filter((call) => call.path === '/admin/users/all')).toHaveLength(1);
  });

  it('shows the details, with the never-logged-in text, and the history tab', async () => {
    mockApi({
      'GET /admin/users/all': list([user('u1', { roles: ['buyer', 'seller'], userType: 'both' })]),
      'GET /admin/audit/user/u1': ok({
        entries: [],
        pagination: { page: 1, limit: 100, totalCount: 0, totalPages: 1 },
      }),
    });
    await renderWithApp(screenWith().ui, 'ผู้ใช้ u1');
    fireEvent.click(within(row('ผู้ใช้ u1')).getByRole('button', { name: 'ดูรายละเอียด' }));
    const dialog = await screen.findByRole('dialog', { name: 'ข้อมูลผู้ใช้: ผู้ใช้ u1' });
    expect(within(dialog).getByText('u1@example.com')).toBeTruthy();
    expect(within(dialog).getByText('0812345678')).toBeTruthy();
    expect(within(dialog).getByText('ทั้งผู้ซื้อและผู้ขาย')).toBeTruthy();
    expect(within(dialog).getByText('ผู้ซื้อ, ผู้ขาย')).toBeTruthy();
    expect(within(dialog).getByText('20 พฤศจิกายน 2569')).toBeTruthy();
    expect(within(dialog).getByText('ยังไม่เคยเข้าสู่ระบบ')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'ประวัติ' }));
    expect(await within(dialog).findByText('ยังไม่มีประวัติการทำรายการ')).toBeTruthy();
  });

  it('shows the screen error with its sub-message and retries', async () => {
    let answers = 0;
    mockApi({
      'GET /admin/users/all': () =>
        answers++ === 0 ? fail(500, 'INTERNAL', 'เกิดข้อผิดพลาดภายในระบบ') : list([user('u1')]),
    });
    await renderWithApp(screenWith().ui, 'ไม่สามารถโหลดข้อมูลผู้ใช้ได้');
    expect(screen.getByText('เกิดข้อผิดพลาด')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    expect(await screen.findByText('ผู้ใช้ u1')).toBeTruthy();
  });
});
