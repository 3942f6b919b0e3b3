// Everyday spellings, slang and English names of the same thing; a query for one finds the others.
// True synonyms only: ชน (crash) is not เฉี่ยว (graze), ฝ่าไฟแดง is handled by index pairs, not here.
// Each entry must index to itself as one term (a token or an adjacent pair): variants.unit.test.ts
// checks it, so a spelling ICU cuts into three pieces belongs in loanwords.ts as well.
export const VARIANT_GROUPS: readonly (readonly string[])[] = [
  // the incident
  ['เบรก', 'เบรค', 'brake'],
  ['ยูเทิร์น', 'กลับรถ', 'u turn'],
  // kinds of vehicle
  ['มอไซ', 'มอไซค์', 'มอเตอร์ไซค์', 'มอเตอร์ไซด์', 'จักรยานยนต์', 'รถจักรยานยนต์', 'จยย', 'motorcycle', 'motorbike'],
  ['กระบะ', 'กะบะ', 'รถกระบะ', 'ปิคอัพ', 'ปิกอัพ', 'ปิกอัป', 'pickup', 'pick up'],
  ['รถตู้', 'van'],
  ['รถเมล์', 'รถบัส', 'bus'],
  ['แท็กซี่', 'แท๊กซี่', 'แทกซี่', 'รถแท็กซี่', 'taxi'],
  ['ตุ๊กตุ๊ก', 'tuk tuk'],
  ['รถบรรทุก', 'truck'],
  ['รถเก๋ง', 'เก๋ง', 'sedan'],
  ['จักรยาน', 'รถจักรยาน', 'bicycle'],
  ['รถพยาบาล', 'ambulance'],
  // makes
  ['ฮอนด้า', 'honda'],
  ['โตโยต้า', 'toyota'],
  ['อีซูซุ', 'isuzu'],
  ['นิสสัน', 'nissan'],
  ['มาสด้า', 'mazda'],
  ['มิตซูบิชิ', 'mitsubishi'],
  ['ฟอร์ด', 'ford'],
  ['เบนซ์', 'เมอร์เซเดส', 'benz', 'mercedes'],
  ['บีเอ็มดับเบิลยู', 'bmw'],
  ['ฮุนได', 'hyundai'],
  ['ยามาฮ่า', 'yamaha'],
  // models
  ['รีโว่', 'revo'],
  ['วีโก้', 'vigo'],
  ['ไฮลักซ์', 'hilux'],
  ['ซีวิค', 'civic', 'ซีวิก'],
  ['ยาริส', 'yaris'],
  ['วีออส', 'vios'],
  ['อัลติส', 'altis'],
  ['แคมรี่', 'camry'],
  ['ฟอร์จูนเนอร์', 'fortuner'],
  ['ดีแม็กซ์', 'dmax', 'd max'],
  ['ไทรทัน', 'triton'],
  ['นาวาร่า', 'navara'],
  ['เรนเจอร์', 'ranger'],
  // places
  ['แยก', 'สี่แยก', 'ทางแยก'],
  ['กทม', 'กรุงเทพ', 'กรุงเทพมหานคร', 'bangkok'],
  ['โคราช', 'นครราชสีมา', 'korat'],
  ['อยุธยา', 'กรุงศรีอยุธยา', 'พระนครศรีอยุธยา', 'ayutthaya'],
  ['พัทยา', 'pattaya'],
  ['ภูเก็ต', 'phuket'],
  ['เชียงใหม่', 'chiang mai'],
  ['สุวรรณภูมิ', 'suvarnabhumi'],
  ['ดอนเมือง', 'don mueang'],
];
