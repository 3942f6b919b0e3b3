import { limitTexts } from '../../../events/limitTexts.ts';
import { clipFieldTexts } from '../../../events/clip/clipFieldTexts.ts';

/**
 * What an upload is told: the form as it streams in, its files, resumable uploads, the quota; and
 * media requests.
 */
export const uploadTexts = {
  notMultipart: 'กรุณาส่งข้อมูลแบบ multipart/form-data',
  malformedForm: 'ข้อมูลฟอร์มที่ส่งมาไม่สมบูรณ์ กรุณาลองใหม่',
  fileRequired: 'กรุณาเลือกไฟล์วิดีโอ',
  fileTooLarge: limitTexts.videoTooLarge,
  unsupportedFormat: 'รองรับเฉพาะไฟล์วิดีโอ (mp4, avi, mov, wmv, flv) เท่านั้น',
  unreadable: 'ไม่สามารถอ่านข้อมูลวิดีโอได้ กรุณาเลือกไฟล์อื่น',
  tooLong: limitTexts.videoTooLong,
  pinOutsideThailand: clipFieldTexts.pinOutsideThailand,
  provinceUnknown: 'ไม่พบจังหวัดที่เลือก กรุณาเลือกจังหวัดจากรายการ',
  consentRequired: 'กรุณาติ๊กถูกในช่องยอมรับข้อตกลงก่อน',
  duplicate: 'คุณเคยอัปโหลดไฟล์วิดีโอนี้แล้ว',
  uploadNotFound: 'ไม่พบการอัปโหลดนี้ หรือการอัปโหลดยังไม่เสร็จ กรุณาอัปโหลดใหม่',
  uploadLengthRequired: 'กรุณาระบุขนาดไฟล์ (Upload-Length) ที่จะอัปโหลด',
  offsetConflict: 'ตำแหน่งข้อมูลที่ส่งไม่ตรงกับที่อัปโหลดไว้ กรุณาอัปโหลดต่อใหม่',
  uploadBusy: 'การอัปโหลดนี้กำลังทำงานอยู่ กรุณารอสักครู่แล้วลองใหม่',
  uploadRequestInvalid: 'คำขออัปโหลดไม่ถูกต้อง กรุณาลองใหม่',
  imageTooLarge: limitTexts.imageTooLarge,
  imageUnsupported: 'รองรับเฉพาะรูปภาพ JPEG, PNG, WebP หรือ GIF เท่านั้น',
  tooManyPreviews: limitTexts.tooManyPreviews,
  unexpectedFile: (name: string) => `ไม่รู้จักไฟล์ในช่อง ${name}`,
  imageNotFound: 'ไม่พบรูปภาพ',
  rangeNotSatisfiable: 'ช่วงข้อมูลที่ขอไม่ถูกต้อง',
  uploadUrlInvalid: 'ที่อยู่การอัปโหลดไม่ถูกต้อง (ต้องไม่มี ? หรือ # ต่อท้าย) กรุณาอัปโหลดใหม่',
  imagesTooLarge: (mb: number) => `รูปภาพทั้งหมดของการอัปโหลดหนึ่งครั้งต้องรวมกันไม่เกิน ${mb}MB`,
  /* A clip sent for a footage request (issue 22, field requestId). */
  requestUnknown: 'ไม่พบคำขอตามหาคลิปที่ต้องการส่งคลิปให้',
  requestOwn: 'คำขอนี้เป็นคำขอของคุณเอง จึงส่งคลิปให้ไม่ได้ หากมีคลิปของเหตุการณ์นี้ อัปโหลดได้โดยไม่ต้องผูกกับคำขอ',
  requestNotOpen: 'คำขอนี้ไม่เปิดรับคลิปแล้ว (ได้รับคลิปแล้ว ปิด หรือหมดอายุ) คุณยังอัปโหลดคลิปนี้ได้โดยไม่ต้องผูกกับคำขอ',
  quotaPending: (max: number) =>
    `คุณมีคลิปที่รอการตรวจสอบหรืออัปโหลดค้างอยู่ครบ ${max} รายการแล้ว กรุณารอให้ผู้ดูแลตรวจสอบ หรือยกเลิกการอัปโหลดที่ค้างอยู่ก่อน`,
  quotaBytes: (gb: number, hours: number) =>
    `คุณอัปโหลดวิดีโอครบ ${gb}GB ภายใน ${hours} ชั่วโมงแล้ว กรุณาลองใหม่ภายหลัง`,
} as const;
