// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, todayInBangkok } from '../../../components/thaiCalendar.ts';
import { fail, mockApi, ok, renderWithApp } from '../../../lib/testing/renderWithApp.tsx';
import { RequestPage } from './RequestPage.tsx';

// Leaflet needs a real layout engine; the browser journey draws the real map.
vi.mock('./RequestPlaceMap.tsx', () => ({
  default: ({ lat, lng, radiusM }: { lat: number; lng: number; radiusM: number }) => (
    <p>
      แผนที่ {lat},{lng} รัศมี {radiusM}
    </p>
  ),
}));

const today = todayInBangkok();

const request = (over: Record<string, unknown> = {}) => ({
  requestId: 'r1',
  title: 'รถชนแล้วหนี แยกอโศก',
  description: 'กระบะสีขาวชนท้ายแล้วขับหนีไปทางสุขุมวิท',
  place: {
    lat: 13.7373,
    lng: 100.5603,
    radiusM: 800,
    province: 'กรุงเทพมหานคร',
    district: 'เขตวัฒนา',
    subDistrict: '',
  },
  when: { incidentDate: addDays(today, -2), timeFrom: '07:30', timeTo: '08:30' },
  vehicleTypes: ['car', 'truck'],
  maxPrice: 2000,
  requester: { alias: 'ผู้ขอ #4821' },
  openedAt: '2026-11-20T01:00:00.000Z',
  expiresAt: '2026-12-20T01:00:00.000Z',
  status: 'open',
  matchCount: 1,
  isOwner: false,
  ...over,
});

const match = {
  clipId: 'c1',
  title: 'กล้องหน้ารถ สุขุมวิท 21',
  thumbnail: null,
  thumbnailJpg: null,
  price: 1200,
  incidentDate: addDays(today, -2),
  incidentTime: '07:45',
  distanceM: 350,
  minutesApart: 0,
  linked: true,
};

const page = () => (
  <Suspense fallback={<p>กำลังโหลด</p>}>
    <RequestPage requestId="r1" />
  </Suspense>
);

function signIn(uid = 'u-driver', isAdmin = false) {
  localStorage.setItem('token', 't');
  localStorage.setItem('user', JSON.stringify({ uid, email: `${uid}@example.com`, isAdmin }));
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The first render pays for the form, the router and jsdom: room for a busy two-core box.
describe('a footage request page', { timeout: 20_000 }, () => {
  it('tells a driver how long ago it was, to lock the footage first, then links the upload to the request', async () => {
    const api = mockApi({ 'GET /requests/r1': ok(request()) });
    await renderWithApp(page, 'รถชนแล้วหนี แยกอโศก');
    expect(screen.getAllByText('เกิดเหตุเมื่อ 2 วันก่อน').length).toBeGreaterThan(0);
    expect(screen.getByRole('note').textContent).toContain('กล้องหน้ารถส่วนใหญ่บันทึกทับภายใน 1–3 วัน');
    const box = screen.getByRole('region', { name: 'ขับผ่านตรงนั้นไหม?' });
    expect(within(box).getByText(/กดปุ่มล็อกไฟล์/)).toBeTruthy();
    expect(within(box).getByText(/ถอดการ์ดไปสำรอง/)).toBeTruthy();
    // Signed out: the button asks to sign in rather than leaving for a guarded page.
    expect(within(box).getByRole('button', { name: 'ส่งคลิปให้คำขอนี้' })).toBeTruthy();
    expect(screen.getByText('฿2,000')).toBeTruthy();
    expect(screen.getByText('07:30–08:30 น.')).toBeTruthy();
    expect(screen.getByText('รถยนต์')).toBeTruthy();
    expect(screen.getByText('รถบรรทุก')).toBeTruthy();
    expect(screen.getByText(/ผู้ขอ #4821/)).toBeTruthy();
    expect(await screen.findByText('แผนที่ 13.7373,100.5603 รัศมี 800')).toBeTruthy();
    expect(screen.getByText(/แสดงโดยประมาณ/)).toBeTruthy();
    // Nobody but the owner and admins asks for the matches; signed out, no report button.
    expect(api.calls.some((call) => call.path.endsWith('/matches'))).toBe(false);
    expect(screen.queryByRole('button', { name: 'รายงานคำขอนี้' })).toBeNull();
  });

  it('links a signed-in driver to the upload form for this request, and lets them report it with a reason', async () => {
    signIn();
    const api = mockApi({
      'GET /requests/r1': ok(
        request({ when: { incidentDate: addDays(today, -10), timeFrom: '07:30', timeTo: '08:30' } }),
      ),
      'POST /requests/r1/report': ok({ requestId: 'r1' }),
    });
    await renderWithApp(page, 'รถชนแล้วหนี แยกอโศก');
    expect(screen.getByText('เกิดเหตุเมื่อ 10 วันก่อน')).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
    const send = screen.getByRole('link', { name: 'ส่งคลิปให้คำขอนี้' });
    expect(send.getAttribute('href')).toBe('/upload?request=r1');

    fireEvent.click(screen.getByRole('button', { name: 'รายงานคำขอนี้' }));
    const dialog = await screen.findByRole('dialog', { name: 'รายงานคำขอ' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ส่งรายงาน' }));
    expect(await within(dialog).findByText(/กรุณาระบุเหตุผล/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('เหตุผลที่รายงาน'), {
      target: { value: 'ระบุทะเบียนรถของคนอื่น' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ส่งรายงาน' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ reason: 'ระบุทะเบียนรถของคนอื่น' });
  });

  it('gives the owner the matching clips at once, the exact pin, and close after asking', async () => {
    signIn('u-owner');
    let closed = false;
    const api = mockApi({
      'GET /requests/r1': () => ok(request({ isOwner: true, status: closed ? 'closed' : 'open' })),
      'GET /requests/r1/matches': ok({ matches: [match] }),
      'POST /requests/r1/close': () => {
        closed = true;
        return ok({ requestId: 'r1', status: 'closed' });
      },
    });
    await renderWithApp(page, 'รถชนแล้วหนี แยกอโศก');
    const matches = await screen.findByRole('list', { name: 'รายการคลิปที่อาจตรงกับคำขอ' });
    expect(within(matches).getByText('กล้องหน้ารถ สุขุมวิท 21')).toBeTruthy();
    expect(within(matches).getByText('ห่างจากหมุด 350 ม.')).toBeTruthy();
    expect(within(matches).getByText('อยู่ในช่วงเวลาที่ระบุ')).toBeTruthy();
    expect(within(matches).getByText('ส่งมาให้คำขอนี้')).toBeTruthy();
    expect(within(matches).getByRole('link').getAttribute('href')).toBe('/video/c1');
    expect(screen.queryByRole('region', { name: 'ขับผ่านตรงนั้นไหม?' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'รายงานคำขอนี้' })).toBeNull();
    expect(screen.getByText(/ตำแหน่งที่ปักหมุดจริง/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'ปิดคำขอ' }));
    const dialog = await screen.findByRole('dialog', { name: 'ปิดคำขอ' });
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'ปิดคำขอ' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.some((call) => call.method === 'POST' && call.path === '/requests/r1/close')).toBe(true);
    expect(await screen.findByText('คุณปิดคำขอนี้แล้ว')).toBeTruthy();
  });

  it("shows the owner of a removed request the admin's reason, and renews an expired one", async () => {
    signIn('u-owner');
    mockApi({
      'GET /requests/r1': ok(
        request({ isOwner: true, status: 'removed', removalReason: 'ระบุชื่อบุคคลต่อสาธารณะ' }),
      ),
      'GET /requests/r1/matches': ok({ matches: [] }),
    });
    const { unmount } = await renderWithApp(page, 'รถชนแล้วหนี แยกอโศก');
    expect(screen.getByText('ผู้ดูแลลบคำขอนี้ออกจากหน้ารวม')).toBeTruthy();
    expect(screen.getByText(/ระบุชื่อบุคคลต่อสาธารณะ/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'แก้ไขคำขอ' })).toBeNull();
    expect(await screen.findByText(/ยังไม่มีคลิปที่ตรงกับคำขอนี้/)).toBeTruthy();
    unmount();

    const api = mockApi({
      'GET /requests/r1': ok(request({ isOwner: true, status: 'expired' })),
      'GET /requests/r1/matches': ok({ matches: [] }),
      'POST /requests/r1/renew': fail(409, 'REQUEST_LIMIT', 'คุณมีคำขอที่เปิดอยู่ครบ 3 รายการแล้ว'),
    });
    await renderWithApp(page, 'รถชนแล้วหนี แยกอโศก');
    fireEvent.click(screen.getByRole('button', { name: 'ต่ออายุอีก 30 วัน' }));
    expect(await screen.findByText('คุณมีคำขอที่เปิดอยู่ครบ 3 รายการแล้ว')).toBeTruthy();
    expect(api.calls.some((call) => call.path === '/requests/r1/renew')).toBe(true);
  });

  it('lets the owner edit an open request and sends the form', async () => {
    signIn('u-owner');
    const api = mockApi({
      'GET /requests/r1': ok(request({ isOwner: true })),
      'GET /requests/r1/matches': ok({ matches: [] }),
      'GET /locations/provinces': ok([
        { id: 10, name_th: 'กรุงเทพมหานคร', name_en: 'Bangkok', lat: 13.75, lng: 100.5 },
      ]),
      'GET /locations/districts': ok([{ id: 1039, name_th: 'เขตวัฒนา', province_id: 10 }]),
      'PUT /requests/r1': ok({ requestId: 'r1' }),
    });
    await renderWithApp(page, 'รถชนแล้วหนี แยกอโศก');
    fireEvent.click(screen.getByRole('button', { name: 'แก้ไขคำขอ' }));
    const form = await screen.findByRole('form', { name: 'แบบฟอร์มแก้ไขคำขอ' });
    fireEvent.change(within(form).getByLabelText('ราคาที่ยินดีจ่ายสูงสุด (บาท)'), { target: { value: '2500' } });
    fireEvent.click(within(form).getByRole('button', { name: 'บันทึกการแก้ไข' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      maxPrice: 2500,
      latitude: 13.7373,
      vehicleTypes: ['car', 'truck'],
    });
    expect(await screen.findByRole('heading', { name: 'รถชนแล้วหนี แยกอโศก' })).toBeTruthy();
  });
});
