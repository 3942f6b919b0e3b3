/** The verified accounts `npm run dev:seed` creates for trying the embedded marketplace. */
export const DEV_PASSWORD = 'dashclip-dev-2026';
export const devAccounts = [
  {
    uid: 'dev-seller',
    email: 'seller@dashclip.test',
    firstName: 'ผู้ขาย',
    lastName: 'ทดสอบ',
    admin: false,
    userType: 'seller',
  },
  {
    uid: 'dev-admin',
    email: 'admin@dashclip.test',
    firstName: 'ผู้ดูแล',
    lastName: 'ทดสอบ',
    admin: true,
    userType: 'seller',
  },
  {
    uid: 'dev-buyer',
    email: 'buyer@dashclip.test',
    firstName: 'ผู้ซื้อ',
    lastName: 'ทดสอบ',
    admin: false,
    userType: 'buyer',
  },
] as const;
