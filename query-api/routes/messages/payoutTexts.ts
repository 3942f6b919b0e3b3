/** The admin's payout list and payout detail. */
export const payoutTexts = {
  notFound: 'ไม่พบรายการจ่ายเงิน',
  invalidStatus: 'สถานะต้องเป็น pending, paid หรือ failed',
} as const;
