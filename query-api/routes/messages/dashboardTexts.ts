/** The admin dashboard's time range. */
export const dashboardTexts = {
  invalidTimeRange: 'ช่วงเวลาต้องเป็น 1d (1 วัน), 7d (7 วัน), 30d (30 วัน) หรือ all (ทั้งหมด)',
} as const;
