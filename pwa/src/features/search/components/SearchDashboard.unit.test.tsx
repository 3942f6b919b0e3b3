// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fail, mockApi, ok, renderWithApp, type Answer } from '../../../lib/testing/renderWithApp.tsx';
import type { DashboardSearch } from '../searchParams.ts';
import { SearchDashboard, type SearchUpdate } from './SearchDashboard.tsx';

const clipSchema = z.object({ _id: z.string(), title: z.string(), status: z.string() });
const page = (videos: unknown[], totalCount = videos.length) => ({
  videos,
  pagination: { page: 1, limit: 20, totalCount, totalPages: Math.max(1, Math.ceil(totalCount / 20)) },
  facets: { province: [], category: [], vehicleType: [] },
});

function stub(list: Answer | ((body: unknown, url: URL) => Answer)) {
  return mockApi({
    'GET /videos': (body, url) =>
      url.searchParams.get('test') === 'true'
        ? ok({ ok: true })
        : typeof list === 'function'
          ? list(body, url)
          : list,
    'GET /locations/provinces': ok([]),
  });
}

async function renderDashboard(search: DashboardSearch, marker: string) {
  const navigate = vi.fn<(update: SearchUpdate, options?: { replace?: boolean }) => void>();
  await renderWithApp(
    () => (
      <SearchDashboard
        search={search}
        navigate={navigate}
        clipSchema={clipSchema}
        renderCard={(clip) => <article>{clip.title}</article>}
        loadPopupClip={() => Promise.reject(new Error('no map here'))}
      />
    ),
    marker,
  );
  return navigate;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SearchDashboard', () => {
  it('asks with the URL filters and lists approved clips only, with the total', async () => {
    const api = stub(
      ok(
        page(
          [
            { _id: 'a', title: 'ชนท้ายแยกอโศก', status: 'approved' },
            { _id: 'b', title: 'รอตรวจ', status: 'pending' },
            { _id: 'c', status: 'approved' },
          ],
          41,
        ),
      ),
    );
    await renderDashboard({ keyword: 'ชน', province: 'กรุงเทพมหานคร' }, 'ชนท้ายแยกอโศก');
    expect(screen.getByText('พบ 41 คลิป')).toBeTruthy();
    expect(screen.queryByText('รอตรวจ')).toBeNull();
    const list = api.calls.find((call) => call.path === '/videos' && !call.query.has('test'));
    expect(Object.fromEntries(list!.query)).toEqual({
      search: 'ชน',
      province: 'กรุงเทพมหานคร',
      page: '1',
      limit: '20',
      facets: 'true',
    });
    expect(api.calls.some((call) => call.query.get('test') === 'true')).toBe(true);
    expect(screen.getByRole('option', { name: 'ตรงกับคำค้นที่สุด' })).toBeTruthy();
  });

  it('says which spelling it searched when the keyword as typed found nothing', async () => {
    stub(
      ok({
        ...page([{ _id: 'a', title: 'รถบรรทุกเบรกแตก', status: 'approved' }]),
        correctedSearch: 'รถบรรทุก',
      }),
    );
    await renderDashboard({ keyword: 'รถบันทุก' }, 'รถบรรทุกเบรกแตก');
    expect(screen.getByText('ไม่พบคลิปที่ตรงกับ “รถบันทุก” จึงแสดงผลสำหรับ “รถบรรทุก” แทน')).toBeTruthy();
  });

  it('says when no clip has the words and similar spellings are shown instead', async () => {
    stub(
      ok({ ...page([{ _id: 'a', title: 'ทางม้าลายหน้าโรงเรียน', status: 'approved' }]), similarSpelling: true }),
    );
    await renderDashboard({ keyword: 'ม้าลาย' }, 'ทางม้าลายหน้าโรงเรียน');
    expect(screen.getByText('ไม่พบคลิปที่มีคำว่า “ม้าลาย” จึงแสดงคลิปที่สะกดใกล้เคียงแทน')).toBeTruthy();
  });

  it('an empty result offers to clear the filters', async () => {
    stub(ok(page([])));
    const navigate = await renderDashboard(
      { category: 'pedestrian', view: undefined },
      'ไม่พบคลิปที่ตรงกับตัวกรอง',
    );
    expect(screen.queryByRole('option', { name: 'ตรงกับคำค้นที่สุด' })).toBeNull();
    const clearButtons = screen.getAllByRole('button', { name: 'ล้างตัวกรอง' });
    fireEvent.click(clearButtons[clearButtons.length - 1]!);
    const update = navigate.mock.calls.at(-1)![0];
    expect(update({ category: 'pedestrian', page: 3 })).toEqual({});
  });

  it("shows the server's Thai message and retries", async () => {
    let calls = 0;
    stub(() => {
      calls += 1;
      return calls === 1
        ? fail(400, 'VALIDATION', 'ราคาสูงสุดต้องไม่น้อยกว่าราคาต่ำสุด')
        : ok(page([{ _id: 'a', title: 'กลับมาแล้ว', status: 'approved' }]));
    });
    await renderDashboard({}, 'ราคาสูงสุดต้องไม่น้อยกว่าราคาต่ำสุด');
    fireEvent.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    await screen.findByText('กลับมาแล้ว');
  });

  it('a filter change goes back to page 1; the pager keeps the filters', async () => {
    stub(ok({ ...page([{ _id: 'a', title: 'หน้าแรก', status: 'approved' }], 45) }));
    const navigate = await renderDashboard({ keyword: 'ชน', page: 1 }, 'หน้าแรก');
    fireEvent.change(screen.getByLabelText('ประเภทยานพาหนะ'), { target: { value: 'bus' } });
    expect(navigate.mock.calls.at(-1)![0]({ keyword: 'ชน', page: 2 })).toEqual({
      keyword: 'ชน',
      vehicleType: 'bus',
    });
    fireEvent.click(screen.getByRole('button', { name: 'หน้าถัดไป' }));
    expect(navigate.mock.calls.at(-1)![0]({ keyword: 'ชน' })).toEqual({ keyword: 'ชน', page: 2 });
  });

  it('after payment: the success notice links to the purchases tab and leaves the URL when dismissed', async () => {
    stub(ok(page([])));
    const navigate = await renderDashboard({ purchased: true }, 'ชำระเงินสำเร็จ');
    expect(screen.getByRole('link', { name: 'ไปที่คลิปที่ซื้อ' }).getAttribute('href')).toBe(
      '/profile?tab=purchases',
    );
    fireEvent.click(screen.getByRole('button', { name: 'ปิดข้อความ' }));
    const [update, options] = navigate.mock.calls.at(-1)!;
    expect(update({ purchased: true, keyword: 'ชน' })).toEqual({ keyword: 'ชน', purchased: undefined });
    expect(options).toEqual({ replace: true });
  });

  it('a quiet banner says so when the API cannot be reached', async () => {
    mockApi({
      'GET /videos': (_body, url) =>
        url.searchParams.get('test') === 'true' ? { status: 503, body: 'down' } : ok(page([])),
      'GET /locations/provinces': ok([]),
    });
    await renderDashboard({}, 'ไม่พบคลิปที่ตรงกับตัวกรอง');
    // One retry first: a single lost request on a mobile network is not "unreachable".
    await screen.findByText('ติดต่อเซิร์ฟเวอร์ไม่ได้ในขณะนี้ ข้อมูลที่แสดงอาจไม่เป็นปัจจุบัน', {}, { timeout: 4000 });
  });
});
