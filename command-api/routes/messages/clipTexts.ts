import { limitTexts } from '../../../events/limitTexts.ts';
import { clipFieldTexts } from '../../../events/clip/clipFieldTexts.ts';

/**
 * What the write side says about clips: the upload form's and the edit popups' fields, and the clip
 * decider's refusals.
 */
export const clipTexts = {
  ...clipFieldTexts,
  reasonRequired: 'กรุณาระบุเหตุผลที่ปฏิเสธ',
  notFound: 'ไม่พบวิดีโอ',
  alreadyExists: 'มีคลิปนี้อยู่แล้ว',
  notPending: 'คลิปนี้ไม่ได้อยู่ในสถานะรอตรวจสอบ',
  notEditable: 'คลิปที่ถูกปฏิเสธแก้ไขได้ด้วย "แก้ไขและส่งตรวจอีกครั้ง" ส่วนคลิปที่หมดอายุแล้วแก้ไขไม่ได้',
  notRejected: 'ส่งตรวจอีกครั้งได้เฉพาะคลิปที่ถูกปฏิเสธ',
  fieldLocked: 'คลิปที่อนุมัติแล้วแก้ไขได้เฉพาะชื่อเรื่อง คำอธิบาย ราคา และช่วงเวลาเกิดเหตุของตัวอย่าง',
  noChanges: 'กรุณาระบุข้อมูลที่ต้องการแก้ไข',
  notApproved: 'คลิปนี้ไม่ได้อยู่ในสถานะพร้อมขาย',
  notDueToExpire: 'คลิปนี้ยังไม่ถึงกำหนดหมดอายุ',
  descriptionTooLongOnEdit: limitTexts.descriptionTooLongOnEdit,
} as const;
