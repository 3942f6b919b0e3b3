// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestFieldTexts } from '../../../../../events/request/requestFieldTexts.ts';
import { fail, mockApi, ok, renderWithApp } from '../../../lib/testing/renderWithApp.tsx';
import { AlertAreasSection } from './AlertAreasSection.tsx';

vi.mock('../../../components/PinMap.tsx', () => ({
  PinMap: ({ onPin, radiusM }: { onPin: (lat: number, lng: number) => void; radiusM?: number }) => (
    <div>
      <button type="button" onClick={() => onPin(18.7883, 98.9853)}>
        ปักหมุดทดสอบ
      </button>
      <span data-testid="circle">{radiusM}</span>
    </div>
  ),
}));

const settings = (over: Record<string, unknown> = {}) =>
  ok({
    areas: [{ areaId: 'a1', label: 'บ้าน–ที่ทำงาน', lat: 13.75, lng: 100.5, radiusM: 2000 }],
    channels: { email: true, push: false },
    suggested: false,
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

// The first render pays for the form, the router and jsdom: room for a busy two-core box.
describe("a seller's alert areas", { timeout: 20_000 }, () => {
  it('lists the areas as only their owner sees them, with e-mail on, and says when this browser has no Web Push', async () => {
    mockApi({ 'GET /users/alert-areas': settings() });
    await renderWithApp(() => <AlertAreasSection />, 'บ้าน–ที่ทำงาน');
    expect(screen.getByText('รัศมี 2 กม.')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('ไม่แสดงให้ใครเห็น');
    expect((screen.getByRole('checkbox', { name: 'อีเมล' }) as HTMLInputElement).checked).toBe(true);
    // jsdom has no service worker and no PushManager: the box stays off and the page says why.
    const push = screen.getByRole('checkbox', { name: /Web Push/ }) as HTMLInputElement;
    expect(push.disabled).toBe(true);
    expect(push.checked).toBe(false);
    expect(screen.getByText(/เบราว์เซอร์นี้รับการแจ้งเตือนไม่ได้/)).toBeTruthy();
  });

  it('adds an area with a pin, a label and a radius, and saves the whole list', async () => {
    let saved: unknown = null;
    const api = mockApi({
      // After the save the server answers the new list.
      'GET /users/alert-areas': () =>
        saved
          ? settings({
              areas: (
                saved as { areas: { label: string; latitude: number; longitude: number; radiusM: number }[] }
              ).areas.map((area, i) => ({
                areaId: `a${i}`,
                label: area.label,
                lat: area.latitude,
                lng: area.longitude,
                radiusM: area.radiusM,
              })),
            })
          : settings(),
      'PUT /users/alert-areas': (body) => {
        saved = body;
        return ok({});
      },
    });
    await renderWithApp(() => <AlertAreasSection />, 'บ้าน–ที่ทำงาน');
    fireEvent.click(screen.getByRole('button', { name: 'เพิ่มพื้นที่' }));
    const editor = await screen.findByRole('form', { name: 'แก้ไขพื้นที่ พื้นที่ 2' });
    fireEvent.click(within(editor).getByRole('button', { name: 'บันทึกพื้นที่' }));
    expect(await within(editor).findAllByText('กรุณาปักหมุดพื้นที่บนแผนที่')).toHaveLength(1);
    fireEvent.click(within(editor).getByRole('button', { name: 'ปักหมุดทดสอบ' }));
    fireEvent.change(within(editor).getByLabelText('ชื่อพื้นที่'), { target: { value: 'ถนนนิมมาน' } });
    fireEvent.change(within(editor).getByRole('slider'), { target: { value: '3000' } });
    expect(within(editor).getByTestId('circle').textContent).toBe('3000');
    fireEvent.click(within(editor).getByRole('button', { name: 'บันทึกพื้นที่' }));
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(screen.getByText('ถนนนิมมาน')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PUT')!.body).toEqual({
      areas: [
        { label: 'บ้าน–ที่ทำงาน', latitude: 13.75, longitude: 100.5, radiusM: 2000 },
        { label: 'ถนนนิมมาน', latitude: 18.7883, longitude: 98.9853, radiusM: 3000 },
      ],
    });
  });

  it("keeps the editor open with the server's refusal", async () => {
    mockApi({
      'GET /users/alert-areas': settings({ areas: [] }),
      'PUT /users/alert-areas': fail(400, 'VALIDATION', requestFieldTexts.pinOutsideThailand),
    });
    await renderWithApp(() => <AlertAreasSection />, 'ยังไม่ได้ตั้งพื้นที่แจ้งเตือน');
    fireEvent.click(screen.getByRole('button', { name: 'เพิ่มพื้นที่' }));
    const editor = await screen.findByRole('form');
    fireEvent.click(within(editor).getByRole('button', { name: 'ปักหมุดทดสอบ' }));
    fireEvent.click(within(editor).getByRole('button', { name: 'บันทึกพื้นที่' }));
    expect(await within(editor).findByText(requestFieldTexts.pinOutsideThailand)).toBeTruthy();
    expect(screen.getByText('ยังไม่ได้ตั้งพื้นที่แจ้งเตือน')).toBeTruthy();
  });

  it('refuses a label left empty, removes an area, and offers no more than five', async () => {
    const five = Array.from({ length: 5 }, (_, i) => ({
      areaId: `a${i}`,
      label: `พื้นที่ทดสอบ ${i + 1}`,
      lat: 13.7,
      lng: 100.5,
      radiusM: 500,
    }));
    const api = mockApi({
      'GET /users/alert-areas': settings({ areas: five }),
      'PUT /users/alert-areas': ok({}),
    });
    await renderWithApp(() => <AlertAreasSection />, 'พื้นที่ทดสอบ 5');
    expect(screen.queryByRole('button', { name: 'เพิ่มพื้นที่' })).toBeNull();
    expect(screen.getByText('ตั้งได้ไม่เกิน 5 พื้นที่')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'แก้ไขพื้นที่ พื้นที่ทดสอบ 1' }));
    const editor = await screen.findByRole('form');
    fireEvent.change(within(editor).getByLabelText('ชื่อพื้นที่'), { target: { value: '  ' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'บันทึกพื้นที่' }));
    expect(await within(editor).findByText(requestFieldTexts.alertAreaLabel)).toBeTruthy();
    fireEvent.click(within(editor).getByRole('button', { name: 'ยกเลิก' }));

    fireEvent.click(screen.getByRole('button', { name: 'ลบพื้นที่ พื้นที่ทดสอบ 2' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    const sent = api.calls.find((call) => call.method === 'PUT')!.body as { areas: { label: string }[] };
    expect(sent.areas.map((area) => area.label)).toEqual([
      'พื้นที่ทดสอบ 1',
      'พื้นที่ทดสอบ 3',
      'พื้นที่ทดสอบ 4',
      'พื้นที่ทดสอบ 5',
    ]);
  });

  it('turns e-mail alerts off at once, keeping push as it was', async () => {
    const api = mockApi({
      'GET /users/alert-areas': settings({ areas: [] }),
      'PUT /users/alert-channels': ok({}),
    });
    await renderWithApp(() => <AlertAreasSection />, 'ยังไม่ได้ตั้งพื้นที่แจ้งเตือน');
    fireEvent.click(screen.getByRole('checkbox', { name: 'อีเมล' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(api.calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/users/alert-channels',
      body: { email: false, push: false },
    });
  });
});
