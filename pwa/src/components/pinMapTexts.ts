/** The map pin picker's words (the upload form and the footage request form share the picker). */
export const pinMapTexts = {
  label: 'แผนที่สถานที่เกิดเหตุ (คลิกเพื่อปักหมุด)',
  search: 'ค้นหาสถานที่ (จังหวัด/อำเภอ)',
  searchResults: 'ผลการค้นหาสถานที่',
  noResults: 'ไม่พบสถานที่',
  timeout: 'แผนที่โหลดช้า แต่ยังใช้งานแบบฟอร์มได้ตามปกติ',
  failed: 'แสดงแผนที่ไม่ได้ กรุณากรอกจังหวัดและพิกัดเอง หรือโหลดหน้าใหม่',
  reload: 'โหลดหน้าใหม่',
  pinned: 'ตำแหน่งที่ปักหมุด',
  noPin: 'ยังไม่ได้ปักหมุด',
  latitude: 'ละติจูด',
  longitude: 'ลองจิจูด',
  noPlaceName: 'ไม่พบชื่อสถานที่ตรงหมุดนี้ กรุณาเลือกจังหวัด อำเภอ และตำบลเอง',
  moved: (from: string, to: string) =>
    `หมุดอยู่นอก ${from} จึงเปลี่ยนพื้นที่เป็น ${to} ให้ตรงกับหมุดแล้ว หากไม่ถูกต้อง ให้ย้ายหมุดหรือเลือกพื้นที่ใหม่`,
} as const;
