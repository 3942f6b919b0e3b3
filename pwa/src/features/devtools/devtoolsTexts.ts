/** The embedded mode's dev mailbox and SMS outbox pages. */
export const devtools = {
  mailboxTitle: 'กล่องจดหมายทดสอบ',
  smsTitle: 'กล่อง SMS ทดสอบ',
  testModeNote: 'โหมดทดสอบ: อีเมลและ SMS ไม่ได้ถูกส่งจริง แต่แสดงไว้ที่นี่',
  loading: 'กำลังโหลดข้อมูล...',
  unavailable: 'หน้านี้เปิดให้เฉพาะเครื่องที่รันเซิร์ฟเวอร์หรือผู้ดูแลระบบเท่านั้น',
  off: 'หน้านี้ไม่มีให้ใช้ในเซิร์ฟเวอร์นี้ (ปิดเครื่องมือทดสอบ DEV_TOOLS ไว้)',
  empty: 'ยังไม่มีข้อความ',
  mailTo: 'ถึง',
  smsTo: 'SMS ถึง',
  openLink: 'เปิดลิงก์',
  code: 'รหัส',
} as const;
