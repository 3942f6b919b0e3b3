/**
 * Footage requests (ตามหาคลิป, issue 22): the board's and the admin list's filters, the answers'
 * words, the refusals. Coordinates and the map viewport are refused in search's words.
 */
export const requestTexts = {
  /** How the board names a requester: a number, never who they are. */
  alias: (n: number) => `ผู้ขอ #${n}`,
  notFound: 'ไม่พบคำขอนี้ หรือคำขอนี้ไม่ได้เปิดรับคลิปแล้ว',
  matchesForbidden: 'เฉพาะเจ้าของคำขอและผู้ดูแลระบบเท่านั้นที่ดูคลิปที่ตรงกับคำขอได้',
  provinceTooLong: (max: number) => `ชื่อจังหวัดต้องไม่เกิน ${max} ตัวอักษร`,
  dateInvalid: 'วันที่เกิดเหตุต้องอยู่ในรูปแบบ ปปปป-ดด-วว (ค.ศ.) และเป็นวันที่ที่มีอยู่จริง',
  withinKmInvalid: (min: number, max: number) => `ระยะทางต้องเป็นตัวเลขตั้งแต่ ${min} ถึง ${max} กิโลเมตร`,
  positionIncomplete: 'ตำแหน่งต้องระบุทั้งละติจูดและลองจิจูด',
  withinKmNeedsPosition: 'การกรองตามระยะทางต้องระบุตำแหน่งของคุณ (ละติจูดและลองจิจูด) ด้วย',
  statusInvalid: (statuses: readonly string[]) => `สถานะต้องเป็น ${statuses.join(', ')} เท่านั้น`,
} as const;
