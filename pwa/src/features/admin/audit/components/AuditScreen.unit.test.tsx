// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, renderWithApp } from '../../../../lib/testing/renderWithApp.tsx';
import type { AdminAuditSearch } from '../api/adminAudit.ts';
import { AuditScreen } from './AuditScreen.tsx';
import { signedInAsAdmin } from '../../shared/adminTestSetup.ts';
import { pickThaiDate } from '../../../../lib/testing/pickThaiDate.ts';

const entry = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  at: '2026-11-20T03:05:00.000Z',
  actor: { kind: 'person', id: 'a1', role: 'admin', system: null, displayName: 'แอดมิน' },
  entityType: 'complaint',
  entityId: 'c1',
  action: 'ComplaintPriorityChanged',
  summary: { changes: { priority: { before: 'medium', after: 'urgent' } } },
  erased: false,
  ...over,
});

const page = (entries: unknown[], totalCount = entries.length) =>
  ok({
    entries,
    pagination: { page: 1, limit: 10, totalCount, totalPages: Math.max(1, Math.ceil(totalCount / 10)) },
  });

const screenWith = (search: AdminAuditSearch = {}, onSearchChange = vi.fn()) =>
  function Screen() {
    return <AuditScreen search={search} onSearchChange={onSearchChange} />;
  };

// jsdom has no object URLs; the export test lends its own and gives the originals back.
const objectUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };

signedInAsAdmin();

afterEach(() => {
  vi.restoreAllMocks();
  Object.assign(URL, objectUrls);
});

describe('admin audit page', () => {
  it('lists who did what and when, with the filters sent to the server', async () => {
    const api = mockApi({
      'GET /admin/audit': page(
        [
          entry('e1'),
          entry('e2', {
            actor: { kind: 'person', id: 'gone', role: 'seller', system: null, displayName: null },
            entityType: 'clip',
            entityId: 'v9',
            action: 'ClipUploaded',
            summary: { changes: { title: { changed: true } } },
            erased: true,
          }),
        ],
        12,
      ),
    });
    await renderWithApp(
      screenWith({
        actor: 'แอด',
        entityType: 'complaint',
        dateFrom: '2026-11-01',
        dateTo: '2026-11-20',
        page: 2,
      }),
      'แอดมิน (ผู้ดูแลระบบ)',
    );
    expect(Object.fromEntries(api.calls[0]!.query)).toEqual({
      actor: 'แอด',
      entityType: 'complaint',
      dateFrom: '2026-11-01',
      dateTo: '2026-11-20',
      page: '2',
      limit: '10',
    });
    const rows = within(screen.getByRole('table', { name: 'รายการประวัติการทำงาน' })).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('20 พ.ย. 2569 10:05 น.');
    expect(rows[1]!.textContent).toContain('เปลี่ยนความสำคัญคำร้องเรียน');
    expect(rows[1]!.textContent).toContain('ปานกลาง → เร่งด่วน');
    expect(rows[2]!.textContent).toContain('ผู้ใช้ที่ลบบัญชีแล้ว (ผู้ขาย)');
    expect(rows[2]!.textContent).toContain('เปลี่ยนแล้ว (ข้อมูลส่วนบุคคล ไม่แสดง)');
    expect(screen.getByText('แสดง 2 จาก 12 รายการ')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'เลื่อนหน้าประวัติการทำงาน' })).toBeTruthy();
  });

  it('offers every known action by its Thai name and resets the page on a filter change', async () => {
    mockApi({ 'GET /admin/audit': page([entry('e1')], 30) });
    const onSearchChange = vi.fn();
    await renderWithApp(screenWith({ page: 3, entityType: 'clip' }, onSearchChange), 'แอดมิน (ผู้ดูแลระบบ)');

    const action = screen.getByLabelText('การกระทำ') as HTMLSelectElement;
    expect(
      [...action.options].some((o) => o.value === 'ComplaintRejected' && o.text === 'ปฏิเสธคำร้องเรียน'),
    ).toBe(true);
    fireEvent.change(action, { target: { value: 'ComplaintRejected' } });
    expect(onSearchChange).toHaveBeenLastCalledWith({
      entityType: 'clip',
      action: 'ComplaintRejected',
      page: undefined,
    });

    pickThaiDate('ตั้งแต่วันที่', '2026-11-01');
    expect(onSearchChange).toHaveBeenLastCalledWith({
      entityType: 'clip',
      dateFrom: '2026-11-01',
      page: undefined,
    });

    fireEvent.change(screen.getByLabelText('ผู้ทำรายการ'), { target: { value: 'somchai' } });
    await waitFor(
      () =>
        expect(onSearchChange).toHaveBeenLastCalledWith({
          entityType: 'clip',
          actor: 'somchai',
          page: undefined,
        }),
      { timeout: 2000 },
    );
  });

  it('exports the CSV with the filters and the token, and saves it as a file', async () => {
    const api = mockApi({
      'GET /admin/audit': page([entry('e1')]),
      'GET /admin/audit/export.csv': ok('csv'),
    });
    const createObjectURL = vi.fn(() => 'blob:audit');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    await renderWithApp(
      screenWith({ entityType: 'complaint', action: 'ComplaintResolved', page: 2 }),
      'แอดมิน (ผู้ดูแลระบบ)',
    );

    fireEvent.click(screen.getByRole('button', { name: 'ส่งออก CSV' }));
    await waitFor(() => expect(saved).toEqual(['dashclip-audit.csv blob:audit']));
    const call = api.calls.find((c) => c.path === '/admin/audit/export.csv')!;
    expect(Object.fromEntries(call.query)).toEqual({ entityType: 'complaint', action: 'ComplaintResolved' });
    expect(call.headers.get('Authorization')).toBe('Bearer admin-token');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:audit'));
  });

  it("shows the server's reason when the export fails", async () => {
    mockApi({
      'GET /admin/audit': page([entry('e1')]),
      'GET /admin/audit/export.csv': fail(400, 'VALIDATION', 'วันที่เริ่มต้องไม่หลังวันที่สิ้นสุด'),
    });
    await renderWithApp(screenWith(), 'แอดมิน (ผู้ดูแลระบบ)');
    fireEvent.click(screen.getByRole('button', { name: 'ส่งออก CSV' }));
    expect((await screen.findByRole('alert')).textContent).toBe('วันที่เริ่มต้องไม่หลังวันที่สิ้นสุด');
  });
});
