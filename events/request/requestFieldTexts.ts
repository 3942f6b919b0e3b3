import { limitTexts } from '../limitTexts.ts';

/**
 * What a requester is told about a footage request's fields (issue 22), and a seller about their
 * alert areas: worded once for the PWA's forms and the server's answers (the server checks the
 * same fields again).
 */
export const requestFieldTexts = {
  titleRequired: limitTexts.requestTitle,
  descriptionRequired: limitTexts.requestDescription,
  pinRequired: 'กรุณาปักหมุดสถานที่เกิดเหตุบนแผนที่',
  pinOutsideThailand: 'ตำแหน่งที่ปักหมุดต้องอยู่ในประเทศไทย',
  radius: limitTexts.requestRadius,
  provinceRequired: 'กรุณาเลือกจังหวัด',
  provinceUnknown: 'ไม่พบจังหวัดที่เลือก กรุณาเลือกจังหวัดจากรายการ',
  incidentDateRequired: 'กรุณาเลือกวันที่เกิดเหตุ',
  incidentDateInFuture: 'วันที่เกิดเหตุต้องไม่เป็นวันในอนาคต',
  incidentDateTooOld: limitTexts.requestIncidentTooOld,
  timeFromRequired: 'กรุณาระบุเวลาเริ่มต้น (ชั่วโมง:นาที เช่น 07:30)',
  timeToRequired: 'กรุณาระบุเวลาสิ้นสุด (ชั่วโมง:นาที เช่น 08:30)',
  windowReversed: 'เวลาสิ้นสุดต้องอยู่หลังเวลาเริ่มต้นภายในวันเดียวกัน',
  vehicleTypesRequired: 'กรุณาเลือกประเภทยานพาหนะที่เกี่ยวข้องอย่างน้อย 1 ประเภท (ไม่ซ้ำกัน)',
  price: limitTexts.requestPrice,
  reasonRequired: limitTexts.requestReason,
  openMax: limitTexts.requestOpenMax,
  alertAreasMax: limitTexts.alertAreasMax,
  alertAreaLabel: limitTexts.alertAreaLabel,
} as const;
