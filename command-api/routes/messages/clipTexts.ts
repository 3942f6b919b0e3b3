import { limitTexts } from '../../../events/limitTexts.ts';

/**
 * What the write side says about clips: the upload form's and the edit popups' fields, and the clip
 * decider's refusals.
 */
export const clipTexts = {
  titleRequired: 'กรุณากรอกชื่อเรื่อง',
  titleTooLong: limitTexts.titleTooLong,
  descriptionRequired: 'กรุณากรอกคำอธิบาย',
  descriptionTooLong: limitTexts.descriptionTooLongOnUpload,
  categoryRequired: 'กรุณาเลือกประเภทเหตุการณ์',
  eventDateRequired: 'กรุณาเลือกวันที่เกิดเหตุ',
  eventTimeRequired: 'กรุณาเลือกเวลาที่เกิดเหตุ',
  provinceRequired: 'กรุณาเลือกจังหวัด',
  vehicleTypeRequired: 'กรุณาเลือกประเภทยานพาหนะ',
  pinRequired: 'กรุณาปักหมุดสถานที่เกิดเหตุบนแผนที่',
  priceRange: limitTexts.priceRange,
  reasonRequired: 'กรุณาระบุเหตุผลที่ปฏิเสธ',
  notFound: 'ไม่พบวิดีโอ',
  alreadyExists: 'มีคลิปนี้อยู่แล้ว',
  notPending: 'คลิปนี้ไม่ได้อยู่ในสถานะรอตรวจสอบ',
  notEditable: 'คลิปที่ถูกปฏิเสธหรือหมดอายุแล้วแก้ไขไม่ได้',
  fieldLocked: 'คลิปที่อนุมัติแล้วแก้ไขได้เฉพาะชื่อเรื่อง คำอธิบาย และราคา',
  noChanges: 'กรุณาระบุข้อมูลที่ต้องการแก้ไข',
  notApproved: 'คลิปนี้ไม่ได้อยู่ในสถานะพร้อมขาย',
  notDueToExpire: 'คลิปนี้ยังไม่ถึงกำหนดหมดอายุ',
  descriptionTooLongOnEdit: limitTexts.descriptionTooLongOnEdit,
} as const;
