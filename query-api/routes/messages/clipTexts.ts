/** What the read side says about clips it cannot show or filter on. */
export const clipTexts = {
  notFound: 'ไม่พบวิดีโอ',
  invalidStatus: 'สถานะวิดีโอไม่ถูกต้อง',
  sellerNotFound: 'ไม่พบผู้ขาย',
} as const;
