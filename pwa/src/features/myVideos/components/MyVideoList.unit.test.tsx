// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, renderWithApp } from '../../../lib/testing/renderWithApp.tsx';
import { MyVideoList } from './MyVideoList.tsx';

const video = (id: string, status: string, over: Record<string, unknown> = {}) => ({
  _id: id,
  title: `คลิป ${id}`,
  description: 'รายละเอียดเดิม',
  category: 'car_car',
  vehicleType: 'car',
  price: 500,
  thumbnail: null,
  status,
  salesCount: 0,
  tags: ['อโศก'],
  createdAt: '2026-11-20T10:00:00.000Z',
  dateRecorded: '2026-11-19',
  timeRecorded: '08:05',
  location: {
    address: 'ถนนสุขุมวิท',
    province: 'กรุงเทพมหานคร',
    district: 'วัฒนา',
    subDistrict: 'คลองเตยเหนือ',
    coordinates: { lat: 13.73, lng: 100.56 },
  },
  ...over,
});

const list = (videos: unknown[]) =>
  ok({ videos, pagination: { page: 1, limit: 20, totalCount: videos.length, totalPages: 1 } });

const videos = [
  video('p1', 'pending'),
  video('a1', 'approved'),
  video('s1', 'sold', { salesCount: 2 }),
  video('a2', 'approved', { salesCount: 1 }),
  video('r1', 'rejected', { rejectionReason: 'ภาพไม่ชัด' }),
  video('e1', 'expired'),
];

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 't');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const row = (title: string) => screen.getByText(title).closest('article') as HTMLElement;

describe('My videos', () => {
  it('labels every status, keeps a sold clip on sale with its count, shows the rejection reason', async () => {
    mockApi({ 'GET /users/videos': list(videos) });
    await renderWithApp(() => <MyVideoList mode="myVideos" page={1} onPageChange={vi.fn()} />, 'คลิป p1');
    expect(within(row('คลิป p1')).getByText('รอตรวจสอบ')).toBeTruthy();
    expect(within(row('คลิป a1')).getByText('พร้อมขาย')).toBeTruthy();
    // "ขายแล้ว" would read as gone: a sold clip is still on sale, its sales a count.
    expect(within(row('คลิป s1')).getByText('วางขายอยู่')).toBeTruthy();
    expect(within(row('คลิป s1')).getByText('ขายได้ 2 ครั้ง')).toBeTruthy();
    expect(within(row('คลิป a2')).getByText('ขายได้ 1 ครั้ง')).toBeTruthy();
    expect(screen.queryByText('ขายแล้ว')).toBeNull();
    expect(within(row('คลิป r1')).getByText('ถูกปฏิเสธ')).toBeTruthy();
    expect(within(row('คลิป r1')).getByText('เหตุผลที่ถูกปฏิเสธ: ภาพไม่ชัด')).toBeTruthy();
    expect(within(row('คลิป e1')).getByText('หมดอายุ')).toBeTruthy();
  });

  it('edits only pending clips, with the full form', async () => {
    const api = mockApi({ 'GET /users/videos': list(videos), 'PUT /videos/p1': ok({ success: true }) });
    await renderWithApp(() => <MyVideoList mode="myVideos" page={1} onPageChange={vi.fn()} />, 'คลิป p1');
    expect(screen.getAllByRole('button', { name: 'แก้ไข' })).toHaveLength(1);
    fireEvent.click(within(row('คลิป p1')).getByRole('button', { name: 'แก้ไข' }));

    const dialog = await screen.findByRole('dialog', { name: 'แก้ไขคลิป' });
    fireEvent.change(within(dialog).getByLabelText('ชื่อเรื่อง'), { target: { value: 'ชื่อใหม่' } });
    fireEvent.change(within(dialog).getByLabelText('ละติจูด'), { target: { value: '40' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'บันทึก' }));
    expect(await within(dialog).findByText('ตำแหน่งที่ปักหมุดต้องอยู่ในประเทศไทย')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('ละติจูด'), { target: { value: '13.75' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      title: 'ชื่อใหม่',
      description: 'รายละเอียดเดิม',
      category: 'car_car',
      vehicleType: 'car',
      price: 500,
      tags: ['อโศก'],
      eventDate: '2026-11-19',
      eventTime: '08:05',
      location: {
        latitude: 13.75,
        longitude: 100.56,
        province: 'กรุงเทพมหานคร',
        district: 'วัฒนา',
        subDistrict: 'คลองเตยเหนือ',
        address: 'ถนนสุขุมวิท',
      },
    });
  });

  it('a rejected clip is fixed in the full form and sent back for review; × closes the popup', async () => {
    const api = mockApi({
      'GET /users/videos': list(videos),
      'POST /videos/r1/resubmit': ok({ videoId: 'r1', status: 'pending' }),
    });
    await renderWithApp(() => <MyVideoList mode="myVideos" page={1} onPageChange={vi.fn()} />, 'คลิป r1');
    expect(screen.getAllByRole('button', { name: 'แก้ไขและส่งตรวจอีกครั้ง' })).toHaveLength(1);

    fireEvent.click(within(row('คลิป r1')).getByRole('button', { name: 'แก้ไขและส่งตรวจอีกครั้ง' }));
    let dialog = await screen.findByRole('dialog', { name: 'แก้ไขและส่งตรวจอีกครั้ง' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ปิด' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(row('คลิป r1')).getByRole('button', { name: 'แก้ไขและส่งตรวจอีกครั้ง' }));
    dialog = await screen.findByRole('dialog', { name: 'แก้ไขและส่งตรวจอีกครั้ง' });
    expect(within(dialog).getByText('เหตุผลที่ถูกปฏิเสธ: ภาพไม่ชัด')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('ชื่อเรื่อง'), { target: { value: 'ชื่อที่แก้แล้ว' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'บันทึกและส่งตรวจอีกครั้ง' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({ title: 'ชื่อที่แก้แล้ว', location: { province: 'กรุงเทพมหานคร' } });
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('deletes after confirmation and says so when it fails', async () => {
    const api = mockApi({
      'GET /users/videos': list(videos),
      'DELETE /videos/r1': fail(409, 'CONFLICT', 'ลบไม่ได้ในขณะนี้'),
    });
    await renderWithApp(() => <MyVideoList mode="myVideos" page={1} onPageChange={vi.fn()} />, 'คลิป r1');
    fireEvent.click(within(row('คลิป r1')).getByRole('button', { name: 'ลบ' }));
    const dialog = await screen.findByRole('dialog', { name: 'ลบคลิป' });
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันการลบ' }));
    expect(await within(dialog).findByText('ลบไม่ได้ในขณะนี้')).toBeTruthy();
  });
});

describe('Profile uploads tab edit modal', () => {
  async function openModal() {
    const api = mockApi({ 'GET /users/videos': list(videos), 'PUT /videos/a1': ok({ success: true }) });
    await renderWithApp(() => <MyVideoList mode="uploads" page={1} onPageChange={vi.fn()} />, 'คลิป a1');
    // Approved clips (sold ones too: they stay on sale) are editable; others are not; no delete here.
    expect(screen.getAllByRole('button', { name: 'แก้ไข' })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'ลบ' })).toBeNull();
    fireEvent.click(within(row('คลิป a1')).getByRole('button', { name: 'แก้ไข' }));
    const dialog = await screen.findByRole('dialog', { name: 'แก้ไขคลิป' });
    const type = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    const save = async () => fireEvent.click(await within(dialog).findByRole('button', { name: 'บันทึก' }));
    return { api, dialog, type, save };
  }

  it('checks title ≤ 100, description ≤ 500 and price 300–1500 in Thai', async () => {
    const { api, dialog, type, save } = await openModal();
    type('ชื่อเรื่อง', 'ก'.repeat(101));
    type('คำอธิบาย', 'ข'.repeat(501));
    type('ราคา (บาท)', '299');
    await save();
    expect(await within(dialog).findByText('ชื่อเรื่องต้องไม่เกิน 100 ตัวอักษร')).toBeTruthy();
    expect(within(dialog).getByText('คำอธิบายต้องไม่เกิน 500 ตัวอักษร')).toBeTruthy();
    expect(within(dialog).getByText('ราคาต้องอยู่ระหว่าง 300 ถึง 1,500 บาท')).toBeTruthy();

    type('ชื่อเรื่อง', '');
    type('ราคา (บาท)', '1501');
    await save();
    expect(await within(dialog).findByText('กรุณากรอกชื่อเรื่อง')).toBeTruthy();
    expect(within(dialog).getByText('ราคาต้องอยู่ระหว่าง 300 ถึง 1,500 บาท')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('sends title, description and price only, and closes on success', async () => {
    const { api, type, save } = await openModal();
    type('ชื่อเรื่อง', 'ก'.repeat(100));
    type('คำอธิบาย', 'ข'.repeat(500));
    type('ราคา (บาท)', '1500');
    await save();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      title: 'ก'.repeat(100),
      description: 'ข'.repeat(500),
      price: 1500,
    });
  });

  it('lets a clip sent for a footage request keep a price up to the requester’s (issue 22)', async () => {
    const linked = video('q1', 'approved', { price: 2500, requestMaxPrice: 3000 });
    const api = mockApi({ 'GET /users/videos': list([linked]), 'PUT /videos/q1': ok({ success: true }) });
    await renderWithApp(() => <MyVideoList mode="uploads" page={1} onPageChange={vi.fn()} />, 'คลิป q1');
    fireEvent.click(within(row('คลิป q1')).getByRole('button', { name: 'แก้ไข' }));
    const dialog = await screen.findByRole('dialog', { name: 'แก้ไขคลิป' });
    const save = async () => fireEvent.click(await within(dialog).findByRole('button', { name: 'บันทึก' }));
    fireEvent.change(within(dialog).getByLabelText('ราคา (บาท)'), { target: { value: '3001' } });
    await save();
    expect(
      await within(dialog).findByText('คลิปที่ส่งให้คำขอตั้งราคาได้ระหว่าง 300 ถึง 3,000 บาท (ไม่เกินราคาที่ผู้ขอยินดีจ่าย)'),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('ชื่อเรื่อง'), { target: { value: 'ชนท้ายที่แยกอโศก' } });
    fireEvent.change(within(dialog).getByLabelText('ราคา (บาท)'), { target: { value: '2500' } });
    await save();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      title: 'ชนท้ายที่แยกอโศก',
      price: 2500,
    });
  });

  it('keeps the modal open with the server message when saving fails', async () => {
    const { api, dialog, save } = await openModal();
    api.fetchMock.mockImplementation(async (_input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'PUT'
        ? new Response(
            JSON.stringify({ success: false, error: { code: 'CLIP_NOT_EDITABLE', message: 'แก้ไขไม่ได้' } }),
            { status: 409 },
          )
        : new Response(JSON.stringify(list(videos).body)),
    );
    await save();
    expect(await within(dialog).findByText('แก้ไขไม่ได้')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

describe('the watermarked preview in My videos', () => {
  const clipAnswer = (momentSeconds: number | null) =>
    ok({
      _id: 'p1',
      duration: 40,
      preview: {
        status: 'ready',
        url: '/api/videos/p1/preview',
        momentSeconds,
        fromSeconds: null,
        toSeconds: null,
        progress: null,
        failureReason: null,
      },
    });
  const shown = (dialog: HTMLElement) => dialog.querySelector('.preview-moment__time')?.textContent;

  it('shows each clip’s preview state as a badge, with why it failed', async () => {
    mockApi({
      'GET /users/videos': list([
        video('p1', 'pending', { preview: { status: 'making', failureReason: null } }),
        video('a1', 'approved', { preview: { status: 'ready', failureReason: null } }),
        video('r1', 'rejected', { preview: { status: 'failed', failureReason: 'ไฟล์เสีย' } }),
        video('e1', 'expired'),
      ]),
    });
    await renderWithApp(() => <MyVideoList mode="myVideos" page={1} onPageChange={vi.fn()} />, 'คลิป p1');
    expect(within(row('คลิป p1')).getByText('กำลังสร้างตัวอย่าง')).toBeTruthy();
    expect(within(row('คลิป a1')).getByText('มีตัวอย่างวิดีโอ')).toBeTruthy();
    expect(within(row('คลิป r1')).getByText('ตัวอย่างวิดีโอล้มเหลว')).toBeTruthy();
    expect(within(row('คลิป r1')).getByText('ไฟล์เสีย')).toBeTruthy();
    // A clip from before previews, or an answer without them: no badge.
    expect(row('คลิป e1').querySelector('.preview-badge')).toBeNull();
  });

  it('moves the incident moment of a pending clip and says the preview will be made again', async () => {
    const api = mockApi({
      'GET /users/videos': list(videos),
      'GET /videos/p1': clipAnswer(12.5),
      'PUT /videos/p1': ok({ success: true }),
    });
    await renderWithApp(() => <MyVideoList mode="myVideos" page={1} onPageChange={vi.fn()} />, 'คลิป p1');
    fireEvent.click(within(row('คลิป p1')).getByRole('button', { name: 'แก้ไข' }));
    const dialog = await screen.findByRole('dialog', { name: 'แก้ไขคลิป' });
    await waitFor(() => expect(shown(dialog)).toBe('00:12.5'));
    const slider = within(dialog).getByLabelText('เวลาที่เกิดเหตุในคลิป') as HTMLInputElement;
    expect(slider.max).toBe('40');
    fireEvent.change(slider, { target: { value: '20' } });
    expect(shown(dialog)).toBe('00:20.0');
    expect(within(dialog).getByText('เมื่อบันทึก ระบบจะสร้างตัวอย่างวิดีโอใหม่ตามช่วงที่เลือก')).toBeTruthy();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      title: 'คลิป p1',
      previewMomentSeconds: 20,
    });
  });

  it('leaves the moment out of the edit when it was not moved', async () => {
    const api = mockApi({
      'GET /users/videos': list(videos),
      'GET /videos/a1': clipAnswer(null),
      'PUT /videos/a1': ok({ success: true }),
    });
    await renderWithApp(() => <MyVideoList mode="uploads" page={1} onPageChange={vi.fn()} />, 'คลิป a1');
    fireEvent.click(within(row('คลิป a1')).getByRole('button', { name: 'แก้ไข' }));
    const dialog = await screen.findByRole('dialog', { name: 'แก้ไขคลิป' });
    // No moment on record: the middle, as the server makes it.
    await waitFor(() => expect(shown(dialog)).toBe('00:20.0'));
    expect(within(dialog).getByText('ย้ายช่วงเกิดเหตุได้ ระบบจะสร้างตัวอย่างวิดีโอใหม่เมื่อบันทึก')).toBeTruthy();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      title: 'คลิป a1',
      description: 'รายละเอียดเดิม',
      price: 500,
    });
  });
});
