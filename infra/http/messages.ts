/**
 * What the HTTP edge itself says, in Thai: malformed requests, generic field messages, access
 * refusals, conflicts and failures. Each side's features keep their own texts beside their routes
 * (command-api/routes/messages/, query-api/routes/messages/).
 */
export const th = {
  validation: 'ข้อมูลไม่ถูกต้อง กรุณาตรวจสอบแล้วลองใหม่',
  malformedJson: 'รูปแบบข้อมูล JSON ไม่ถูกต้อง',
  notJson: 'กรุณาส่งข้อมูลในรูปแบบ JSON',
  bodyTooLarge: 'ข้อมูลที่ส่งมีขนาดใหญ่เกินไป',
  unknownField: (name: string) => `ไม่รู้จักช่องข้อมูล ${name}`,
  wrongType: 'ชนิดข้อมูลไม่ถูกต้อง',
  required: 'กรุณากรอกข้อมูลช่องนี้',
  tooLong: (max: number) => `ต้องไม่เกิน ${max} ตัวอักษร`,
  invalidOption: 'ตัวเลือกไม่ถูกต้อง',
  apiNotFound: 'ไม่พบ API ที่เรียก',
  internal: 'เกิดข้อผิดพลาดภายในระบบ กรุณาลองใหม่ภายหลัง',
  unauthorized: 'ไม่พบ token การเข้าสู่ระบบ กรุณาเข้าสู่ระบบใหม่',
  forbidden: 'คุณไม่มีสิทธิ์ทำรายการนี้',
  adminOnly: 'เฉพาะผู้ดูแลระบบเท่านั้น',
  emailNotVerified: 'กรุณายืนยันอีเมลก่อนใช้งาน',
  accountDeactivated: 'บัญชีของคุณถูกปิดใช้งานอยู่ กรุณาเปิดใช้งานอีกครั้งก่อน',
  conflict: 'ข้อมูลถูกแก้ไขพร้อมกันโดยผู้อื่น กรุณาโหลดใหม่แล้วลองอีกครั้ง',
  notReady: 'ระบบยังไม่พร้อมให้บริการ',
  /* Faults of the machinery, not of the request (issue 20): the caller may simply try again. */
  databaseUnavailable: 'ระบบฐานข้อมูลขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้งในอีกสักครู่',
  storageFull: 'พื้นที่จัดเก็บไฟล์ของระบบเต็ม ไฟล์นี้จึงยังไม่ถูกบันทึก กรุณาลองใหม่ภายหลัง',
  /* Input refused before any handler (issue 15: no input answers 500). */
  input: {
    badRequest: 'คำขอไม่ถูกต้อง กรุณาตรวจสอบแล้วลองใหม่',
    malformedUrl: 'ที่อยู่ (URL) มีการเข้ารหัสอักขระไม่ถูกต้อง',
    unsafeText: 'ข้อความมีอักขระที่ใช้ไม่ได้ (อักขระว่าง NUL หรืออักขระยูนิโค้ดที่ไม่สมบูรณ์)',
    invalidId: 'รหัสอ้างอิงไม่ถูกต้อง',
    numberTooLarge: (max: number) => `ตัวเลขต้องไม่เกิน ${max.toLocaleString('en-US')}`,
    numberTooSmall: (min: number) => `ตัวเลขต้องไม่น้อยกว่า ${min.toLocaleString('en-US')}`,
    notInteger: 'ต้องเป็นจำนวนเต็ม',
    outOfRange: 'ค่าที่ส่งมาอยู่นอกช่วงที่ระบบรองรับ กรุณาตรวจสอบแล้วลองใหม่',
    headersTooLarge: 'ที่อยู่ (URL) หรือส่วนหัวของคำขอยาวเกินไป',
    requestTimeout: 'คำขอใช้เวลานานเกินไป กรุณาลองใหม่',
  },
} as const;
