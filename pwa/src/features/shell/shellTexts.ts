/** The app shell's words: navigation, footer, sign-out, update prompt, not-found page. */

export const nav = {
  mainLabel: 'เมนูหลัก',
  brandHome: 'แดชคลิป หน้าแรก',
  dashboard: 'คลิปทั้งหมด',
  about: 'เกี่ยวกับเรา',
  requests: 'ตามหาคลิป',
  upload: 'อัปโหลดคลิป',
  myVideos: 'คลิปของฉัน',
  profile: 'โปรไฟล์',
  admin: 'ผู้ดูแลระบบ',
  home: 'หน้าแรก',
  login: 'เข้าสู่ระบบ',
  openMenu: 'เปิดเมนู',
  closeMenu: 'ปิดเมนู',
  accountMenu: 'เมนูบัญชีของ',
  noDisplayName: 'ผู้ใช้',
  uploadNeedsSignIn: 'ต้องเข้าสู่ระบบก่อนจึงจะอัปโหลดคลิปได้',
};

export const logout = {
  title: 'ออกจากระบบ',
  question: 'คุณต้องการออกจากระบบใช่หรือไม่?',
  confirm: 'ยืนยันออกจากระบบ',
  working: 'กำลังออกจากระบบ...',
  failed: 'เกิดข้อผิดพลาดในการออกจากระบบ',
};

export const footer = {
  tagline: 'ตลาดคลิปกล้องหน้ารถสำหรับใช้เป็นหลักฐาน',
  linksLabel: 'ลิงก์ท้ายหน้า',
  visitsLabel: 'เข้าชมจากอุปกรณ์นี้',
  visitsUnit: 'ครั้ง',
  cookieSettings: 'ตั้งค่าคุกกี้',
  verifyLink: 'ตรวจสอบไฟล์คลิป',
  terms: 'ข้อกำหนดการใช้งาน',
  privacy: 'นโยบายความเป็นส่วนตัว',
  takedown: 'ขอเบลอหรือลบคลิป',
  phone: 'โทร',
};

export const pwa = {
  updateAvailable: 'มีเวอร์ชันใหม่ของแดชคลิปพร้อมใช้งาน',
  update: 'อัปเดต',
  later: 'ภายหลัง',
  offlineReady: 'แดชคลิปพร้อมเปิดใช้งานแบบออฟไลน์แล้ว',
};

export const notFound = {
  title: 'ไม่พบหน้าที่ค้นหา',
  body: 'หน้าที่คุณเปิดอาจถูกย้ายหรือไม่มีอยู่แล้ว',
  backHome: 'กลับหน้าแรก',
};

export const comingSoon = {
  body: 'เรากำลังสร้างหน้านี้อยู่ และจะเปิดให้ใช้งานเร็ว ๆ นี้',
};
