// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, todayInBangkok } from '../../../components/thaiCalendar.ts';
import { mockApi, ok, renderWithApp } from '../../../lib/testing/renderWithApp.tsx';
import type { RequestsSearch } from '../requestsSearch.ts';
import { RequestsBoard, type BoardMapProps } from './RequestsBoard.tsx';

const today = todayInBangkok();

const item = (id: string, over: Record<string, unknown> = {}) => ({
  requestId: id,
  title: `คำขอ ${id}`,
  description: 'ชนท้าย',
  place: {
    lat: 13.7,
    lng: 100.5,
    radiusM: 500,
    province: 'กรุงเทพมหานคร',
    district: 'เขตวัฒนา',
    subDistrict: '',
  },
  when: { incidentDate: addDays(today, -1), timeFrom: '07:30', timeTo: '08:30' },
  vehicleTypes: ['motorcycle'],
  maxPrice: 1500,
  requester: { alias: 'ผู้ขอ #4821' },
  openedAt: '2026-11-20T01:00:00.000Z',
  expiresAt: '2026-12-20T01:00:00.000Z',
  status: 'open',
  matchCount: 0,
  isOwner: false,
  ...over,
});

const board = (items: unknown[], total = items.length) =>
  ok({
    items,
    total,
    pagination: { page: 1, limit: 12, totalCount: total, totalPages: Math.ceil(total / 12) },
  });

function renderBoard(search: RequestsSearch, renderMap = vi.fn((_props: BoardMapProps): ReactNode => null)) {
  const navigate = vi.fn();
  const ui = () => <RequestsBoard search={search} navigate={navigate} renderMap={renderMap} />;
  return { navigate, renderMap, ui };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The first render pays for the form, the router and jsdom: room for a busy two-core box.
describe('the footage request board', { timeout: 20_000 }, () => {
  it('lists open requests with how long ago, place, time, vehicles, the offer and the alias', async () => {
    const api = mockApi({
      'GET /requests': board(
        [
          item('r1'),
          item('r2', { when: { incidentDate: addDays(today, -9), timeFrom: '18:00', timeTo: '19:00' } }),
        ],
        30,
      ),
      'GET /locations/provinces': ok([]),
    });
    const { ui } = renderBoard({ province: 'กรุงเทพมหานคร', date: addDays(today, -1), page: 2 });
    await renderWithApp(ui, 'คำขอ r1');
    const list = screen.getByRole('list', { name: 'คำขอที่เปิดรับคลิป' });
    const first = within(list).getByRole('link', { name: /คำขอ r1/ });
    expect(first.getAttribute('href')).toBe('/requests/r1');
    expect(within(first).getByText('เกิดเหตุเมื่อวาน').className).toContain('request-age--urgent');
    expect(within(first).getByText('เขตวัฒนา กรุงเทพมหานคร · รัศมี 500 ม.')).toBeTruthy();
    expect(within(first).getByText(/07:30–08:30 น\./)).toBeTruthy();
    expect(within(first).getByText('รถจักรยานยนต์')).toBeTruthy();
    expect(within(first).getByText('฿1,500')).toBeTruthy();
    expect(within(first).getByText('ผู้ขอ #4821')).toBeTruthy();
    const second = within(list).getByRole('link', { name: /คำขอ r2/ });
    expect(within(second).getByText('เกิดเหตุเมื่อ 9 วันก่อน').className).not.toContain('urgent');
    expect(screen.getByText('พบ 30 คำขอ')).toBeTruthy();
    expect(Object.fromEntries(api.calls.find((call) => call.path === '/requests')!.query)).toEqual({
      province: 'กรุงเทพมหานคร',
      date: addDays(today, -1),
      page: '2',
      limit: '12',
    });
    // Signed out: asking for footage opens the sign-in first.
    expect(screen.getByRole('button', { name: 'ขอคลิปเหตุการณ์' })).toBeTruthy();
  });

  it('changes a filter through the URL, back to page 1', async () => {
    mockApi({
      'GET /requests': board([item('r1')]),
      'GET /locations/provinces': ok([
        { id: 50, name_th: 'เชียงใหม่', name_en: 'Chiang Mai', lat: 18.8, lng: 98.98 },
      ]),
    });
    const { ui, navigate } = renderBoard({ page: 3 });
    await renderWithApp(ui, 'คำขอ r1');
    await screen.findByRole('option', { name: 'เชียงใหม่' });
    fireEvent.change(screen.getByLabelText('จังหวัด'), { target: { value: 'เชียงใหม่' } });
    const update = navigate.mock.calls[0]![0] as (previous: RequestsSearch) => RequestsSearch;
    expect(update({ page: 3 })).toEqual({ page: undefined, province: 'เชียงใหม่' });
  });

  it('asks the device where it is for "near me", sends the position only in the query, nearest first', async () => {
    const getCurrentPosition = vi.fn((success: PositionCallback) =>
      success({ coords: { latitude: 13.756331, longitude: 100.501765 } } as GeolocationPosition),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    const api = mockApi({
      'GET /requests': board([item('r1', { distanceKm: 1.2 })]),
      'GET /locations/provinces': ok([]),
    });
    const { ui } = renderBoard({ near: 10 });
    await renderWithApp(ui, 'คำขอ r1');
    expect(Object.fromEntries(api.calls.find((call) => call.path === '/requests')!.query)).toMatchObject({
      lat: '13.7563',
      lng: '100.5018',
      withinKm: '10',
    });
    expect(screen.getByText('ห่างจากคุณ 1.2 กม.')).toBeTruthy();
    expect(screen.getByText(/ไม่ได้บันทึกไว้/)).toBeTruthy();
  });

  it('says so when the device may not be located, and lists without a distance', async () => {
    const getCurrentPosition = vi.fn((_success: PositionCallback, failure: PositionErrorCallback) =>
      failure({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    const api = mockApi({ 'GET /requests': board([item('r1')]), 'GET /locations/provinces': ok([]) });
    const { ui } = renderBoard({ near: 5 });
    await renderWithApp(ui, 'คำขอ r1');
    expect(screen.getByRole('alert').textContent).toContain('ไม่ได้รับอนุญาตให้ใช้ตำแหน่ง');
    expect(api.calls.find((call) => call.path === '/requests')!.query.has('lat')).toBe(false);
  });

  it('hands the map the rounded pins of open requests with their words and a popup', async () => {
    mockApi({
      'GET /requests/map': ok({
        pins: [{ requestId: 'r1', title: 'คำขอ r1', lat: 13.7, lng: 100.5, radiusM: 500, maxPrice: 900 }],
        truncated: false,
      }),
      'GET /requests/r1': ok(item('r1')),
      'GET /locations/provinces': ok([]),
    });
    const renderMap = vi.fn((props: BoardMapProps): ReactNode => (
      <div>
        <p>หมุด {props.points.length}</p>
        {props.renderPopup(props.points[0]!, () => {})}
      </div>
    ));
    const { ui } = renderBoard({ view: 'map', province: 'กรุงเทพมหานคร' }, renderMap);
    await renderWithApp(ui, 'หมุด 1');
    const props = renderMap.mock.calls[0]![0];
    expect(props.points).toEqual([{ id: 'r1', lat: 13.7, lng: 100.5, price: 900 }]);
    expect(props.words.label).toBe('แผนที่คำขอคลิป');
    expect(screen.getByText(/ไม่กรองตามจังหวัดและวันที่/)).toBeTruthy();
    const popup = await screen.findByRole('link', { name: 'ดูคำขอ' });
    expect(popup.getAttribute('href')).toBe('/requests/r1');
    await waitFor(() => expect(screen.getByText('฿1,500')).toBeTruthy());
  });
});
