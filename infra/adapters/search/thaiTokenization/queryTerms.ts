import {
  completionsOf,
  conceptAt,
  expansionsOf,
  isFiller,
  type Alternative,
} from '../concepts/conceptIndex.ts';
import { isValidLexeme } from './lexeme.ts';
import { normalizeThai } from './normalizeThai.ts';
import { segmentThai } from './segmentThai.ts';

// A prefix of one or two characters matches far too much (ชน:* is also ชนบท, ชนิด); such a last word
// is matched exactly. Counted in code points, marks included: a half-typed ซีวิ (4) is a prefix.
export const MIN_PREFIX_CHARS = 3;
// Bounds the size of the tsquery a single request can produce.
export const MAX_QUERY_TOKENS = 12;
const clusters = new Intl.Segmenter('th', { granularity: 'grapheme' });

export interface QueryTerms {
  /**
   * The query's words in order, each a list of OR-ed alternatives (the typed word first, then its
   * spellings, synonyms and narrower words from the concept dictionary). An alternative is one
   * lexeme, or several space-separated lexemes that must all be there (a longer phrase).
   */
  groups: Alternative[][];
  /**
   * Per group, whether it carries meaning: filler words (แล้ว, ที่, ตอน …) never gate a match and
   * never count towards how much of the query a clip covers. All true when the query is only fillers.
   */
  content: boolean[];
  /** The last group is matched as a prefix: people type half a word. */
  lastIsPrefix: boolean;
  /** The last two tokens joined, as a prefix: ICU cuts a half-typed word (รถมอเตอ → รถ|มอ|เตอ). */
  tailPrefix: string | null;
  /** The whole query without spaces as one prefix term (matches an indexed token or pair). */
  wholePrefix: string | null;
  /**
   * The end of the query read as the start of a longer word the concept dictionary knows
   * (มอเตอร์ไ → มอไซ, มอเตอร์ไซค์, จยย …): that word's alternatives, and the meaningful groups of
   * what was typed before it (ICU may have cut the half-typed word together with the word before
   * it: ชนท้ายกระบ reads ชน|ท้า|ยก|ระบ). Null when the end starts no known word.
   */
  completion: { before: Alternative[][]; alternatives: Alternative[] } | null;
  /**
   * What partial matching counts as one word (queryCoverage.ts): each concept, and each run of
   * plain meaningful tokens typed together (no space, no concept or filler between them), as
   * group indices that must all be there. ICU cuts one typed word into several tokens
   * (แผ่นดินไหว → แผ่น|ดิน|ไหว): a clip with only ดิน and ไหว covers none of it.
   */
  units: number[][];
  /**
   * Per group, what clips about a related concept say (concepts' `related` and broader families:
   * รถ 10 ล้อ → the other trucks), found after the clips with the words themselves; empty when none.
   */
  related: Alternative[][];
}

/** The search terms of what a user typed, or null when nothing searchable is left. */
export function queryTerms(query: string): QueryTerms | null {
  const normalized = normalizeThai(query);
  const tokens = tokensOf(normalized);
  if (tokens.length === 0) return null;
  const { groups, plain, content, starts, related } = groupsOf(tokens);

  const lastTyped = (groups.at(-1) as string[])[0] as string;
  const tail = tokens.slice(-2).join('');
  const whole = tokens.join('');
  const tailIsTwoPlainGroups = groups.length >= 3 && plain.at(-1) === true && plain.at(-2) === true;
  const lastIsPrefix = longEnoughForPrefix(lastTyped);
  return {
    groups,
    content,
    lastIsPrefix,
    tailPrefix: tailIsTwoPlainGroups && longEnoughForPrefix(tail) && isValidLexeme(tail) ? tail : null,
    wholePrefix: groups.length >= 2 && isValidLexeme(whole) ? whole : null,
    // A last word the dictionary knows whole is meant whole; any other may be half-typed, even
    // when ICU left a one-letter piece at the end (จักรยานย → จักร|ยาน|ย).
    completion: plain.at(-1) === true ? completionAtEnd(normalized) : null,
    units: unitsOf(normalized, tokens, starts, plain, content),
    related,
  };
}

/** QueryTerms.units: concepts alone, runs of plain meaningful tokens typed together as one. */
function unitsOf(
  normalized: string,
  tokens: readonly string[],
  starts: readonly number[],
  plain: readonly boolean[],
  content: readonly boolean[],
): number[][] {
  // Which typed word (between spaces) each token came from.
  const wordOfToken: number[] = [];
  normalized.split(/\s+/).forEach((word, i) => {
    for (const _ of tokensOf(word)) wordOfToken.push(i);
  });
  const sameWord = (a: number, b: number) =>
    wordOfToken.length === tokens.length && wordOfToken[a] === wordOfToken[b];
  const units: number[][] = [];
  for (let g = 0; g < starts.length; g += 1) {
    if (!content[g]) continue;
    const previous = units.at(-1);
    const last = previous?.at(-1);
    const joins =
      previous !== undefined &&
      last === g - 1 &&
      plain[g] === true &&
      plain[last] === true &&
      sameWord(starts[last] as number, starts[g] as number);
    if (joins) previous.push(g);
    else units.push([g]);
  }
  return units;
}

const tokensOf = (normalized: string) =>
  segmentThai(normalized).filter(isValidLexeme).slice(0, MAX_QUERY_TOKENS);

/** The tokens read as concepts and plain words, and which of the groups carry meaning. */
function groupsOf(tokens: readonly string[]) {
  const groups: Alternative[][] = [];
  // Whether each group is one plain token (no concept): only those can be re-joined as a tail.
  const plain: boolean[] = [];
  const filler: boolean[] = [];
  // The token each group starts at.
  const starts: number[] = [];
  const related: Alternative[][] = [];
  for (let at = 0; at < tokens.length;) {
    starts.push(at);
    const concept = conceptAt(tokens, at);
    related.push(concept?.related ?? []);
    groups.push(concept?.alternatives ?? [tokens[at] as string]);
    plain.push(concept === undefined);
    filler.push(concept === undefined && isFiller(tokens[at] as string));
    at += concept?.tokenCount ?? 1;
  }
  const content = filler.every(Boolean) ? filler.map(() => true) : filler.map((isIt) => !isIt);
  return { groups, plain, content, starts, related };
}

/** The alternatives a spelling expands to through the concept dictionary (itself first), or just itself. */
export function variantsOf(lexeme: string): Alternative[] {
  return expansionsOf(lexeme);
}

/**
 * The longest end of the last typed word (from a letter boundary) that starts a longer word the
 * concept dictionary knows (completionsOf), with the meaningful groups typed before it.
 */
function completionAtEnd(normalized: string) {
  const lastWord = normalized.split(/\s+/).at(-1) ?? '';
  const head = normalized.slice(0, normalized.length - lastWord.length);
  for (const { index } of clusters.segment(lastWord)) {
    const alternatives = completionsOf(lastWord.slice(index));
    if (alternatives.length === 0) continue;
    const before = tokensOf(`${head}${lastWord.slice(0, index)}`);
    const { groups, content } = groupsOf(before);
    return { before: groups.filter((_, i) => content[i]), alternatives };
  }
  return null;
}

/** The lexeme a spelling is indexed and queried as: normalised, segmented, joined. */
export function lexemeOf(spelling: string): string {
  return segmentThai(normalizeThai(spelling)).join('');
}

function longEnoughForPrefix(text: string): boolean {
  return [...text].length >= MIN_PREFIX_CHARS;
}
