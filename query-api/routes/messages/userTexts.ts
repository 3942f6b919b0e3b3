/** A user profile that is not there. */
export const userTexts = {
  notFound: 'ไม่พบผู้ใช้',
} as const;
