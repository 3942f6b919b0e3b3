import type { RequestStatus } from '../../../events/request/requestEvents.ts';
import { requestFieldTexts } from '../../../events/request/requestFieldTexts.ts';
import { REQUEST_OPENS_PER_HOUR } from '../../constants.ts';

/**
 * What the write side says about footage requests (issue 22, ตามหาคลิป) and alert areas: the
 * request form's fields, the request decider's and the guard's refusals.
 */
export const requestTexts = {
  ...requestFieldTexts,
  notFound: 'ไม่พบคำขอตามหาคลิปนี้',
  alreadyExists: 'มีคำขอนี้อยู่แล้ว',
  notOwner: 'เฉพาะเจ้าของคำขอเท่านั้นที่ทำรายการนี้ได้',
  /** Why an edit, a close or a renewal is refused, by how the request stands. */
  notOpen: {
    open: 'คำขอนี้ยังเปิดอยู่',
    fulfilled: 'คำขอนี้ได้รับคลิปแล้ว จึงแก้ไข ปิด หรือต่ออายุไม่ได้อีก',
    closed: 'คำขอนี้ปิดไปแล้ว หากยังต้องการคลิป กรุณาสร้างคำขอใหม่',
    expired: 'คำขอนี้หมดอายุแล้ว กรุณากดต่ออายุก่อนแก้ไข',
    removed: 'คำขอนี้ถูกผู้ดูแลระบบนำออกแล้ว จึงทำรายการนี้ไม่ได้',
  } satisfies Record<RequestStatus, string>,
  noChanges: 'กรุณาระบุข้อมูลที่ต้องการแก้ไข',
  limit: requestFieldTexts.openMax,
  opensTooFrequent: `เปิดคำขอตามหาคลิปได้ไม่เกิน ${REQUEST_OPENS_PER_HOUR} รายการต่อชั่วโมง กรุณารอสักครู่แล้วลองใหม่`,
  ownReport: 'รายงานคำขอของตัวเองไม่ได้ หากต้องการแก้ไขหรือปิดคำขอ กรุณาใช้ปุ่มแก้ไขหรือปิดคำขอ',
  alreadyReported: 'คุณรายงานคำขอนี้ไปแล้ว ผู้ดูแลระบบจะตรวจสอบโดยเร็ว',
  alreadyMatched: 'คลิปนี้ถูกจับคู่กับคำขอนี้แล้ว',
  alreadyFulfilled: 'คำขอนี้ได้รับคลิปแล้ว',
  notDue: 'คำขอนี้ยังไม่ถึงกำหนดหมดอายุ',
  reportsTooFrequent: 'คุณรายงานคำขอบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่',
  areaRadius: requestFieldTexts.radius,
  channelRequired: 'กรุณาระบุว่าต้องการรับการแจ้งเตือนทางอีเมลและ Web Push หรือไม่ (true หรือ false)',
} as const;
