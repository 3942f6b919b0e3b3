import { describe, expect, it } from 'vitest';
import { emptyFields } from '../drafts/draft.ts';
import { firstUploadError, formValuesOf, uploadSchemaFor, type UploadFormValues } from './uploadSchema.ts';

const valid: UploadFormValues = {
  ...formValuesOf(emptyFields, 'crash.mp4'),
  title: 'รถชนที่แยกอโศก',
  description: 'รถเก๋งฝ่าไฟแดง',
  category: 'car_car',
  eventDate: '2026-11-20',
  eventTime: '08:15',
  provinceId: '10',
  province: 'กรุงเทพมหานคร',
  vehicleType: 'car',
  latitude: '13.7563',
  longitude: '100.5018',
  price: '500',
  tags: 'ฝ่าไฟแดง, อโศก',
};

describe('upload form validation (spec §5, in order)', () => {
  it('accepts a complete form', () => {
    expect(firstUploadError(valid)).toBeNull();
  });

  it('reports the first problem in the spec’s order, one fix at a time', () => {
    const steps: [Partial<UploadFormValues>, string][] = [
      [{ title: '' }, 'กรุณากรอกชื่อเรื่อง'],
      [{ description: '' }, 'กรุณากรอกคำอธิบาย'],
      [{ category: '' }, 'กรุณาเลือกประเภทเหตุการณ์'],
      [{ eventDate: '' }, 'กรุณาเลือกวันที่เกิดเหตุ'],
      [{ eventTime: '' }, 'กรุณาเลือกเวลาที่เกิดเหตุ'],
      [{ provinceId: '' }, 'กรุณาเลือกจังหวัด'],
      [{ vehicleType: '' }, 'กรุณาเลือกประเภทยานพาหนะ'],
      [{ latitude: '' }, 'กรุณาปักหมุดสถานที่เกิดเหตุบนแผนที่'],
      [{ longitude: 'abc' }, 'กรุณาปักหมุดสถานที่เกิดเหตุบนแผนที่'],
      [{ videoName: '' }, 'กรุณาเลือกไฟล์วิดีโอ'],
      [{ price: '299' }, 'ราคาต้องอยู่ระหว่าง 300 ถึง 1,500 บาท'],
    ];
    // Everything broken at once: the messages come out in this order as each is fixed.
    let values: UploadFormValues = { ...valid };
    for (const [broken] of steps) values = { ...values, ...broken };
    for (const [broken, message] of steps) {
      expect(firstUploadError(values)).toBe(message);
      const fixed = Object.fromEntries(
        Object.keys(broken).map((key) => [key, valid[key as keyof UploadFormValues]]),
      );
      values = { ...values, ...fixed };
    }
    expect(firstUploadError(values)).toBeNull();
  });

  it('checks the description length right after its presence', () => {
    expect(firstUploadError({ ...valid, description: 'ก'.repeat(100) })).toBeNull();
    expect(firstUploadError({ ...valid, description: 'ก'.repeat(101), category: '' })).toBe(
      'คำอธิบายต้องไม่เกิน 100 ตัวอักษร',
    );
  });

  it('limits the title to 100 characters and the price to 300–1500 whole baht', () => {
    expect(firstUploadError({ ...valid, title: 'ก'.repeat(100) })).toBeNull();
    expect(firstUploadError({ ...valid, title: 'ก'.repeat(101) })).toBe('ชื่อเรื่องต้องไม่เกิน 100 ตัวอักษร');
    expect(firstUploadError({ ...valid, price: '1500' })).toBeNull();
    expect(firstUploadError({ ...valid, price: '1501' })).toBe('ราคาต้องอยู่ระหว่าง 300 ถึง 1,500 บาท');
    expect(firstUploadError({ ...valid, price: '300.5' })).toBe('ราคาต้องอยู่ระหว่าง 300 ถึง 1,500 บาท');
    expect(firstUploadError({ ...valid, price: '' })).toBe('ราคาต้องอยู่ระหว่าง 300 ถึง 1,500 บาท');
  });

  it('wants the pin inside Thailand, as the server does', () => {
    expect(firstUploadError({ ...valid, longitude: '96.5' })).toBe('ตำแหน่งที่ปักหมุดต้องอยู่ในประเทศไทย');
    expect(firstUploadError({ ...valid, latitude: '35.6', longitude: '139.7' })).toBe(
      'ตำแหน่งที่ปักหมุดต้องอยู่ในประเทศไทย',
    );
  });

  it('treats blank-only title and description as missing', () => {
    expect(firstUploadError({ ...valid, title: '   ' })).toBe('กรุณากรอกชื่อเรื่อง');
    expect(firstUploadError({ ...valid, description: '  ' })).toBe('กรุณากรอกคำอธิบาย');
  });
});

describe('the price of a clip sent for a footage request (issue 22)', () => {
  const issue = (request: Parameters<typeof uploadSchemaFor>[0], price: string) =>
    uploadSchemaFor(request).safeParse({ ...valid, price }).error?.issues[0]?.message ?? null;
  const request = { requestId: 'r1', title: 'ตามหาคลิป', maxPrice: 3000 };

  it('goes up to what the requester will pay, and says so above it', () => {
    expect(issue(request, '3000')).toBeNull();
    expect(issue(request, '3001')).toBe('คลิปที่ส่งให้คำขอตั้งราคาได้ระหว่าง 300 ถึง 3,000 บาท (ไม่เกินราคาที่ผู้ขอยินดีจ่าย)');
    expect(issue({ ...request, maxPrice: 500 }, '800')).toMatch(/300 ถึง 500 บาท/);
  });

  it('while the request is not read yet, up to the most any request offers; the server checks it', () => {
    expect(issue({ ...request, maxPrice: null }, '5000')).toBeNull();
    expect(issue({ ...request, maxPrice: null }, '5001')).toMatch(/300 ถึง 5,000 บาท/);
  });

  it('a clip sent for none stays within ฿300–1,500', () => {
    expect(issue(null, '1501')).toBe('ราคาต้องอยู่ระหว่าง 300 ถึง 1,500 บาท');
  });
});
