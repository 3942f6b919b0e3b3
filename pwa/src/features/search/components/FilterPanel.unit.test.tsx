// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, renderWithApp } from '../../../lib/testing/renderWithApp.tsx';
import type { Facets } from '../api/searchVideos.ts';
import type { DashboardSearch, FilterPatch } from '../searchParams.ts';
import { FilterPanel } from './FilterPanel.tsx';

const facets: Facets = {
  province: [{ value: 'กรุงเทพมหานคร', count: 12 }],
  category: [{ value: 'car_car', count: 7 }],
  vehicleType: [{ value: 'motorcycle', count: 3 }],
};

function stubPlaces() {
  return mockApi({
    'GET /locations/provinces': ok([
      { id: 1, name_th: 'กรุงเทพมหานคร', name_en: 'Bangkok', lat: 13.75, lng: 100.5 },
      { id: 50, name_th: 'เชียงใหม่', name_en: 'Chiang Mai', lat: 18.79, lng: 98.98 },
    ]),
    'GET /locations/districts': (_body, url) =>
      ok(
        url.searchParams.get('provinceId') === '1'
          ? [
              { id: 1001, name_th: 'บางนา', province_id: 1 },
              { id: 1002, name_th: 'วัฒนา', province_id: 1 },
            ]
          : [],
      ),
    'GET /search/suggest': ok({
      suggestions: [
        { kind: 'place', text: 'บางนา', province: 'กรุงเทพมหานคร' },
        { kind: 'title', text: 'ชนท้ายบางนา-ตราด' },
      ],
    }),
  });
}

async function renderPanel(search: DashboardSearch = {}, shown: Facets = facets) {
  const onChange = vi.fn<(patch: FilterPatch) => void>();
  const onClear = vi.fn();
  const result = await renderWithApp(
    () => <FilterPanel search={search} facets={shown} onChange={onChange} onClear={onClear} />,
    'คำค้นหา',
  );
  return { onChange, onClear, ...result };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The keyword tests wait on real debounce timers: room for a loaded machine.
describe('FilterPanel', { timeout: 20_000 }, () => {
  it('shows facet counts next to province, category and vehicle type options', async () => {
    stubPlaces();
    await renderPanel();
    const province = screen.getByLabelText('จังหวัด');
    await within(province).findByRole('option', { name: 'กรุงเทพมหานคร (12)' });
    expect(within(province).getByRole('option', { name: 'เชียงใหม่' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'รถยนต์ชนรถยนต์ (7)' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'รถจักรยานยนต์ (3)' })).toBeTruthy();
  });

  it('marks estimated facet counts as approximate', async () => {
    stubPlaces();
    await renderPanel(
      {},
      {
        province: [{ value: 'กรุงเทพมหานคร', count: 12_000 }],
        category: [{ value: 'car_car', count: 7_100 }],
        vehicleType: [{ value: 'motorcycle', count: 30 }],
        approximate: true,
      },
    );
    const province = screen.getByLabelText('จังหวัด');
    await within(province).findByRole('option', { name: 'กรุงเทพมหานคร (ประมาณ 12K)' });
    expect(screen.getByRole('option', { name: 'รถยนต์ชนรถยนต์ (ประมาณ 7.1K)' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'รถจักรยานยนต์ (ประมาณ 30)' })).toBeTruthy();
  });

  it('writes each select as a filter change; a new province forgets the district', async () => {
    stubPlaces();
    const { onChange } = await renderPanel({ province: 'กรุงเทพมหานคร' });
    fireEvent.change(screen.getByLabelText('ประเภทเหตุการณ์'), { target: { value: 'car_truck' } });
    expect(onChange).toHaveBeenLastCalledWith({ category: 'car_truck' });
    fireEvent.change(screen.getByLabelText('ประเภทเหตุการณ์'), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith({ category: undefined });

    const district = screen.getByLabelText('อำเภอ/เขต');
    await within(district).findByRole('option', { name: 'วัฒนา' });
    fireEvent.change(district, { target: { value: 'วัฒนา' } });
    expect(onChange).toHaveBeenLastCalledWith({ district: 'วัฒนา' });

    fireEvent.change(screen.getByLabelText('จังหวัด'), { target: { value: 'เชียงใหม่' } });
    expect(onChange).toHaveBeenLastCalledWith({ province: 'เชียงใหม่', district: undefined });

    fireEvent.click(screen.getByRole('radio', { name: '90 วันล่าสุด' }));
    expect(onChange).toHaveBeenLastCalledWith({
      timeRange: 90,
      dateFrom: undefined,
      dateTo: undefined,
      eventDate: undefined,
    });
    fireEvent.change(screen.getByLabelText('ตั้งแต่เวลา'), { target: { value: '22:00' } });
    expect(onChange).toHaveBeenLastCalledWith({ eventStartTime: '22:00' });
  });

  it('offers 24 hourly event times and one incident-date choice, every date by default', async () => {
    stubPlaces();
    await renderPanel();
    const start = screen.getByLabelText('ถึงเวลา');
    expect(
      within(start)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toHaveLength(25);
    const dates = within(screen.getByRole('group', { name: 'วันที่เกิดเหตุ' })).getAllByRole('radio');
    expect(dates.map((radio) => radio.closest('label')!.textContent)).toEqual([
      'ทุกช่วงเวลา',
      'วันนี้',
      'เมื่อวาน',
      '7 วันล่าสุด',
      '30 วันล่าสุด',
      '90 วันล่าสุด',
      '1 ปีล่าสุด',
      'กำหนดเอง',
    ]);
    expect(screen.getByRole('radio', { name: 'ทุกช่วงเวลา' })).toHaveProperty('checked', true);
    // No date pickers until a custom range is asked for.
    expect(screen.queryByRole('button', { name: 'ตั้งแต่วันที่' })).toBeNull();
  });

  it('a custom range shows Buddhist-era date pickers; picking a day writes it as an ISO date', async () => {
    stubPlaces();
    const { onChange } = await renderPanel({ dateFrom: '2026-05-01' });
    expect(screen.getByRole('radio', { name: 'กำหนดเอง' })).toHaveProperty('checked', true);
    const from = screen.getByRole('button', { name: 'ตั้งแต่วันที่' });
    expect(from.textContent).toContain('1 พฤษภาคม 2569');
    fireEvent.click(from);
    const dialog = screen.getByRole('dialog', { name: 'เลือกวันที่: ตั้งแต่วันที่' });
    expect(within(dialog).getByRole('combobox', { name: 'ปี พ.ศ.' })).toHaveProperty('value', '2569');
    fireEvent.click(within(dialog).getByRole('button', { name: '15 พฤษภาคม 2569' }));
    expect(onChange).toHaveBeenLastCalledWith({
      dateFrom: '2026-05-15',
      dateTo: undefined,
      eventDate: undefined,
      timeRange: undefined,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('commits the keyword 500 ms after typing stops, not before', async () => {
    stubPlaces();
    const { onChange } = await renderPanel();
    fireEvent.change(screen.getByRole('combobox', { name: 'คำค้นหา' }), { target: { value: 'ชนท้าย' } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ keyword: 'ชนท้าย' }), { timeout: 5000 });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('typeahead: arrow keys and Enter choose a place, which sets province and district instead of the keyword', async () => {
    const api = stubPlaces();
    const { onChange } = await renderPanel();
    const box = screen.getByRole('combobox', { name: 'คำค้นหา' });
    fireEvent.change(box, { target: { value: 'บางน' } });
    await screen.findByRole('option', { name: /ชนท้ายบางนา-ตราด/ }, { timeout: 8000 });
    expect(api.calls.find((call) => call.path === '/search/suggest')?.query.get('q')).toBe('บางน');
    expect(box.getAttribute('aria-expanded')).toBe('true');

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const first = screen.getAllByRole('option', { selected: true });
    expect(first[0]?.textContent).toContain('บางนา');
    expect(box.getAttribute('aria-activedescendant')).toBe(first[0]?.id);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith({
      keyword: undefined,
      province: 'กรุงเทพมหานคร',
      district: 'บางนา',
    });
    expect((box as HTMLInputElement).value).toBe('');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('typeahead: a title suggestion becomes the keyword; Escape closes the list', async () => {
    stubPlaces();
    const { onChange } = await renderPanel();
    const box = screen.getByRole('combobox', { name: 'คำค้นหา' });
    fireEvent.change(box, { target: { value: 'ชนท' } });
    await screen.findByRole('option', { name: /ชนท้ายบางนา-ตราด/ }, { timeout: 8000 });
    // The typed text commits once typing rests; wait for it, so that commit cannot land after the
    // choice below on a slow machine.
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ keyword: 'ชนท' }), { timeout: 8000 });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'));
    fireEvent.mouseDown(screen.getByRole('option', { name: /ชนท้ายบางนา-ตราด/ }));
    expect(onChange).toHaveBeenLastCalledWith({ keyword: 'ชนท้ายบางนา-ตราด' });
  });

  it('clear filters asks the page to clear', async () => {
    stubPlaces();
    const { onClear } = await renderPanel({ keyword: 'ชน' });
    fireEvent.click(screen.getByRole('button', { name: 'ล้างตัวกรอง' }));
    expect(onClear).toHaveBeenCalled();
  });
});
