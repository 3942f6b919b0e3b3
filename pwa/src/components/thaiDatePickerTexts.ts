/** The Thai date picker's words (components/ThaiDatePicker.tsx). */
import { thaiMonths } from '../lib/texts.ts';

export const thaiDatePicker = {
  placeholder: 'เลือกวันที่',
  dialog: (label: string) => `เลือกวันที่: ${label}`,
  previousMonth: 'เดือนก่อนหน้า',
  nextMonth: 'เดือนถัดไป',
  month: 'เดือน',
  year: 'ปี พ.ศ.',
  today: 'วันนี้',
  clear: 'ล้างวันที่',
  close: 'ปิด',
  /** Sunday first, as Thai calendars are printed. */
  weekdaysShort: ['อา', 'จ', 'อ', 'พ', 'พฤ', 'ศ', 'ส'],
  weekdaysLong: ['อาทิตย์', 'จันทร์', 'อังคาร', 'พุธ', 'พฤหัสบดี', 'ศุกร์', 'เสาร์'],
  months: thaiMonths.long,
  /** '21 พฤศจิกายน 2569' from Gregorian parts. */
  longDate: (day: number, monthName: string, buddhistYear: number) => `${day} ${monthName} ${buddhistYear}`,
  outOfRange: 'วันที่นี้อยู่นอกช่วงที่เลือกได้',
} as const;
