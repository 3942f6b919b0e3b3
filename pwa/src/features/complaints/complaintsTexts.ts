import { limitTexts } from '../../../../events/limitTexts.ts';

/** Complaints from users (issue 7): the form and the reporter's list. */
export const complaints = {
  newComplaint: 'แจ้งปัญหาใหม่',
  formLabel: 'แบบฟอร์มแจ้งปัญหา',
  type: 'ประเภทปัญหา',
  subject: 'หัวข้อ',
  description: 'รายละเอียด',
  aboutClip: 'เกี่ยวกับคลิป',
  aboutPurchase: 'เกี่ยวกับรายการซื้อ',
  removeReference: 'ไม่ระบุ',
  submit: 'ส่งเรื่อง',
  submitting: 'กำลังส่ง...',
  cancel: 'ยกเลิก',
  sent: 'ส่งเรื่องเรียบร้อยแล้ว ทีมงานจะตอบกลับที่นี่',
  listLabel: 'เรื่องที่คุณแจ้ง',
  empty: 'คุณยังไม่เคยแจ้งปัญหา',
  filedAt: 'แจ้งเมื่อ',
  status: 'สถานะ',
  response: 'คำตอบจากทีมงาน',
  noResponse: 'ยังไม่มีคำตอบ',
  loadFailed: 'โหลดรายการแจ้งปัญหาไม่สำเร็จ',
  validation: {
    type: 'กรุณาเลือกประเภทปัญหา',
    subject: limitTexts.complaintSubject,
    description: limitTexts.complaintDescription,
  },
} as const;
