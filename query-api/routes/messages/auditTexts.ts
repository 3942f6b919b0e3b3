/** The audit trail: its filters and the CSV export's header. */
export const auditTexts = {
  invalidEntityType: 'ประเภทข้อมูลต้องเป็น clip, user, purchase, ledger, payout, complaint หรือ request',
  invalidAction: 'ไม่รู้จักการกระทำนี้ในประวัติการใช้งาน',
  invalidDate: 'วันที่ต้องอยู่ในรูปแบบ ปปปป-ดด-วว (ค.ศ.) เช่น 2026-11-21',
  dateRange: 'วันที่เริ่มต้นต้องไม่อยู่หลังวันที่สิ้นสุด',
  invalidPage: 'เลขหน้าต้องเป็นจำนวนเต็มตั้งแต่ 1 ขึ้นไป',
  invalidLimit: (max: number) => `จำนวนรายการต่อหน้าต้องเป็นจำนวนเต็มตั้งแต่ 1 ถึง ${max}`,
  csvHeader: [
    'เวลา',
    'ประเภทผู้กระทำ',
    'รหัสผู้กระทำ',
    'บทบาท',
    'ระบบ',
    'ชื่อผู้กระทำ',
    'ประเภทข้อมูล',
    'รหัสข้อมูล',
    'การกระทำ',
    'รายละเอียด',
  ],
} as const;
