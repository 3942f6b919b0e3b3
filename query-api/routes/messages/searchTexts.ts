/** The clip search's filters. */
export const searchTexts = {
  unavailable: 'ระบบค้นหาขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้งในอีกสักครู่',
  textTooLong: (max: number) => `คำค้นหาต้องไม่เกิน ${max} ตัวอักษร`,
  unknownCategory: 'ไม่พบหมวดหมู่เหตุการณ์ที่เลือก',
  unknownVehicleType: 'ไม่พบประเภทยานพาหนะที่เลือก',
  priceInvalid: 'ราคาต้องเป็นจำนวนเต็มบาทตั้งแต่ 0 ขึ้นไป',
  maxPriceBelowMin: 'ราคาสูงสุดต้องไม่น้อยกว่าราคาต่ำสุด',
  dateInvalid: 'วันที่ต้องอยู่ในรูปแบบ ปปปป-ดด-วว (ค.ศ.)',
  dateToBeforeFrom: 'วันที่สิ้นสุดต้องไม่ก่อนวันที่เริ่มต้น',
  timeInvalid: 'เวลาต้องอยู่ในรูปแบบ ชช:นน ระหว่าง 00:00 ถึง 23:59',
  timeRangeInvalid: (ranges: readonly number[]) => {
    const named = ranges.map((days) => (days === 0 ? '0 (วันนี้)' : days === 1 ? '1 (เมื่อวาน)' : String(days)));
    return `ช่วงเวลาต้องเป็น ${named.slice(0, -1).join(', ')} หรือ ${named.at(-1)} วัน`;
  },
  latInvalid: 'ละติจูดต้องอยู่ระหว่าง -90 ถึง 90',
  lngInvalid: 'ลองจิจูดต้องอยู่ระหว่าง -180 ถึง 180',
  radiusInvalid: (min: number, max: number) => `รัศมีต้องอยู่ระหว่าง ${min} ถึง ${max} กิโลเมตร`,
  nearIncomplete: 'การค้นหาตามรัศมีต้องระบุละติจูด ลองจิจูด และรัศมีพร้อมกัน',
  bboxInvalid: 'ขอบเขตแผนที่ต้องเป็นตัวเลข 4 ค่า: ตะวันตก,ใต้,ตะวันออก,เหนือ',
  unknownSort: 'ไม่รู้จักวิธีเรียงลำดับที่เลือก',
  pageTooDeep: (max: number) => `แสดงผลได้ถึงหน้า ${max} เท่านั้น กรุณาเพิ่มตัวกรองเพื่อให้ผลลัพธ์แคบลง`,
} as const;
