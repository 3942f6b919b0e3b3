/** What the write side says about a clip's watermarked preview and its incident moment (issue 21). */
export const previewTexts = {
  momentOutOfRange: 'ช่วงเวลาเกิดเหตุ (previewMomentSeconds) ต้องเป็นตัวเลขวินาทีตั้งแต่ 0 ถึงความยาวของคลิป',
  outdated: 'ตัวอย่างนี้ไม่ตรงกับช่วงเวลาเกิดเหตุปัจจุบันของคลิปแล้ว',
  notFound: 'ไม่พบวิดีโอตัวอย่าง',
} as const;
