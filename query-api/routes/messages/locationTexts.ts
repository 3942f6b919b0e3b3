/** Place search and reverse geocoding of a map pin. */
export const locationTexts = {
  queryRequired: 'กรุณาพิมพ์ชื่อจังหวัดหรืออำเภอที่ต้องการค้นหา',
  queryTooLong: (max: number) => `คำค้นหาต้องไม่เกิน ${max} ตัวอักษร`,
  provinceIdInvalid: 'รหัสจังหวัดไม่ถูกต้อง',
  districtIdInvalid: 'รหัสอำเภอหรือเขตไม่ถูกต้อง',
  provinceNotFound: 'ไม่พบจังหวัดที่ระบุ',
  districtNotFound: 'ไม่พบอำเภอหรือเขตที่ระบุ',
  pinInvalid: 'พิกัดหมุดไม่ถูกต้อง',
  geocoderUnavailable: 'ไม่สามารถระบุที่อยู่จากหมุดได้ในขณะนี้ กรุณาเลือกจังหวัด อำเภอ และตำบลเอง',
  outsideThailand: 'ไม่พบที่อยู่ในประเทศไทยตรงหมุดนี้ กรุณาเลือกจังหวัด อำเภอ และตำบลเอง',
} as const;
