import { describe, expect, it } from 'vitest';
import { checkVideoFile } from './checkVideoFile.ts';

const file = (name: string, type: string, size = 16) => {
  const f = new File([new Uint8Array(Math.min(size, 16))], name, { type });
  if (size > 16) Object.defineProperty(f, 'size', { value: size });
  return f;
};
const lasting = (seconds: number) => async () => seconds;

describe('video file check (spec §5 video file)', () => {
  it('accepts a readable clip of up to 120 s and reports its length', async () => {
    expect(await checkVideoFile(file('a.mp4', 'video/mp4'), lasting(120))).toEqual({
      ok: true,
      durationSeconds: 120,
    });
    expect(await checkVideoFile(file('a.wmv', ''), lasting(3))).toEqual({ ok: true, durationSeconds: 3 });
  });

  it('refuses what is not a video', async () => {
    expect(await checkVideoFile(file('photo.jpg', 'image/jpeg'), lasting(3))).toEqual({
      ok: false,
      message: 'รองรับเฉพาะไฟล์วิดีโอ (mp4, avi, mov, wmv, flv) เท่านั้น',
    });
  });

  it('refuses more than 100 MB with the 413 text', async () => {
    expect(await checkVideoFile(file('a.mp4', 'video/mp4', 100 * 1024 * 1024 + 1), lasting(3))).toEqual({
      ok: false,
      message: 'ไฟล์วิดีโอต้องไม่เกิน 100MB',
    });
  });

  it('refuses more than 120 s with the length in seconds', async () => {
    expect(await checkVideoFile(file('a.mp4', 'video/mp4'), lasting(121))).toEqual({
      ok: false,
      message: 'ไม่สามารถอัปโหลดวิดีโอที่ยาวเกิน 2 นาทีได้ (ความยาวปัจจุบัน 121 วินาที)',
    });
  });

  it('says the video data cannot be read when the browser cannot, or reports no length', async () => {
    const unreadable = { ok: false, message: 'ไม่สามารถอ่านข้อมูลวิดีโอได้' };
    expect(await checkVideoFile(file('a.mp4', 'video/mp4'), () => Promise.reject(new Error('x')))).toEqual(
      unreadable,
    );
    expect(await checkVideoFile(file('a.mp4', 'video/mp4'), lasting(Number.POSITIVE_INFINITY))).toEqual(
      unreadable,
    );
    expect(await checkVideoFile(file('a.mp4', 'video/mp4'), lasting(Number.NaN))).toEqual(unreadable);
  });
});
