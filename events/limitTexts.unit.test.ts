import { describe, expect, it } from 'vitest';
import { limitTexts } from './limitTexts.ts';

describe('limit texts', () => {
  it('name the limits of the specification in Thai', () => {
    expect(limitTexts.titleTooLong).toBe('ชื่อเรื่องต้องไม่เกิน 100 ตัวอักษร');
    expect(limitTexts.descriptionTooLongOnUpload).toBe('คำอธิบายต้องไม่เกิน 100 ตัวอักษร');
    expect(limitTexts.descriptionTooLongOnEdit).toBe('คำอธิบายต้องไม่เกิน 500 ตัวอักษร');
    expect(limitTexts.priceRange).toBe('ราคาต้องอยู่ระหว่าง 300 ถึง 1,500 บาท');
    expect(limitTexts.priceRangeForRequest(3000)).toBe(
      'คลิปที่ส่งให้คำขอตั้งราคาได้ระหว่าง 300 ถึง 3,000 บาท (ไม่เกินราคาที่ผู้ขอยินดีจ่าย)',
    );
    expect(limitTexts.tagsTooMany).toBe('แท็กต้องไม่เกิน 20 รายการ และแต่ละแท็กไม่เกิน 50 ตัวอักษร');
    expect(limitTexts.videoTooLarge).toBe('ไฟล์วิดีโอต้องไม่เกิน 100MB');
    expect(limitTexts.videoTooLong(150)).toBe('ไม่สามารถอัปโหลดวิดีโอที่ยาวเกิน 2 นาทีได้ (ความยาวปัจจุบัน 150 วินาที)');
    expect(limitTexts.imageTooLarge).toBe('ไฟล์รูปภาพต้องไม่เกิน 10MB');
    expect(limitTexts.tooManyPreviews).toBe('ภาพตัวอย่างต้องไม่เกิน 25 ภาพ');
    expect(limitTexts.verifyFileTooLarge).toMatch(/^ไฟล์ใหญ่เกิน 100 MB จึงไม่ใช่ไฟล์ต้นฉบับ/);
    expect(limitTexts.reasonTooLong).toBe('เหตุผลต้องไม่เกิน 500 ตัวอักษร');
    expect(limitTexts.failureReasonTooLong).toBe('สาเหตุต้องไม่เกิน 500 ตัวอักษร');
    expect(limitTexts.nameTooLong).toBe('ต้องไม่เกิน 100 ตัวอักษร');
    expect(limitTexts.passwordTooShort).toBe('รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร');
    expect(limitTexts.passwordTooLong).toBe('รหัสผ่านต้องไม่เกิน 128 ตัวอักษร');
    expect(limitTexts.otpFormat).toBe('รหัส OTP ต้องเป็นตัวเลข 6 หลัก');
    expect(limitTexts.complaintSubject).toBe('กรุณาระบุหัวข้อ (ไม่เกิน 200 ตัวอักษร)');
    expect(limitTexts.complaintDescription).toBe('กรุณาระบุรายละเอียด (ไม่เกิน 2000 ตัวอักษร)');
    expect(limitTexts.requestTitle).toBe('กรุณาระบุหัวข้อคำขอ (ไม่เกิน 100 ตัวอักษร)');
    expect(limitTexts.requestRadius).toBe('รัศมีต้องอยู่ระหว่าง 100 ถึง 5,000 เมตร');
    expect(limitTexts.requestPrice).toBe('ราคาที่ยินดีจ่ายต้องเป็นจำนวนเต็มระหว่าง 300 ถึง 5,000 บาท');
    expect(limitTexts.requestOpenMax).toBe('คุณมีคำขอที่เปิดอยู่ครบ 3 รายการแล้ว กรุณาปิดคำขอเดิมก่อน');
    expect(limitTexts.alertAreasMax).toBe('ตั้งพื้นที่แจ้งเตือนได้ไม่เกิน 5 พื้นที่');
  });

  it('keep both wordings where the server and the PWA say a limit differently', () => {
    expect(limitTexts.accountNumberDigits).toBe('เลขที่บัญชีต้องเป็นตัวเลข 10 ถึง 14 หลัก');
    expect(limitTexts.accountNumberDigitsRange).toBe('เลขที่บัญชีต้องเป็นตัวเลข 10–14 หลัก');
    expect(limitTexts.complaintResponse).toBe('กรุณาระบุคำตอบถึงผู้แจ้ง (ไม่เกิน 2000 ตัวอักษร)');
    expect(limitTexts.complaintResponseGrouped).toBe('กรุณาระบุคำตอบถึงผู้แจ้ง (ไม่เกิน 2,000 ตัวอักษร)');
    expect(limitTexts.sha256Required).toBe('กรุณาระบุค่า SHA-256 เป็นเลขฐานสิบหก 64 ตัวอักษร (0-9, a-f)');
    expect(limitTexts.sha256Invalid).toBe('ค่า SHA-256 ต้องเป็นเลขฐานสิบหก 64 ตัวอักษร (0-9, a-f)');
  });
});
