/** A purchase that is not there (or not the caller's). */
export const purchaseTexts = {
  notFound: 'ไม่พบข้อมูลการซื้อ',
} as const;
