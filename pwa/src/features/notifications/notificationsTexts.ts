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
  // Footage requests (issue 22): the request's title is the requester's, quoted.
  untitledRequest: 'คำขอตามหาคลิป',
  requestMatched: (title: string) => `มีคลิปที่อาจตรงกับคำขอของคุณ: “${title}”`,
  matchDistance: (distance: string) => `ห่างจากหมุด ${distance}`,
  matchInWindow: 'อยู่ในช่วงเวลาที่ระบุ',
  matchMinutesApart: (minutes: number) => `ห่างจากช่วงเวลาที่ระบุ ${minutes} นาที`,
  metres: (metres: number) => `${metres} เมตร`,
  kilometres: (km: string) => `${km} กม.`,
  requestNearby: (title: string) => `มีคนตามหาคลิปใกล้พื้นที่ของคุณ: “${title}”`,
  /** Dashcams loop over their card within days: the first thing a driver who was there must do. */
  lockFootageFirst: 'ล็อกหรือสำรองไฟล์ไว้ก่อน กล้องส่วนใหญ่บันทึกทับภายใน 1–3 วัน',
  requestAreaSuggested: (title: string) => `มีคนตามหาคลิปในบริเวณที่คุณเคยถ่าย: “${title}”`,
  setAlertAreas: 'ตั้งพื้นที่แจ้งเตือน เพื่อรู้ทันทีเมื่อมีคนตามหาคลิปใกล้คุณ',
  requestFulfilled: (title: string) => `ผู้ตามหาคลิปซื้อคลิปของคุณแล้ว: “${title}”`,
  requestRemoved: (title: string) => `คำขอ “${title}” ถูกนำออกจากกระดานคำขอ`,
  other: 'คุณมีการแจ้งเตือนใหม่',
};
