/** The evidence receipt and the fingerprint check (/verify). */
export const receiptTexts = {
  notPaid: 'ออกใบเสร็จได้เฉพาะรายการที่ชำระเงินแล้วเท่านั้น',
  badHash: 'กรุณาระบุค่า SHA-256 เป็นเลขฐานสิบหก 64 ตัวอักษร (0-9, a-f)',
} as const;
