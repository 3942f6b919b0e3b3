import { createHash } from 'node:crypto';
import { LOANWORDS } from './loanwords.ts';

// Segmentation depends on ICU's dictionary, which changes between Node releases: an index built
// with one ICU must be re-segmented when the process runs another (DESIGN.md §7b).
export const ICU_VERSION: string = process.versions.icu ?? 'none';

// Store this next to the index; a different value at start means "re-index the text".
export const SEGMENTATION_FINGERPRINT = `icu-${ICU_VERSION}/loanwords-${createHash('sha256')
  .update(LOANWORDS.join('\n'))
  .digest('hex')
  .slice(0, 12)}`;

const words = new Intl.Segmenter('th', { granularity: 'word' });

// A loanword may only be cut out at a cluster boundary: not after a leading vowel that belongs to
// it (เ แ โ ใ ไ), nor before a mark or trailing vowel that belongs to the next letter.
const LEADING_VOWEL = /^[\u0E40-\u0E44]$/;
const ATTACHES_TO_PREVIOUS = /^(?:\p{M}|[\u0E30\u0E32\u0E33\u0E45])$/u;

const loanwordsByFirstChar = groupByFirstChar(LOANWORDS);

/** Word-like segments of already normalised text (see normalizeThai), loanwords kept whole. */
export function segmentThai(text: string): string[] {
  const tokens: string[] = [];
  let pendingFrom = 0;
  let at = 0;
  while (at < text.length) {
    const loanword = loanwordAt(text, at);
    if (loanword === undefined) {
      at += 1;
      continue;
    }
    tokens.push(...icuWords(text.slice(pendingFrom, at)), loanword);
    at += loanword.length;
    pendingFrom = at;
  }
  tokens.push(...icuWords(text.slice(pendingFrom)));
  return tokens;
}

/** ICU's own word segmentation, without the loanword list. */
export function icuWords(text: string): string[] {
  const result: string[] = [];
  for (const segment of words.segment(text)) {
    if (segment.isWordLike === true) result.push(segment.segment);
  }
  return result;
}

function loanwordAt(text: string, at: number): string | undefined {
  const candidates = loanwordsByFirstChar.get(text.charAt(at));
  if (candidates === undefined || LEADING_VOWEL.test(text.charAt(at - 1))) return undefined;
  return candidates.find(
    (word) => text.startsWith(word, at) && !ATTACHES_TO_PREVIOUS.test(text.charAt(at + word.length)),
  );
}

function groupByFirstChar(list: readonly string[]): Map<string, string[]> {
  const byFirst = new Map<string, string[]>();
  // Longest first, so มอเตอร์ไซค์ wins over a shorter entry starting at the same place.
  for (const word of [...list].sort((a, b) => b.length - a.length)) {
    const first = word.charAt(0);
    byFirst.set(first, [...(byFirst.get(first) ?? []), word]);
  }
  return byFirst;
}
