/** The navbar's notification bell (issue 7). */

export const notifications = {
  bell: 'การแจ้งเตือน',
  bellUnread: (count: number) => `การแจ้งเตือน ยังไม่ได้อ่าน ${count} รายการ`,
  title: 'การแจ้งเตือน',
  readAll: 'อ่านทั้งหมด',
  empty: 'ยังไม่มีการแจ้งเตือน',
  loading: 'กำลังโหลดการแจ้งเตือน...',
  loadFailed: 'โหลดการแจ้งเตือนไม่สำเร็จ',
  retry: 'ลองใหม่',
  unreadMark: 'ยังไม่ได้อ่าน',
  untitled: 'ไม่มีชื่อ',
  clipApproved: (title: string) => `คลิป “${title}” ได้รับการอนุมัติแล้ว`,
  clipRejected: (title: string, reason: string) =>
    reason ? `คลิป “${title}” ไม่ผ่านการตรวจ: ${reason}` : `คลิป “${title}” ไม่ผ่านการตรวจ`,
  clipSold: (title: string, amount: string) => `ขายคลิป “${title}” ได้ ${amount}`,
  payoutPaid: (amount: string) => `โอนเงิน ${amount} ให้คุณแล้ว`,
  complaintResolved: 'คำร้องของคุณได้รับการตอบกลับ: แก้ไขเรียบร้อยแล้ว',
  complaintRejected: 'คำร้องของคุณได้รับการตอบกลับ: ไม่รับเรื่อง',
  other: 'คุณมีการแจ้งเตือนใหม่',
};
