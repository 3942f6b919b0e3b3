// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VIDEO_MAX_BYTES } from '../../../lib/constants.ts';
import { fail, mockApi, ok, renderWithApp } from '../../../lib/testing/renderWithApp.tsx';
import { VerifyPage } from './VerifyPage.tsx';

/** SHA-256 of the three bytes "abc" (FIPS 180-2 test vector). */
const ABC_SHA256 = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';
const KNOWN = 'ab'.repeat(32);

const matched = {
  match: true,
  clips: [
    {
      uploadedAt: '2026-11-19T05:00:00.000Z',
      incidentDate: '2026-11-18',
      incidentTime: '07:40',
      province: 'กรุงเทพมหานคร',
      district: 'บางขุนเทียน',
      title: 'ชนท้ายแยกอโศก',
      status: 'sold',
      salesCount: 2,
    },
  ],
};

/** The page with its URL state (`?sha256=`) kept in memory, as the route keeps it in the URL. */
function Harness({ initial }: { initial?: string }) {
  const [sha256, setSha256] = useState(initial);
  return <VerifyPage sha256={sha256} onCheck={setSha256} />;
}

const hashField = () => screen.getByLabelText('ค่า SHA-256 (เลขฐานสิบหก 64 ตัวอักษร)') as HTMLInputElement;

beforeEach(() => localStorage.clear());

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('VerifyPage', () => {
  it('checks the hash from the link and shows the match in Thai, without any personal data', async () => {
    const api = mockApi({
      'GET /verify': (_body, url) => ok(url.searchParams.get('sha256') === KNOWN ? matched : {}),
    });
    await renderWithApp(() => <Harness initial={KNOWN} />, 'ตรงกับไฟล์ต้นฉบับของคลิปบนแดชคลิป');

    expect(hashField().value).toBe(KNOWN);
    expect(screen.getByRole('heading', { name: 'ชนท้ายแยกอโศก' })).toBeTruthy();
    expect(screen.getByText('อัปโหลดเมื่อ 19 พฤศจิกายน 2569 เวลา 12:00 น.')).toBeTruthy();
    expect(screen.getByText('18 พฤศจิกายน 2569 เวลา 07:40 น.')).toBeTruthy();
    expect(screen.getByText('บางขุนเทียน กรุงเทพมหานคร')).toBeTruthy();
    expect(screen.getByText('ขายแล้ว 2 ครั้ง')).toBeTruthy();
    expect(screen.getByText('วางขายอยู่ มีผู้ซื้อแล้ว')).toBeTruthy();
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]!.query.get('sha256')).toBe(KNOWN);
    expect(api.calls[0]!.headers.has('authorization')).toBe(false);
  });

  it('hashes a chosen file in the browser and sends only its SHA-256', async () => {
    const api = mockApi({ 'GET /verify': ok({ match: false, clips: [] }) });
    await renderWithApp(() => <Harness />, 'ตรวจสอบไฟล์คลิป');
    const file = new File([new TextEncoder().encode('abc')], 'dashcam.mp4', { type: 'video/mp4' });
    fireEvent.change(screen.getByLabelText('เลือกไฟล์วิดีโอที่ต้องการตรวจสอบ'), { target: { files: [file] } });

    expect(await screen.findByText('ไม่ตรงกับคลิปใดบนแดชคลิป')).toBeTruthy();
    expect(screen.getByText('ค่า SHA-256 ของไฟล์ dashcam.mp4')).toBeTruthy();
    expect(hashField().value).toBe(ABC_SHA256);
    expect(screen.getByText(ABC_SHA256, { selector: 'code' })).toBeTruthy();
    expect(api.calls).toEqual([expect.objectContaining({ method: 'GET', path: '/verify', body: undefined })]);
    expect(api.calls[0]!.query.get('sha256')).toBe(ABC_SHA256);
  });

  it('shows the reading progress of a larger file', async () => {
    mockApi({ 'GET /verify': ok({ match: false, clips: [] }) });
    await renderWithApp(() => <Harness />, 'ตรวจสอบไฟล์คลิป');
    const big = new File([new Uint8Array(9 * 1024 * 1024)], 'long.mp4', { type: 'video/mp4' });
    fireEvent.change(screen.getByLabelText('เลือกไฟล์วิดีโอที่ต้องการตรวจสอบ'), { target: { files: [big] } });
    const progress = await screen.findByRole('progressbar', { name: 'ความคืบหน้าการอ่านไฟล์' });
    expect(progress).toBeTruthy();
    expect(await screen.findByText('ไม่ตรงกับคลิปใดบนแดชคลิป', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('refuses a file larger than any clip without reading it', async () => {
    const api = mockApi({});
    await renderWithApp(() => <Harness />, 'ตรวจสอบไฟล์คลิป');
    const huge = new File([new Uint8Array(1)], 'huge.mp4');
    Object.defineProperty(huge, 'size', { value: VIDEO_MAX_BYTES + 1 });
    fireEvent.change(screen.getByLabelText('เลือกไฟล์วิดีโอที่ต้องการตรวจสอบ'), { target: { files: [huge] } });
    expect((await screen.findByRole('alert')).textContent).toMatch(/^ไฟล์ใหญ่เกิน 100 MB/);
    expect(api.calls).toHaveLength(0);
  });

  it('checks a pasted hash, upper case too, and refuses one that is not a SHA-256', async () => {
    const api = mockApi({ 'GET /verify': ok(matched) });
    await renderWithApp(() => <Harness />, 'ตรวจสอบไฟล์คลิป');

    fireEvent.change(hashField(), { target: { value: 'not-a-hash' } });
    fireEvent.click(screen.getByRole('button', { name: 'ตรวจสอบ' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'ค่า SHA-256 ต้องเป็นเลขฐานสิบหก 64 ตัวอักษร (0-9, a-f)',
    );
    expect(api.calls).toHaveLength(0);

    fireEvent.change(hashField(), { target: { value: `  ${KNOWN.toUpperCase()} ` } });
    fireEvent.click(screen.getByRole('button', { name: 'ตรวจสอบ' }));
    expect(await screen.findByText('ตรงกับไฟล์ต้นฉบับของคลิปบนแดชคลิป')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.calls[0]!.query.get('sha256')).toBe(KNOWN);
  });

  it('says when checking failed and tries again', async () => {
    const api = mockApi({ 'GET /verify': fail(500, 'INTERNAL', 'x') });
    await renderWithApp(() => <Harness initial={KNOWN} />, 'ตรวจสอบไม่สำเร็จ กรุณาลองใหม่');
    api.fetchMock.mockImplementation(
      async () => new Response(JSON.stringify({ success: true, data: matched })),
    );
    fireEvent.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    await waitFor(() => expect(screen.getByText('ตรงกับไฟล์ต้นฉบับของคลิปบนแดชคลิป')).toBeTruthy());
  });
});
