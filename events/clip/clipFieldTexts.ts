import { limitTexts } from '../limitTexts.ts';

/**
 * What a seller is told about a clip's fields, worded once for the PWA's upload form and the
 * server's answers (the server checks the same fields again).
 */
export const clipFieldTexts = {
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
  pinOutsideThailand: 'ตำแหน่งที่ปักหมุดต้องอยู่ในประเทศไทย',
  priceRange: limitTexts.priceRange,
  priceRangeForRequest: limitTexts.priceRangeForRequest,
} as const;
