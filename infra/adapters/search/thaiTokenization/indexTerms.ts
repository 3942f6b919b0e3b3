import { normalizeThai } from './normalizeThai.ts';
import { icuWords, segmentThai } from './segmentThai.ts';
import { isValidLexeme, quoteLexeme } from './lexeme.ts';

// Sub-words shorter than this are too often a single syllable cut out of a longer word.
const MIN_SUBWORD_CLUSTERS = 2;
const MAX_TSVECTOR_POSITION = 16383;

const clusters = new Intl.Segmenter('th', { granularity: 'grapheme' });

// Asking ICU about every cut of every token is the expensive part of indexing, and the vocabulary
// of clip listings is small: remember the answers (bounded, so odd input cannot grow it forever).
const MAX_REMEMBERED_TOKENS = 50_000;
const compoundPartsByToken = new Map<string, CompoundParts | null>();

interface CompoundParts {
  head: string;
  tail: string;
}

/**
 * Lexemes for a `simple` tsvector: the tokens, each pair of adjacent tokens joined, and the words
 * that straddle a token boundary when one of the two tokens is a compound: ICU reads ติดไฟแดง as
 * ติดไฟ|แดง, and the straddling ไฟแดง is what people search for. A compound is never split into
 * its parts on its own (ประชาชน does not yield ชน), only joined across the boundary.
 */
export function indexTerms(text: string): string[] {
  const tokens = segmentThai(normalizeThai(text));
  const terms = new Set(tokens);
  for (let i = 0; i + 1 < tokens.length; i += 1) {
    const left = tokens[i] as string;
    const right = tokens[i + 1] as string;
    terms.add(left + right);
    const leftTail = rememberedCompoundParts(left)?.tail;
    if (leftTail !== undefined) terms.add(leftTail + right);
    const rightHead = rememberedCompoundParts(right)?.head;
    if (rightHead !== undefined) terms.add(left + rightHead);
  }
  return [...terms].filter(isValidLexeme);
}

export type TsWeight = 'A' | 'B' | 'C' | 'D';

/**
 * A tsvector literal of the terms, safe to pass as a bind parameter and cast with `::tsvector`
 * (the cast takes lexemes verbatim; `to_tsvector` would re-parse the Thai with PostgreSQL's own
 * parser). Each term gets one position carrying the weight, so `ts_rank` can weigh title above
 * description above place: `$1::tsvector || $2::tsvector || $3::tsvector`.
 */
export function toTsVectorLiteral(terms: readonly string[], weight: TsWeight): string {
  return terms
    .filter(isValidLexeme)
    .map((term, i) => `${quoteLexeme(term)}:${Math.min(i + 1, MAX_TSVECTOR_POSITION)}${weight}`)
    .join(' ');
}

function rememberedCompoundParts(token: string): CompoundParts | null {
  const known = compoundPartsByToken.get(token);
  if (known !== undefined) return known;
  if (compoundPartsByToken.size >= MAX_REMEMBERED_TOKENS) compoundPartsByToken.clear();
  const parts = compoundParts(token);
  compoundPartsByToken.set(token, parts);
  return parts;
}

// A token is a compound when it splits, at one cluster boundary, into two parts that ICU reads as
// words of their own in a neutral context.
function compoundParts(token: string): CompoundParts | null {
  const boundaries = [...clusters.segment(token)].map((cluster) => cluster.index);
  for (let k = MIN_SUBWORD_CLUSTERS; k <= boundaries.length - MIN_SUBWORD_CLUSTERS; k += 1) {
    const at = boundaries[k] as number;
    const head = token.slice(0, at);
    const tail = token.slice(at);
    if (isStandaloneWord(head) && isStandaloneWord(tail)) return { head, tail };
  }
  return null;
}

// ที่ is a short, unambiguous word; a fragment that is not a word gets merged with it or cut.
function isStandaloneWord(candidate: string): boolean {
  const read = icuWords(`ที่${candidate}ที่`);
  return read.length === 3 && read[1] === candidate;
}
