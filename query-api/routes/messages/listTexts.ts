/** Paging, sorting and filtering the admin lists (and the search's price filter). */
export const listTexts = {
  invalidPage: 'เลขหน้าต้องเป็นจำนวนเต็มตั้งแต่ 1 ขึ้นไป',
  invalidLimit: (max: number) => `จำนวนรายการต่อหน้าต้องเป็นจำนวนเต็มตั้งแต่ 1 ถึง ${max}`,
  invalidSortBy: (choices: readonly string[]) => `เรียงลำดับได้ตาม ${choices.join(', ')} เท่านั้น`,
  invalidSortOrder: 'ลำดับต้องเป็น asc (น้อยไปมาก) หรือ desc (มากไปน้อย)',
  invalidBoolean: 'ค่าต้องเป็น true, false หรือ all',
  invalidUserType: 'ประเภทผู้ใช้ต้องเป็น buyer, seller, both, individual หรือ business',
  invalidRole: 'บทบาทต้องเป็น buyer, seller หรือ admin',
  invalidCategory: 'ประเภทเหตุการณ์ไม่ถูกต้อง',
  invalidVehicleType: 'ประเภทยานพาหนะไม่ถูกต้อง',
  invalidPrice: 'ราคาต้องเป็นตัวเลขตั้งแต่ 0 บาทขึ้นไป',
  priceRange: 'ราคาต่ำสุดต้องไม่มากกว่าราคาสูงสุด',
  priceFilterRange: (max: number) => `ราคาต้องเป็นจำนวนเต็มบาทตั้งแต่ 0 ถึง ${max.toLocaleString('en-US')}`,
} as const;
