/** Marking notifications read. */
export const notificationTexts = {
  notFound: 'ไม่พบการแจ้งเตือนนี้',
  alreadyRead: 'อ่านการแจ้งเตือนนี้แล้ว',
} as const;
