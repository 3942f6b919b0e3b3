/** What the PWA says when this browser cannot take footage-request alerts by Web Push. */
export const pushSubscriptionTexts = {
  unsupported: 'เบราว์เซอร์นี้รับการแจ้งเตือนไม่ได้ บน iPhone และ iPad ให้เพิ่มแดชคลิปไว้ที่หน้าจอโฮมก่อน แล้วเปิดจากไอคอนนั้น',
  denied: 'การแจ้งเตือนของแดชคลิปถูกปิดไว้ในเบราว์เซอร์นี้ เปิดได้ที่การตั้งค่าเว็บไซต์ของเบราว์เซอร์ แล้วลองอีกครั้ง',
  dismissed: 'ยังไม่ได้อนุญาตการแจ้งเตือน กดเปิดอีกครั้งเมื่อพร้อม',
} as const;
