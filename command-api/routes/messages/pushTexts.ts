/** What the write side says about Web Push subscriptions (issue 22: alerts reach a closed app). */
export const pushTexts = {
  subscriptionInvalid: 'ข้อมูลการเปิดรับการแจ้งเตือนจากเบราว์เซอร์ไม่ถูกต้อง กรุณาปิดแล้วเปิดการแจ้งเตือนอีกครั้ง',
  endpointUnsupported: 'เบราว์เซอร์นี้ใช้บริการแจ้งเตือนที่ระบบยังไม่รองรับ กรุณาใช้ Chrome, Edge, Firefox หรือ Safari',
  keysInvalid: 'กุญแจเข้ารหัสการแจ้งเตือนจากเบราว์เซอร์ไม่ถูกต้อง กรุณาปิดแล้วเปิดการแจ้งเตือนอีกครั้ง',
  notFound: 'ไม่พบการเปิดรับการแจ้งเตือนของอุปกรณ์นี้ในบัญชีของคุณ',
  alreadySubscribed: 'อุปกรณ์นี้เปิดรับการแจ้งเตือนไว้แล้ว',
} as const;
