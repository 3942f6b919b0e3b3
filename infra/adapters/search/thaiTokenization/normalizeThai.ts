// Text clean-up shared by indexing and querying (DESIGN.md §7b). NFC only: NFKC decomposes ำ into
// ํ + า, which the segmenter then cuts in the wrong places.

const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF\u00AD]/g;
const THAI_DIGIT_ZERO = 0x0e50;
const THAI_DIGITS = /[\u0E50-\u0E59]/g;
// Typed as two sara e (เ + เ) because many keyboards and fonts render it like แ.
const DOUBLE_SARA_E = /\u0E40\u0E40/g;
// Nikhahit + sara aa (optionally with a tone mark typed in between) instead of sara am.
const SPLIT_SARA_AM = /\u0E4D([\u0E48-\u0E4B]?)\u0E32/g;
// Sara am typed before the tone mark (นำ้ instead of น้ำ): same glyphs, different code points.
const TONE_AFTER_SARA_AM = /\u0E33([\u0E48-\u0E4B])/g;
// Dotted acronyms (ก.ท.ม., จ.ย.ย.) are written both with and without dots; a single abbreviation
// such as ถ. in ถ.สุขุมวิท is left alone (the dot becomes a space).
const DOTTED_ACRONYM = /(?<![\p{L}\p{M}])(?:\p{L}\p{M}*\.){2,}/gu;
// Everything that is neither a letter, a combining mark nor a digit separates words. ฯ (ไปยาลน้อย)
// and ๆ (ไม้ยมก) are Thai punctuation as far as search is concerned: กรุงเทพฯ is กรุงเทพ.
const SEPARATOR = /[^\p{L}\p{M}\p{Nd}]|[\u0E2F\u0E46\u0E4F\u0E5A\u0E5B]/gu;
const THAI_THEN_OTHER = /([\u0E01-\u0E4E])(?=[a-z0-9\p{Script=Latin}])/gu;
const OTHER_THEN_THAI = /([a-z0-9\p{Script=Latin}])(?=[\u0E01-\u0E4E])/gu;

export function normalizeThai(text: string): string {
  return text
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .replace(THAI_DIGITS, (digit) => String(digit.charCodeAt(0) - THAI_DIGIT_ZERO))
    .replace(DOUBLE_SARA_E, '\u0E41')
    .replace(SPLIT_SARA_AM, '$1\u0E33')
    .replace(TONE_AFTER_SARA_AM, '$1\u0E33')
    .replace(DOTTED_ACRONYM, (acronym) => acronym.replaceAll('.', ''))
    .toLowerCase()
    .replace(SEPARATOR, ' ')
    .replace(THAI_THEN_OTHER, '$1 ')
    .replace(OTHER_THEN_THAI, '$1 ')
    .replace(/\s+/g, ' ')
    .trim();
}
