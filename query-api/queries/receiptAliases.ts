/** Who a receipt names when the person's name is not to be shown (or was erased). */
export const receiptAliases = {
  anonymousBuyer: 'ผู้ซื้อ (ไม่เปิดเผยชื่อ)',
  anonymousSeller: 'ผู้ขาย (ไม่เปิดเผยชื่อ)',
} as const;
