// Words that ICU's Thai dictionary does not know and cuts into meaningless syllables (โต|โย|ต้า,
// ซี|วิ|คชน); worse, the bad cut shifts the words after it. segmentThai keeps these whole.
// Changing this list changes indexed terms: SEGMENTATION_FINGERPRINT changes with it (re-index).
// Only distinctive, multi-syllable words belong here; a short entry would also cut real words.
export const LOANWORDS: readonly string[] = [
  // makes
  'โตโยต้า',
  'ฮอนด้า',
  'อีซูซุ',
  'นิสสัน',
  'มาสด้า',
  'มิตซูบิชิ',
  'ฟอร์ด',
  'เมอร์เซเดส',
  'บีเอ็มดับเบิลยู',
  'ฮุนได',
  'เชฟโรเลต',
  'ซูซูกิ',
  'ยามาฮ่า',
  'คาวาซากิ',
  // models
  'ซีวิค',
  'รีโว่',
  'วีโก้',
  'ไฮลักซ์',
  'ยาริส',
  'วีออส',
  'อัลติส',
  'แคมรี่',
  'ฟอร์จูนเนอร์',
  'ดีแม็กซ์',
  'ไทรทัน',
  'นาวาร่า',
  'เรนเจอร์',
  'ฟีโน่',
  'พีซีเอ็กซ์',
  'เอ็นแม็กซ์',
  // vehicles and people on the road
  'มอไซค์',
  'มอเตอร์ไซค์',
  'มอเตอร์ไซด์',
  'สกูตเตอร์',
  'ไรเดอร์',
  'แกร็บ',
  'ปิกอัป',
  // words that ICU cuts so that a real word falls out (เมา|ท์: the gossip เมาท์ is not drunk)
  'เมาท์',
];
