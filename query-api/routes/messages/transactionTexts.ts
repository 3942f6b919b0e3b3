/** The admin's transaction list filters. */
export const transactionTexts = {
  invalidStatus: 'สถานะต้องเป็น completed, pending, failed, refunded หรือ expired',
  invalidDate: 'ช่วงวันที่ต้องเป็น today, 7d หรือ 30d',
} as const;
