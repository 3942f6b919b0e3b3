/** The admin area's frame: its menu and the no-access page (admin spec §1, §8). */

export const noAccess = {
  title: 'ไม่มีสิทธิ์เข้าถึง',
  body: 'คุณไม่มีสิทธิ์เข้าถึงส่วนผู้ดูแลระบบ หากคิดว่าเป็นข้อผิดพลาด กรุณาติดต่อผู้ดูแลระบบ',
  status: 'สถานะ',
  signedIn: 'เข้าสู่ระบบแล้ว',
  adminFlag: 'สิทธิ์ผู้ดูแลระบบ (isAdmin)',
  email: 'อีเมล',
  roles: 'บทบาท',
  id: 'รหัสผู้ใช้',
  refresh: 'รีเฟรชข้อมูลผู้ใช้',
  refreshing: 'กำลังรีเฟรช...',
  refreshFailed: 'รีเฟรชข้อมูลผู้ใช้ไม่สำเร็จ',
  back: 'ย้อนกลับ',
};

export const admin = {
  menuLabel: 'เมนูผู้ดูแลระบบ',
  dashboard: 'ภาพรวม',
  users: 'ผู้ใช้',
  videos: 'วิดีโอ',
  transactions: 'ธุรกรรม',
  payouts: 'การจ่ายเงินผู้ขาย',
  complaints: 'คำร้องเรียน',
  requests: 'ตามหาคลิป',
  title: 'ผู้ดูแลระบบ',
  audit: 'ประวัติการทำงาน',
};
