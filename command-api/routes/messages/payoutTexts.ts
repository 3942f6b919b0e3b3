/** Seller payouts: the batch, and an admin marking one paid or failed. */
export const payoutTexts = {
  notFound: 'ไม่พบรายการจ่ายเงิน',
  alreadyExists: 'มีรายการจ่ายเงินนี้อยู่แล้ว',
  notPending: 'รายการจ่ายเงินนี้ไม่ได้อยู่ในสถานะรอจ่าย',
  belowMinimum: 'ยอดคงเหลือยังไม่ถึงขั้นต่ำสำหรับการจ่ายเงิน',
  alreadyDebited: 'หักยอดสำหรับรายการจ่ายเงินนี้แล้ว',
  notDebited: 'ไม่พบการหักยอดของรายการจ่ายเงินนี้',
  alreadyReturned: 'คืนยอดของรายการจ่ายเงินนี้เข้าบัญชีผู้ขายแล้ว',
  reasonRequired: 'กรุณาระบุเหตุผลที่จ่ายเงินไม่สำเร็จ (ไม่เกิน 500 ตัวอักษร)',
} as const;
