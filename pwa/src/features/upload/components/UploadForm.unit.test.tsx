// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PREVIEW_MAX_SECONDS } from '../../../lib/constants.ts';
import { uploadFormData } from '../api/submitVideo.ts';
import { emptyFields, type Draft } from '../drafts/draft.ts';
import { DraftStoreError, type DraftStore } from '../drafts/draftStore.ts';
import type { FindDuplicate } from '../video/duplicateCheck.ts';
import { UploadForm, type UploadFormProps } from './UploadForm.tsx';
import { pickThaiDate } from '../../../lib/testing/pickThaiDate.ts';

// Leaflet needs a real layout engine; the map has its own boundary and is not under test here.
vi.mock('../../../components/PinMap.tsx', () => ({
  PinMap: ({ onPin }: { onPin: (lat: number, lng: number) => void }) => (
    <button type="button" onClick={() => onPin(13.7563, 100.5018)}>
      ปักหมุดทดสอบ
    </button>
  ),
}));

// The duplicate message links to my videos; the router itself is not under test here.
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

/** An in-memory DraftStore with the real one's contract. */
function memoryStore(): DraftStore & { drafts: Map<string, Draft>; failNextPut?: boolean } {
  const drafts = new Map<string, Draft>();
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  const store = {
    drafts,
    failNextPut: false,
    async list(uid: string) {
      return [...drafts.values()].filter((d) => d.ownerUid === uid);
    },
    async listAll() {
      return [...drafts.values()];
    },
    async get(id: string) {
      return drafts.get(id);
    },
    async put(draft: Draft) {
      if (store.failNextPut) {
        store.failNextPut = false;
        throw new DraftStoreError('QUOTA');
      }
      drafts.set(draft.id, draft);
      changed();
    },
    async update(id: string, change: (d: Draft) => Draft) {
      const current = drafts.get(id);
      if (!current) return undefined;
      const next = change(current);
      drafts.set(id, next);
      changed();
      return next;
    },
    async remove(id: string) {
      drafts.delete(id);
      changed();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  return store;
}

/** The API for the form: the location lists and the geocoder, and `requests` by path when given. */
function stubLocations(requests: Record<string, () => Response> = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      const request = requests[url.pathname];
      if (request) return request();
      const data =
        url.pathname === '/api/locations/provinces'
          ? [{ id: 10, name_th: 'กรุงเทพมหานคร', name_en: 'Bangkok', lat: 13.75, lng: 100.5 }]
          : url.pathname === '/api/locations/districts'
            ? [{ id: 1001, name_th: 'พระนคร', province_id: 10 }]
            : url.pathname === '/api/geocode/reverse'
              ? {
                  province: { id: 10, name_th: 'กรุงเทพมหานคร' },
                  district: { id: 1001, name_th: 'พระนคร' },
                  subDistrict: null,
                  address: '1 ถนนราชดำเนิน',
                  displayName: 'ถนนราชดำเนิน พระนคร กรุงเทพมหานคร',
                }
              : [];
      return new Response(JSON.stringify({ success: true, data }), { status: 200 });
    }),
  );
}

function setup(overrides: Partial<UploadFormProps> = {}) {
  const store = memoryStore();
  const engine = { submit: vi.fn(async (_id: string): Promise<void> => undefined) };
  const props: UploadFormProps = {
    ownerUid: 'seller-1',
    draft: null,
    onDraftCreated: vi.fn(),
    onUploaded: vi.fn(),
    store,
    engine,
    isOnline: () => true,
    capture: vi.fn(async (_video: Blob, times: readonly number[]) => times.map(() => new Blob(['jpg']))),
    readDuration: vi.fn(async () => 42),
    findDuplicate: vi.fn<FindDuplicate>(async () => ({ kind: 'new' })),
    ...overrides,
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <UploadForm {...props} />
    </QueryClientProvider>,
  );
  return { store, engine, props };
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'อัปโหลดคลิป' }));

async function fillValidForm() {
  type('ชื่อเรื่อง', 'รถชนที่แยกอโศก');
  type('คำอธิบาย', 'รถเก๋งฝ่าไฟแดง');
  type('ประเภทเหตุการณ์', 'car_car');
  pickThaiDate('วันที่เกิดเหตุ', '2026-11-20');
  type('เวลาที่เกิดเหตุ', '08:15');
  await screen.findByRole('option', { name: 'กรุงเทพมหานคร' });
  type('จังหวัด', '10');
  type('ประเภทยานพาหนะ', 'car');
  type('ละติจูด', '13.7563');
  type('ลองจิจูด', '100.5018');
  type('ราคา (บาท)', '500');
  const file = new File([new Uint8Array(16)], 'crash.mp4', { type: 'video/mp4' });
  fireEvent.change(screen.getByLabelText('ไฟล์วิดีโอ'), { target: { files: [file] } });
  await screen.findByText(/ความยาววิดีโอ 42 วินาที/);
}

beforeEach(() => stubLocations());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('UploadForm', () => {
  it('moves focus to the first problem in the spec’s order, shows each message once, and does not ask for consent', async () => {
    setup();
    submit();
    await screen.findByText('กรุณากรอกชื่อเรื่อง');
    expect(screen.getAllByText('กรุณากรอกชื่อเรื่อง')).toHaveLength(1);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('ชื่อเรื่อง')));
    // Latitude and longitude share "pin it": said once.
    expect(screen.getAllByText('กรุณาปักหมุดสถานที่เกิดเหตุบนแผนที่')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();

    type('ชื่อเรื่อง', 'คลิป');
    submit();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('คำอธิบาย')));
    expect(screen.getAllByText('กรุณากรอกคำอธิบาย')).toHaveLength(1);
  });

  it('counts title and description against their limits and tells that the description is over 100 characters', async () => {
    setup();
    type('ชื่อเรื่อง', 'คลิป');
    expect(screen.getByText('4/100')).toBeTruthy();
    type('คำอธิบาย', 'ก'.repeat(101));
    expect(screen.getByText('101/100')).toBeTruthy();
    submit();
    expect(await screen.findAllByText('คำอธิบายต้องไม่เกิน 100 ตัวอักษร')).toHaveLength(1);
  });

  it('asks for the video file last among the required fields, then the price', async () => {
    setup();
    await fillValidForm();
    type('ราคา (บาท)', '200');
    submit();
    expect(await screen.findAllByText('ราคาต้องอยู่ระหว่าง 300 ถึง 1,500 บาท')).toHaveLength(1);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('ราคา (บาท)')));
  });

  it('does not keep a file the seller already uploaded, and says where the clip is', async () => {
    const findDuplicate = vi.fn<FindDuplicate>(async (_blob, onProgress) => {
      onProgress(50);
      return { kind: 'own', videoId: 'v1', status: 'pending' };
    });
    setup({ findDuplicate });
    const input = screen.getByLabelText('ไฟล์วิดีโอ') as HTMLInputElement;
    const file = new File([new Uint8Array(16)], 'again.mp4', { type: 'video/mp4' });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() =>
      expect(findDuplicate).toHaveBeenCalledWith(file, expect.any(Function), expect.anything()),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('คุณเคยอัปโหลดคลิปนี้แล้ว');
    expect(screen.getByRole('link', { name: 'ดูในคลิปของฉัน' }).getAttribute('href')).toBe('/my-videos');
    expect(input.value).toBe('');
    expect(screen.queryByText(/ความยาววิดีโอ/)).toBeNull();
  }, 15_000);

  it('keeps a file on sale by another seller, with a note', async () => {
    setup({ findDuplicate: vi.fn<FindDuplicate>(async () => ({ kind: 'onSale' })) });
    const file = new File([new Uint8Array(16)], 'theirs.mp4', { type: 'video/mp4' });
    fireEvent.change(screen.getByLabelText('ไฟล์วิดีโอ'), { target: { files: [file] } });
    await screen.findByText(/ความยาววิดีโอ 42 วินาที/);
    expect(screen.getByText(/มีผู้ขายรายอื่นวางขายในแดชคลิปแล้ว/)).toBeTruthy();
  });

  it('refuses a clip longer than 120 s with its length and clears the file', async () => {
    setup({ readDuration: vi.fn(async () => 130.4) });
    const input = screen.getByLabelText('ไฟล์วิดีโอ') as HTMLInputElement;
    const file = new File([new Uint8Array(16)], 'long.mp4', { type: 'video/mp4' });
    fireEvent.change(input, { target: { files: [file] } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'ไม่สามารถอัปโหลดวิดีโอที่ยาวเกิน 2 นาทีได้ (ความยาวปัจจุบัน 130 วินาที)',
    );
    expect(input.value).toBe('');
  });

  it('consent: says in the dialog until ticked, then saves the draft and hands its id to the engine', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const { store, engine, props } = setup();
    await fillValidForm();
    submit();
    const dialog = await screen.findByRole('dialog');
    for (const policy of ['ข้อกำหนดการใช้งาน', 'นโยบายความเป็นส่วนตัว', 'การขอลบหรือเบลอคลิป'])
      expect(within(dialog).getByRole('link', { name: policy })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันและอัปโหลด' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('กรุณาติ๊กถูกในช่องยอมรับข้อตกลงก่อน');
    expect(document.activeElement).toBe(within(dialog).getByRole('checkbox'));
    expect(alert).not.toHaveBeenCalled();
    expect(engine.submit).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันและอัปโหลด' }));
    await waitFor(() => expect(engine.submit).toHaveBeenCalledTimes(1));
    const [id] = engine.submit.mock.calls[0]!;
    const saved = store.drafts.get(id);
    expect(saved?.fields).toMatchObject({ title: 'รถชนที่แยกอโศก', province: 'กรุงเทพมหานคร', price: '500' });
    expect(saved?.video?.name).toBe('crash.mp4');
    expect(saved?.covers?.images).toHaveLength(6);
    expect(saved?.covers?.previews).toHaveLength(5);
    expect(props.onDraftCreated).toHaveBeenCalledWith(id);
  });

  it('saves a draft with the button, without validating', async () => {
    const { store } = setup({ isOnline: () => false });
    type('ชื่อเรื่อง', 'ยังไม่เสร็จ');
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกฉบับร่าง' }));
    await screen.findByText('บันทึกฉบับร่างแล้ว');
    const [saved] = [...store.drafts.values()];
    expect(saved).toMatchObject({ state: 'draft', fields: { title: 'ยังไม่เสร็จ' } });
  });

  it('a pin on the map fills the coordinates and, through reverse geocoding, the place', async () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'ปักหมุดทดสอบ' }));
    expect((screen.getByLabelText('ละติจูด') as HTMLInputElement).value).toBe('13.7563');
    expect((screen.getByLabelText('ลองจิจูด') as HTMLInputElement).value).toBe('100.5018');
    await waitFor(() =>
      expect((screen.getByLabelText('ที่อยู่/จุดสังเกต') as HTMLInputElement).value).toBe('1 ถนนราชดำเนิน'),
    );
    await waitFor(() => expect((screen.getByLabelText('จังหวัด') as HTMLSelectElement).value).toBe('10'));
    await waitFor(() => expect((screen.getByLabelText('อำเภอ/เขต') as HTMLSelectElement).value).toBe('1001'));
  });

  it('shows a full quota as a Thai message and keeps what was typed', async () => {
    const { store } = setup();
    store.failNextPut = true;
    type('ชื่อเรื่อง', 'คลิปสำคัญ');
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกฉบับร่าง' }));
    expect((await screen.findByRole('alert')).textContent).toContain('พื้นที่เก็บข้อมูลในเครื่องเต็ม');
    expect((screen.getByLabelText('ชื่อเรื่อง') as HTMLInputElement).value).toBe('คลิปสำคัญ');
  });

  it('shows a real percentage while uploading and disables submit', async () => {
    const store = memoryStore();
    const draft: Draft = {
      id: 'd1',
      ownerUid: 'seller-1',
      fields: { ...emptyFields, title: 'คลิป' },
      video: null,
      covers: null,
      state: 'uploading',
      progress: 42,
      error: null,
      tusUrl: '/api/uploads/videos/x',
      receipt: null,
      createdAt: 1,
      updatedAt: 1,
    };
    store.drafts.set('d1', draft);
    setup({ store, draft });
    const bar = await screen.findByRole('progressbar', { name: 'ความคืบหน้าการอัปโหลด' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect((screen.getByRole('button', { name: 'กำลังอัปโหลด...' }) as HTMLButtonElement).disabled).toBe(true);

    await store.update('d1', (d) => ({ ...d, progress: 77 }));
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('77'));
  });

  it('after the server accepted the clip: says it awaits review and leaves after 2 s', async () => {
    const store = memoryStore();
    const { engine, props } = setup({ store });
    await fillValidForm();
    engine.submit.mockImplementation(async (id: string) => {
      await store.update(id, (d) => ({
        ...d,
        state: 'done',
        receipt: { videoId: 'v1', sha256: 'ab'.repeat(32) },
      }));
    });
    submit();
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันและอัปโหลด' }));
    await screen.findByText('อัปโหลดสำเร็จ! คลิปของคุณอยู่ระหว่างรอการตรวจสอบ');
    expect(props.onUploaded).not.toHaveBeenCalled();
    await waitFor(() => expect(props.onUploaded).toHaveBeenCalled(), { timeout: 3000 });
  });

  it('queued while offline: says it waits for the network and does not leave', async () => {
    const store = memoryStore();
    const { engine, props } = setup({ store, isOnline: () => false });
    await fillValidForm();
    engine.submit.mockImplementation(async (id: string) => {
      await store.update(id, (d) => ({ ...d, state: 'queued' }));
    });
    submit();
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันและอัปโหลด' }));
    await screen.findByText('ไม่มีการเชื่อมต่ออินเทอร์เน็ต คลิปจะถูกอัปโหลดโดยอัตโนมัติเมื่อกลับมาออนไลน์');
    expect(props.onUploaded).not.toHaveBeenCalled();
  });

  describe('the incident moment of the preview', () => {
    const slider = () => screen.getByLabelText('เวลาที่เกิดเหตุในคลิป') as HTMLInputElement;
    const shown = () => document.querySelector('.preview-moment__time')?.textContent;

    it('starts at the middle of the clip, as mm:ss.s, and says what buyers will see', async () => {
      const { props } = setup();
      const file = new File([new Uint8Array(16)], 'crash.mp4', { type: 'video/mp4' });
      fireEvent.change(screen.getByLabelText('ไฟล์วิดีโอ'), { target: { files: [file] } });
      const group = await screen.findByRole('group', { name: 'ช่วงเกิดเหตุ' });
      expect(shown()).toBe('00:21.0');
      expect(slider().value).toBe('21');
      expect(slider().max).toBe('42');
      expect(slider().step).toBe('0.1');
      expect(within(group).getByText(new RegExp(`ยาวไม่เกิน ${PREVIEW_MAX_SECONDS} วินาที`))).toBeTruthy();
      // The frame at the moment, drawn from the video itself.
      expect(await within(group).findByAltText('ภาพจากคลิปที่เวลา 00:21.0')).toBeTruthy();
      expect(props.capture).toHaveBeenCalledWith(file, [21]);
    });

    it('moves in 0.1 s steps within the clip, back to the middle, and is kept in the draft', async () => {
      const { store } = setup({ isOnline: () => false });
      const file = new File([new Uint8Array(16)], 'crash.mp4', { type: 'video/mp4' });
      fireEvent.change(screen.getByLabelText('ไฟล์วิดีโอ'), { target: { files: [file] } });
      await screen.findByRole('group', { name: 'ช่วงเกิดเหตุ' });
      fireEvent.change(slider(), { target: { value: '42' } });
      expect(shown()).toBe('00:42.0');
      expect((screen.getByRole('button', { name: 'เดินหน้า 0.1 วินาที' }) as HTMLButtonElement).disabled).toBe(
        true,
      );
      fireEvent.change(slider(), { target: { value: '12.3' } });
      fireEvent.click(screen.getByRole('button', { name: 'ถอยหลัง 0.1 วินาที' }));
      expect(shown()).toBe('00:12.2');
      fireEvent.click(screen.getByRole('button', { name: 'บันทึกฉบับร่าง' }));
      await screen.findByText('บันทึกฉบับร่างแล้ว');
      expect([...store.drafts.values()][0]?.fields.previewMomentSeconds).toBe('12.2');
      fireEvent.click(screen.getByRole('button', { name: 'ใช้กึ่งกลางคลิป' }));
      expect(shown()).toBe('00:21.0');
    });

    it('is sent with the upload', async () => {
      const { store, engine } = setup();
      await fillValidForm();
      fireEvent.change(slider(), { target: { value: '30.5' } });
      submit();
      const dialog = await screen.findByRole('dialog');
      fireEvent.click(within(dialog).getByRole('checkbox'));
      fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันและอัปโหลด' }));
      await waitFor(() => expect(engine.submit).toHaveBeenCalledTimes(1));
      const saved = store.drafts.get(engine.submit.mock.calls[0]![0])!;
      expect(saved.fields.previewMomentSeconds).toBe('30.5');
      expect(uploadFormData(saved, 'up-1').get('previewMomentSeconds')).toBe('30.5');
    });

    it('opens a draft saved before previews at the middle of its clip', async () => {
      const store = memoryStore();
      const { previewMomentSeconds: _none, ...older } = emptyFields;
      const draft: Draft = {
        id: 'old',
        ownerUid: 'seller-1',
        fields: { ...older, title: 'คลิปเก่า' },
        video: { blob: new Blob(['v']), name: 'old.mp4', type: 'video/mp4', size: 1, durationSeconds: 9 },
        covers: null,
        state: 'draft',
        progress: 0,
        error: null,
        tusUrl: null,
        receipt: null,
        createdAt: 1,
        updatedAt: 1,
      };
      store.drafts.set('old', draft);
      setup({ store, draft });
      await screen.findByRole('group', { name: 'ช่วงเกิดเหตุ' });
      expect(shown()).toBe('00:04.5');
      expect((screen.getByLabelText('ชื่อเรื่อง') as HTMLInputElement).value).toBe('คลิปเก่า');
    });
  });
});

describe('UploadForm: a clip sent for a footage request (issue 22)', () => {
  const footageRequest = {
    requestId: 'r1',
    title: 'ตามหาคลิปชนแล้วหนี แยกผ่านฟ้า',
    description: 'ถูกชนท้าย',
    place: {
      lat: 13.7565,
      lng: 100.5015,
      radiusM: 500,
      province: 'กรุงเทพมหานคร',
      district: 'พระนคร',
      subDistrict: '',
      address: '',
    },
    when: { incidentDate: '2026-11-18', timeFrom: '07:30', timeTo: '08:30' },
    vehicleTypes: ['car'],
    maxPrice: 3000,
    requester: { alias: 'ผู้ขอ #4821' },
    status: 'open',
    matchCount: 0,
  };
  const answer = (data: object) => () =>
    new Response(JSON.stringify({ success: true, data }), { status: 200 });
  const notFound = () =>
    new Response(
      JSON.stringify({ success: false, error: { code: 'NOT_FOUND', message: 'ไม่พบคำขอตามหาคลิปนี้' } }),
      { status: 404 },
    );
  const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
  const saveDraft = async () => {
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกฉบับร่าง' }));
    await screen.findByText('บันทึกฉบับร่างแล้ว');
  };
  /** What the prefill leaves to the seller. */
  const fillTheRest = async (price: string) => {
    type('ชื่อเรื่อง', 'กระบะชนท้ายที่ผ่านฟ้า');
    type('คำอธิบาย', 'เห็นทะเบียนชัด');
    type('ประเภทเหตุการณ์', 'car_car');
    type('ประเภทยานพาหนะ', 'car');
    type('ราคา (บาท)', price);
    const file = new File([new Uint8Array(16)], 'crash.mp4', { type: 'video/mp4' });
    fireEvent.change(screen.getByLabelText('ไฟล์วิดีโอ'), { target: { files: [file] } });
    await screen.findByText(/ความยาววิดีโอ 42 วินาที/);
  };
  const consent = async () => {
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันและอัปโหลด' }));
  };

  it('says which request, links back, prefills its pin, place, date and window start, and allows its price', async () => {
    stubLocations({ '/api/requests/r1': answer(footageRequest) });
    const { store, engine } = setup({ requestId: 'r1' });
    expect(await screen.findByText('ตามหาคลิปชนแล้วหนี แยกผ่านฟ้า')).toBeTruthy();
    expect(screen.getByText('กำลังส่งคลิปให้คำขอ:')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ดูคำขอ' }).getAttribute('href')).toBe('/requests/$requestId');
    await waitFor(() => expect(value('ละติจูด')).toBe('13.7565'));
    expect(value('ลองจิจูด')).toBe('100.5015');
    expect(value('เวลาที่เกิดเหตุ')).toBe('07:30');
    await waitFor(() => expect(value('จังหวัด')).toBe('10'));
    await waitFor(() => expect(value('อำเภอ/เขต')).toBe('1001'));
    expect(screen.getByText(/ผู้ขอยินดีจ่ายไม่เกิน ฿3,000/)).toBeTruthy();

    await fillTheRest('2500');
    submit();
    await consent();
    await waitFor(() => expect(engine.submit).toHaveBeenCalledTimes(1));
    const saved = store.drafts.get(engine.submit.mock.calls[0]![0])!;
    expect(saved.request).toEqual({ requestId: 'r1', title: footageRequest.title, maxPrice: 3000 });
    expect(saved.fields).toMatchObject({ eventDate: '2026-11-18', eventTime: '07:30', price: '2500' });
    const form = uploadFormData(saved, 'up-1');
    expect(form.get('requestId')).toBe('r1');
    expect(form.get('price')).toBe('2500');
  });

  it('refuses a price above what the requester will pay, in those words', async () => {
    stubLocations({ '/api/requests/r1': answer(footageRequest) });
    const { engine } = setup({ requestId: 'r1' });
    await screen.findByText('ตามหาคลิปชนแล้วหนี แยกผ่านฟ้า');
    await waitFor(() => expect(value('จังหวัด')).toBe('10'));
    await fillTheRest('3500');
    submit();
    expect(
      await screen.findAllByText('คลิปที่ส่งให้คำขอตั้งราคาได้ระหว่าง 300 ถึง 3,000 บาท (ไม่เกินราคาที่ผู้ขอยินดีจ่าย)'),
    ).toHaveLength(1);
    expect(engine.submit).not.toHaveBeenCalled();
  });

  it('a request no longer open (404 to anyone but its owner): a notice, and the clip goes without the link', async () => {
    stubLocations({ '/api/requests/gone': notFound });
    const { store } = setup({ requestId: 'gone' });
    expect(await screen.findByText('คำขอนี้ไม่เปิดรับคลิปแล้ว คลิปของคุณจะอัปโหลดโดยไม่ผูกกับคำขอ')).toBeTruthy();
    expect(screen.queryByText('กำลังส่งคลิปให้คำขอ:')).toBeNull();
    type('ราคา (บาท)', '2000');
    submit();
    expect(await screen.findAllByText('ราคาต้องอยู่ระหว่าง 300 ถึง 1,500 บาท')).toHaveLength(1);
    await saveDraft();
    const [saved] = [...store.drafts.values()];
    expect(saved?.request).toBeNull();
    expect(uploadFormData(saved!, 'up-1').get('requestId')).toBeNull();
  });

  it('the seller’s own request is not answered', async () => {
    stubLocations({ '/api/requests/r1': answer({ ...footageRequest, isOwner: true }) });
    setup({ requestId: 'r1' });
    expect(
      await screen.findByText('คำขอนี้เป็นคำขอของคุณเอง จึงส่งคลิปให้ไม่ได้ คลิปของคุณจะอัปโหลดโดยไม่ผูกกับคำขอ'),
    ).toBeTruthy();
    expect(screen.queryByText('กำลังส่งคลิปให้คำขอ:')).toBeNull();
  });

  it('a draft keeps its request: reopened offline it still names it and keeps its price ceiling', async () => {
    stubLocations({
      '/api/requests/r1': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const store = memoryStore();
    const draft: Draft = {
      id: 'd-req',
      ownerUid: 'seller-1',
      fields: { ...emptyFields, title: 'คลิปให้คำขอ', price: '2800' },
      video: null,
      covers: null,
      request: { requestId: 'r1', title: footageRequest.title, maxPrice: 3000 },
      state: 'draft',
      progress: 0,
      error: null,
      tusUrl: null,
      receipt: null,
      createdAt: 1,
      updatedAt: 1,
    };
    store.drafts.set('d-req', draft);
    setup({ store, draft, isOnline: () => false });
    expect(await screen.findByText('ตามหาคลิปชนแล้วหนี แยกผ่านฟ้า')).toBeTruthy();
    expect(screen.getByText(/ผู้ขอยินดีจ่ายไม่เกิน ฿3,000/)).toBeTruthy();
    type('ชื่อเรื่อง', 'คลิปให้คำขอ แก้แล้ว');
    await saveDraft();
    expect(store.drafts.get('d-req')?.request).toEqual(draft.request);
  });
});
