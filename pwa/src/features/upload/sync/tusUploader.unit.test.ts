import { DetailedError, type HttpResponse } from 'tus-js-client';
import { describe, expect, it, vi } from 'vitest';
import { emptyFields, type Draft } from '../drafts/draft.ts';
import { upload as t } from '../uploadTexts.ts';
import { draftFingerprint, draftUrlStorage, quotaMessage, toUploadFailure } from './tusUploader.ts';
import { uploadIdOf } from './uploadPorts.ts';
import { uploadFormData } from '../api/submitVideo.ts';

const draft = (overrides: Partial<Draft> = {}): Draft => ({
  id: 'd1',
  ownerUid: 'seller-1',
  fields: {
    ...emptyFields,
    title: ' รถชน ',
    description: 'ฝ่าไฟแดง',
    category: 'car_car',
    tags: ' ฝ่าไฟแดง, ,อโศก ',
    eventDate: '2026-11-20',
    eventTime: '08:15',
    price: '500',
    provinceId: '10',
    province: 'กรุงเทพมหานคร',
    vehicleType: 'car',
    latitude: '13.7563',
    longitude: '100.5018',
  },
  video: { blob: new Blob(['v']), name: 'a.mp4', type: 'video/mp4', size: 1, durationSeconds: 5 },
  covers: {
    images: [new Blob(['c0']), new Blob(['c1'])],
    times: [1, 2],
    chosen: 1,
    previewCount: 2,
    previews: [new Blob(['p0']), new Blob(['p1'])],
  },
  state: 'uploading',
  progress: 0,
  error: null,
  tusUrl: null,
  receipt: null,
  createdAt: 0,
  updatedAt: 0,
  ...overrides,
});

function failure(status: number | null, body = '', headers: Record<string, string> = {}): DetailedError {
  const response: HttpResponse | null =
    status === null
      ? null
      : {
          getStatus: () => status,
          getHeader: (name: string) => headers[name],
          getBody: () => body,
          getUnderlyingObject: () => null,
        };
  const error = new DetailedError('tus failed');
  error.originalResponse = response;
  return error;
}

describe('tus uploader', () => {
  it('each draft has its own fingerprint and resumes from the URL stored on it', async () => {
    const hooks = {
      onProgress: vi.fn(),
      onUrl: vi.fn(async () => undefined),
      signal: new AbortController().signal,
    };
    const storage = draftUrlStorage(draft({ tusUrl: '/api/uploads/videos/abc' }), hooks);
    expect(await storage.findUploadsByFingerprint(draftFingerprint('other'))).toEqual([]);
    const [previous] = await storage.findUploadsByFingerprint(draftFingerprint('d1'));
    expect(previous?.uploadUrl).toBe('/api/uploads/videos/abc');

    const key = await storage.addUpload(draftFingerprint('d1'), {
      ...previous!,
      uploadUrl: '/api/uploads/videos/new',
    });
    expect(hooks.onUrl).toHaveBeenCalledWith('/api/uploads/videos/new');
    await storage.removeUpload(key);
    expect(hooks.onUrl).toHaveBeenLastCalledWith(null);
  });

  it('a draft without a stored URL starts a new upload', async () => {
    const storage = draftUrlStorage(draft(), {
      onProgress: vi.fn(),
      onUrl: vi.fn(async () => undefined),
      signal: new AbortController().signal,
    });
    expect(await storage.findUploadsByFingerprint(draftFingerprint('d1'))).toEqual([]);
  });

  it('no answer means offline; an answer is refused with the server’s Thai message or the spec’s', () => {
    expect(toUploadFailure(failure(null)).kind).toBe('offline');
    expect(toUploadFailure(new Error('x')).kind).toBe('offline');
    const tooBig = toUploadFailure(failure(413));
    expect([tooBig.kind, tooBig.message, tooBig.status]).toEqual(['rejected', 'ไฟล์วิดีโอต้องไม่เกิน 100MB', 413]);
    expect(toUploadFailure(failure(415)).message).toBe('รูปแบบไฟล์ไม่ถูกต้อง');
    expect(toUploadFailure(failure(500, '<html>')).message).toBe('เกิดข้อผิดพลาดที่เซิร์ฟเวอร์ กรุณาลองใหม่ภายหลัง');
    const body = JSON.stringify({
      success: false,
      error: { code: 'UNSUPPORTED_FORMAT', message: 'รองรับเฉพาะไฟล์วิดีโอ' },
    });
    expect(toUploadFailure(failure(415, body)).message).toBe('รองรับเฉพาะไฟล์วิดีโอ');
  });

  it('the upload quota (429): the server’s Thai reason, when to try again, and that the draft is kept', () => {
    const body = JSON.stringify({
      success: false,
      error: { code: 'UPLOAD_QUOTA', message: 'คุณอัปโหลดวิดีโอครบ 2GB ภายใน 24 ชั่วโมงแล้ว' },
    });
    const quota = toUploadFailure(failure(429, body, { 'Retry-After': '7200' }));
    expect([quota.kind, quota.status]).toEqual(['rejected', 429]);
    expect(quota.message).toBe(
      `คุณอัปโหลดวิดีโอครบ 2GB ภายใน 24 ชั่วโมงแล้ว ${t.errors.retryIn(t.errors.hours(2))} ${t.errors.draftKept}`,
    );
    expect(quotaMessage(undefined, 30)).toBe(
      `${t.errors.quota} ${t.errors.retryIn(t.errors.minutes(1))} ${t.errors.draftKept}`,
    );
    // a proxy's 429 without our answer
    expect(toUploadFailure(failure(429, '<html>')).message).toBe(`${t.errors.quota} ${t.errors.draftKept}`);
  });

  it('the upload id is the last path segment of the tus URL', () => {
    expect(uploadIdOf('/api/uploads/videos/9f2c1a')).toBe('9f2c1a');
    expect(uploadIdOf('http://localhost:8080/api/uploads/videos/9f2c1a/')).toBe('9f2c1a');
  });
});

describe('POST /api/videos/upload body', () => {
  it('carries the fields, the tus id, the chosen cover, previews and consent', async () => {
    const body = uploadFormData(draft(), 'up-1');
    expect(body.get('title')).toBe('รถชน');
    expect(body.get('tags')).toBe('ฝ่าไฟแดง,อโศก');
    expect(body.get('province')).toBe('กรุงเทพมหานคร');
    expect(body.get('price')).toBe('500');
    expect(body.get('uploadId')).toBe('up-1');
    expect(body.get('videoFile')).toBeNull();
    expect(await (body.get('thumbnail') as Blob).text()).toBe('c1');
    expect(await (body.get('thumbnailPreview_1') as Blob).text()).toBe('p1');
    expect(body.get('thumbnailPreviewCount')).toBe('2');
    expect(JSON.parse(body.get('consentData') as string)).toEqual({
      ownershipConfirmed: true,
      licenseGranted: true,
      pdpaCompliant: true,
      indemnificationAccepted: true,
      ageConfirmed: true,
    });
  });
  it('carries the incident moment the seller chose for the preview, on the 0.1 s grid', () => {
    const body = uploadFormData(
      draft({ fields: { ...draft().fields, previewMomentSeconds: '3.14' } }),
      'up-1',
    );
    expect(body.get('previewMomentSeconds')).toBe('3.1');
  });

  it('keeps the moment within the clip', () => {
    const late = draft({ fields: { ...draft().fields, previewMomentSeconds: '9' } });
    expect(uploadFormData(late, 'up-1').get('previewMomentSeconds')).toBe('5');
    const early = draft({ fields: { ...draft().fields, previewMomentSeconds: '-2' } });
    expect(uploadFormData(early, 'up-1').get('previewMomentSeconds')).toBe('0');
  });

  it('sends the middle of the clip when no moment was chosen, also for a draft saved before previews', () => {
    expect(uploadFormData(draft(), 'up-1').get('previewMomentSeconds')).toBe('2.5');
    const { previewMomentSeconds: _none, ...older } = draft().fields;
    const odd = draft({ fields: older, video: { ...draft().video!, durationSeconds: 41.37 } });
    expect(uploadFormData(odd, 'up-1').get('previewMomentSeconds')).toBe('20.6');
  });
});
