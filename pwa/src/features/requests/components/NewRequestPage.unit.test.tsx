// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestFieldTexts } from '../../../../../events/request/requestFieldTexts.ts';
import { addDays, todayInBangkok } from '../../../components/thaiCalendar.ts';
import { pickThaiDate } from '../../../lib/testing/pickThaiDate.ts';
import { fail, mockApi, ok, renderWithApp } from '../../../lib/testing/renderWithApp.tsx';
import { NewRequestPage } from './NewRequestPage.tsx';

// Leaflet needs a real layout engine; the picker is the upload form's, tested there and in the browser.
vi.mock('../../../components/PinMap.tsx', () => ({
  PinMap: ({
    onPin,
    radiusM,
    notice,
  }: {
    onPin: (lat: number, lng: number) => void;
    radiusM?: number;
    notice?: string | null;
  }) => (
    <div>
      {notice && <p>{notice}</p>}
      <button type="button" onClick={() => onPin(13.7373, 100.5603)}>
        ปักหมุดทดสอบ
      </button>
      <span data-testid="circle">{radiusM}</span>
    </div>
  ),
}));

const provinces = [{ id: 10, name_th: 'กรุงเทพมหานคร', name_en: 'Bangkok', lat: 13.75, lng: 100.5 }];
const districts = [{ id: 1039, name_th: 'เขตวัฒนา', province_id: 10 }];
const place = {
  province: { id: 10, name_th: 'กรุงเทพมหานคร' },
  district: { id: 1039, name_th: 'เขตวัฒนา' },
  subDistrict: { id: 103901, name_th: 'คลองตันเหนือ' },
  address: 'ถนนสุขุมวิท',
  displayName: 'คลองตันเหนือ เขตวัฒนา กรุงเทพมหานคร',
};

const yesterday = addDays(todayInBangkok(), -1);

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 't');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const form = () => screen.getByRole('form', { name: 'แบบฟอร์มขอคลิปเหตุการณ์' });

function fillIn() {
  fireEvent.change(screen.getByLabelText('หัวข้อ'), { target: { value: 'รถชนแล้วหนี แยกอโศก' } });
  fireEvent.change(screen.getByLabelText('เกิดอะไรขึ้น'), { target: { value: 'กระบะสีขาวชนท้ายแล้วหนี' } });
  fireEvent.click(screen.getByRole('button', { name: 'ปักหมุดทดสอบ' }));
  fireEvent.change(screen.getByRole('slider', { name: /รัศมี/ }), { target: { value: '1500' } });
  pickThaiDate('วันที่เกิดเหตุ', yesterday);
  fireEvent.change(screen.getByLabelText('ตั้งแต่เวลา'), { target: { value: '07:30' } });
  fireEvent.change(screen.getByLabelText('ถึงเวลา'), { target: { value: '08:30' } });
  fireEvent.click(screen.getByRole('checkbox', { name: 'รถยนต์' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'รถจักรยานยนต์' }));
  fireEvent.change(screen.getByLabelText('ราคาที่ยินดีจ่ายสูงสุด (บาท)'), { target: { value: '2000' } });
}

// The first render pays for the form, the router and jsdom: room for a busy two-core box.
describe('the new footage request page', { timeout: 20_000 }, () => {
  it('names the pin in Thai, draws the circle, sends the request and goes to its page', async () => {
    const api = mockApi({
      'GET /locations/provinces': ok(provinces),
      'GET /locations/districts': ok(districts),
      'GET /geocode/reverse': ok(place),
      'POST /requests': {
        status: 201,
        body: { success: true, data: { requestId: 'r-new' }, position: '1.5' },
      },
    });
    const onOpened = vi.fn();
    await renderWithApp(() => <NewRequestPage onOpened={onOpened} />, 'ขอคลิปเหตุการณ์');
    fillIn();
    // The geocoder's names fill the pickers once their lists are there.
    await waitFor(() =>
      expect((screen.getByLabelText('อำเภอ/เขต') as HTMLSelectElement).value).toBe('เขตวัฒนา'),
    );
    expect((screen.getByLabelText('จังหวัด') as HTMLSelectElement).value).toBe('กรุงเทพมหานคร');
    expect((screen.getByLabelText('จุดสังเกต (ไม่บังคับ)') as HTMLInputElement).value).toBe('ถนนสุขุมวิท');
    expect(screen.getByTestId('circle').textContent).toBe('1500');
    expect(screen.getByText('1.5 กม.')).toBeTruthy();

    fireEvent.click(within(form()).getByRole('button', { name: 'เปิดคำขอ' }));
    await waitFor(() => expect(onOpened).toHaveBeenCalledWith('r-new'));
    const sent = api.calls.find((call) => call.method === 'POST');
    expect(sent?.body).toEqual({
      title: 'รถชนแล้วหนี แยกอโศก',
      description: 'กระบะสีขาวชนท้ายแล้วหนี',
      latitude: 13.7373,
      longitude: 100.5603,
      radiusM: 1500,
      province: 'กรุงเทพมหานคร',
      district: 'เขตวัฒนา',
      subDistrict: 'คลองตันเหนือ',
      address: 'ถนนสุขุมวิท',
      incidentDate: yesterday,
      timeFrom: '07:30',
      timeTo: '08:30',
      vehicleTypes: ['car', 'motorcycle'],
      maxPrice: 2000,
    });
  });

  it('says in Thai what is missing and sends nothing', async () => {
    const api = mockApi({ 'GET /locations/provinces': ok(provinces) });
    await renderWithApp(() => <NewRequestPage onOpened={vi.fn()} />, 'ขอคลิปเหตุการณ์');
    fireEvent.click(within(form()).getByRole('button', { name: 'เปิดคำขอ' }));
    expect(await screen.findByText(requestFieldTexts.titleRequired)).toBeTruthy();
    expect(screen.getByText(requestFieldTexts.pinRequired)).toBeTruthy();
    expect(screen.getByText(requestFieldTexts.provinceRequired)).toBeTruthy();
    expect(screen.getByText(requestFieldTexts.vehicleTypesRequired)).toBeTruthy();
    expect(screen.getByText(requestFieldTexts.price)).toBeTruthy();
    // The first field to fix has the focus.
    expect(document.activeElement).toBe(screen.getByLabelText('หัวข้อ'));
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('keeps the pin without a geocoder, lets the member pick the province, and shows a refusal in Thai', async () => {
    mockApi({
      'GET /locations/provinces': ok(provinces),
      'GET /locations/districts': ok(districts),
      'GET /geocode/reverse': fail(404, 'GEOCODER_NOT_CONFIGURED', 'ระบบค้นหาชื่อสถานที่ยังไม่พร้อม'),
      'POST /requests': fail(409, 'REQUEST_LIMIT', requestFieldTexts.openMax),
    });
    await renderWithApp(() => <NewRequestPage onOpened={vi.fn()} />, 'ขอคลิปเหตุการณ์');
    fillIn();
    expect(await screen.findByText('ระบบค้นหาชื่อสถานที่ยังไม่พร้อม')).toBeTruthy();
    await screen.findByRole('option', { name: 'กรุงเทพมหานคร' });
    fireEvent.change(screen.getByLabelText('จังหวัด'), { target: { value: 'กรุงเทพมหานคร' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'เปิดคำขอ' }));
    expect(await screen.findByText(requestFieldTexts.openMax)).toBeTruthy();
  });
});
