/**
 * Place names as people and reverse geocoders write them: "จังหวัดเชียงใหม่", "อ.เมืองเชียงใหม่",
 * "เขต บางขุนเทียน", "แขวงแสมดำ". Matching compares keys built from the bare name.
 */

const ZERO_WIDTH = /[\u200b-\u200d\u2060\ufeff]/g;

/**
 * NFC only (NFKC breaks the vowel ำ), common typing artefacts repaired (two เ for แ, nikhahit +
 * sara aa for sara am), zero-width characters dropped, whitespace collapsed.
 */
export function cleanPlaceName(text: string): string {
  return text
    .normalize('NFC')
    .replace(ZERO_WIDTH, '')
    .replace(/เเ/g, 'แ')
    .replace(/\u0e4d\u0e32/g, 'ำ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The administrative prefixes: province (จังหวัด, จ.), district (อำเภอ, อ., กิ่งอำเภอ, and เขต in
 * Bangkok), sub-district (ตำบล, ต., and แขวง in Bangkok). Longer forms first. An abbreviation is not
 * a prefix when the rest is itself abbreviated: ตำบล "จ.ป.ร." (Ranong) keeps its name.
 */
const PREFIX = /^(?:จังหวัด|กิ่งอำเภอ|อำเภอ|เขต|ตำบล|แขวง|[จอต]\.(?![^.]*\.))\s*/u;
const ENGLISH_AFFIXES =
  /^(?:changwat|chang wat|amphoe|amphur|khet|tambon|khwaeng)\s+|\s+(?:province|district|sub-?district)$/iu;

/**
 * The bare name: "อำเภอเมืองเชียงใหม่" → "เมืองเชียงใหม่". A prefix alone leaves nothing: someone
 * who has typed "เขต" has not yet said which one.
 */
export function stripPlacePrefix(text: string): string {
  return cleanPlaceName(text).replace(PREFIX, '').replace(ENGLISH_AFFIXES, '').trim();
}

/**
 * What two names are compared by: the bare name without spaces, hyphens, dots or apostrophes,
 * lower-cased, so "Phang-nga" = "Phang Nga" and "ปอภาร (ปอพาน)" = "ปอภาร(ปอพาน)".
 */
export function placeKey(text: string): string {
  return stripPlacePrefix(text)
    .toLowerCase()
    .replace(/[\s\-.'’]/g, '');
}
