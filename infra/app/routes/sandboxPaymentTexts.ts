/** What the sandbox payment pages' routes answer with (embedded mode's test payments). */
export const sandboxPaymentTexts = {
  checkoutNotFound: 'ไม่พบรายการชำระเงินนี้ในระบบชำระเงินทดสอบ',
  intentNotFound: 'ไม่พบรายการชำระเงินนี้ในระบบชำระเงินทดสอบ',
  threeDsNotFound: 'ไม่พบขั้นตอนยืนยันตัวตน (3-D Secure) นี้ หรือขั้นตอนนี้เสร็จสิ้นไปแล้ว',
  cardInvalid: 'กรุณากรอกหมายเลขบัตร วันหมดอายุ (เดือน/ปี) และรหัส CVC ให้ครบถ้วน',
  outcomeInvalid: 'กรุณาเลือกผลการยืนยันตัวตน: อนุมัติ (approve) หรือไม่อนุมัติ (fail)',
  sessionExpired: 'รายการชำระเงินนี้หมดเวลาแล้ว กรุณาเริ่มชำระเงินใหม่อีกครั้ง',
  sessionComplete: 'รายการนี้ชำระเงินเรียบร้อยแล้ว',
  intentNotPayable: 'รายการชำระเงินนี้อยู่ในสถานะที่ชำระซ้ำไม่ได้ กรุณาโหลดหน้าใหม่',
} as const;
