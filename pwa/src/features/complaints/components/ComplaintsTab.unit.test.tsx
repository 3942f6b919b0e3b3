// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, renderWithApp } from '../../../lib/testing/renderWithApp.tsx';
import { complaintWords } from '../../../lib/texts.ts';
import { complaints as t } from '../complaintsTexts.ts';
import { ComplaintsTab } from './ComplaintsTab.tsx';

const item = (over: Record<string, unknown>) => ({
  _id: 'c-1',
  id: 'CP-0000000A',
  type: 'payment',
  status: 'open',
  subject: 'จ่ายเงินแล้วแต่ดาวน์โหลดไม่ได้',
  description: 'ชำระผ่านพร้อมเพย์แล้ว',
  clipId: null,
  purchaseId: 'p-1',
  adminResponse: null,
  createdAt: '2026-11-21T03:00:00.000Z',
  ...over,
});

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 't');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ComplaintsTab', () => {
  it("lists the reporter's complaints with status, the clip's title and the admin's response, never a priority; unknown values as the spec says", async () => {
    mockApi({
      'GET /complaints/mine': ok({
        complaints: [
          item({
            _id: 'c-2',
            subject: 'คืนเงินแล้ว',
            type: 'refund',
            status: 'resolved',
            adminResponse: 'คืนเงินให้แล้วค่ะ',
            clipTitle: 'ชนท้ายแยกอโศก',
          }),
          item({ status: 'weird', priority: 'high', type: 'weird' }),
          { broken: true },
        ],
        total: 3,
      }),
    });
    await renderWithApp(() => <ComplaintsTab />, 'คืนเงินแล้ว');
    const list = screen.getByRole('list', { name: t.listLabel });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain(complaintWords.statuses.resolved);
    expect(items[0]!.textContent).toContain('คืนเงินให้แล้วค่ะ');
    expect(items[0]!.textContent).toContain('ไม่ตรงตามคำอธิบาย / ขอคืนเงิน');
    expect(items[0]!.textContent).toContain(`${t.aboutPurchase}: ชนท้ายแยกอโศก`);
    expect(items[1]!.textContent).toContain(complaintWords.statuses.open);
    // The internal priority is the team's triage: never shown, even if an answer carried one.
    for (const label of Object.values(complaintWords.priorities))
      expect(list.textContent).not.toContain(label);
    expect(items[1]!.textContent).toContain(complaintWords.types.other);
    expect(items[1]!.textContent).toContain(t.noResponse);
    expect(screen.queryByRole('form', { name: t.formLabel })).toBeNull();
  });

  it('opened from a clip, files a complaint about it and says it was sent', async () => {
    const api = mockApi({
      'GET /complaints/mine': ok({ complaints: [], total: 0 }),
      'POST /complaints': ok({ complaintId: 'c-9', status: 'open' }),
      'GET /videos/clip-7': ok({ _id: 'clip-7', title: 'รถตู้ปาดหน้า' }),
    });
    await renderWithApp(() => <ComplaintsTab clipId="clip-7" />, t.empty);
    const form = screen.getByRole('form', { name: t.formLabel });
    // The clip by its title, not its id.
    expect(await within(form).findByText('รถตู้ปาดหน้า')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: t.submit }));
    expect(await within(form).findByText(t.validation.subject)).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(within(form).getByLabelText(t.subject), { target: { value: 'คลิปมีป้ายทะเบียนของฉัน' } });
    fireEvent.change(within(form).getByLabelText(t.description), { target: { value: 'กรุณาเบลอป้ายทะเบียน' } });
    fireEvent.click(within(form).getByRole('button', { name: t.submit }));
    expect((await screen.findByRole('status')).textContent).toContain(t.sent);
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      type: 'content',
      subject: 'คลิปมีป้ายทะเบียนของฉัน',
      description: 'กรุณาเบลอป้ายทะเบียน',
      clipId: 'clip-7',
    });
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path === '/complaints/mine').length).toBeGreaterThan(1),
    );
  });

  it("shows the server's Thai message when filing fails, and offers a retry when the list does not load", async () => {
    mockApi({
      'GET /complaints/mine': fail(500, 'INTERNAL', 'ระบบขัดข้อง'),
      'POST /complaints': fail(404, 'CLIP_NOT_FOUND', 'ไม่พบคลิป'),
    });
    await renderWithApp(() => <ComplaintsTab clipId="gone" />, t.loadFailed);
    expect(screen.getByRole('button', { name: 'ลองใหม่' })).toBeTruthy();
    const form = screen.getByRole('form', { name: t.formLabel });
    fireEvent.change(within(form).getByLabelText(t.type), { target: { value: 'other' } });
    fireEvent.change(within(form).getByLabelText(t.subject), { target: { value: 'หัวข้อ' } });
    fireEvent.change(within(form).getByLabelText(t.description), { target: { value: 'รายละเอียด' } });
    fireEvent.click(within(form).getByRole('button', { name: t.submit }));
    expect((await within(form).findByRole('alert')).textContent).toContain('ไม่พบคลิป');
  });

  it('the new-complaint button opens the form without a reference', async () => {
    mockApi({ 'GET /complaints/mine': ok({ complaints: [], total: 0 }) });
    await renderWithApp(() => <ComplaintsTab />, t.empty);
    fireEvent.click(screen.getByRole('button', { name: t.newComplaint }));
    const form = screen.getByRole('form', { name: t.formLabel });
    expect(within(form).queryByText(t.aboutClip, { exact: false })).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: t.cancel }));
    expect(screen.queryByRole('form', { name: t.formLabel })).toBeNull();
  });

  it('opened from a purchase, names the clip bought and offers the refund type', async () => {
    mockApi({
      'GET /complaints/mine': ok({ complaints: [], total: 0 }),
      'GET /purchases/p-4': ok({ purchaseId: 'p-4', video: { _id: 'clip-4', title: 'มอไซค์ฝ่าไฟแดง' } }),
    });
    await renderWithApp(() => <ComplaintsTab purchaseId="p-4" />, t.empty);
    const form = screen.getByRole('form', { name: t.formLabel });
    expect((await within(form).findByText('มอไซค์ฝ่าไฟแดง')).parentElement?.textContent).toContain(
      t.aboutPurchase,
    );
    expect(within(form).queryByText('p-4')).toBeNull();
    expect(within(form).getByRole('option', { name: 'ไม่ตรงตามคำอธิบาย / ขอคืนเงิน' })).toBeTruthy();
  });
});
