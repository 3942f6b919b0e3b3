import { isValidLexeme } from './lexeme.ts';
import { normalizeThai } from './normalizeThai.ts';
import { segmentThai } from './segmentThai.ts';
import { VARIANT_GROUPS } from './variants.ts';

// A prefix of one or two characters matches far too much (ชน:* is also ชนบท, ชนิด); such a last word
// is matched exactly. Counted in code points, marks included: a half-typed ซีวิ (4) is a prefix.
export const MIN_PREFIX_CHARS = 3;
// Bounds the size of the tsquery a single request can produce.
export const MAX_QUERY_TOKENS = 12;
// A variant can span several query tokens (รถ|ตู้, u|turn); none spans more than this.
const MAX_VARIANT_TOKENS = 3;

export interface QueryTerms {
  /** AND-ed groups, each a list of OR-ed alternative lexemes (the typed word first). */
  groups: string[][];
  /** The last group is matched as a prefix: people type half a word. */
  lastIsPrefix: boolean;
  /** The last two tokens joined, as a prefix: ICU cuts a half-typed word (รถมอเตอ → รถ|มอ|เตอ). */
  tailPrefix: string | null;
  /** The whole query without spaces as one prefix term (matches an indexed token or pair). */
  wholePrefix: string | null;
}

const alternativesByLexeme = indexVariants(VARIANT_GROUPS);

/** The search terms of what a user typed, or null when nothing searchable is left. */
export function queryTerms(query: string): QueryTerms | null {
  const tokens = segmentThai(normalizeThai(query)).filter(isValidLexeme).slice(0, MAX_QUERY_TOKENS);
  if (tokens.length === 0) return null;

  const groups: string[][] = [];
  // Whether each group is one plain token (no variant): only those can be re-joined as a tail.
  const plain: boolean[] = [];
  for (let at = 0; at < tokens.length;) {
    const variant = variantAt(tokens, at);
    groups.push(variant?.alternatives ?? [tokens[at] as string]);
    plain.push(variant === undefined);
    at += variant?.tokenCount ?? 1;
  }

  const lastTyped = (groups.at(-1) as string[])[0] as string;
  const tail = tokens.slice(-2).join('');
  const whole = tokens.join('');
  const tailIsTwoPlainGroups = groups.length >= 3 && plain.at(-1) === true && plain.at(-2) === true;
  return {
    groups,
    lastIsPrefix: longEnoughForPrefix(lastTyped),
    tailPrefix: tailIsTwoPlainGroups && longEnoughForPrefix(tail) && isValidLexeme(tail) ? tail : null,
    wholePrefix: groups.length >= 2 && isValidLexeme(whole) ? whole : null,
  };
}

/** The alternatives a variant spelling expands to (itself first), or just itself. */
export function variantsOf(lexeme: string): string[] {
  const group = alternativesByLexeme.get(lexeme);
  return group === undefined ? [lexeme] : [lexeme, ...group.filter((other) => other !== lexeme)];
}

/** The lexeme a spelling is indexed and queried as: normalised, segmented, joined. */
export function lexemeOf(spelling: string): string {
  return segmentThai(normalizeThai(spelling)).join('');
}

function variantAt(
  tokens: readonly string[],
  at: number,
): { typed: string; alternatives: string[]; tokenCount: number } | undefined {
  for (let count = Math.min(MAX_VARIANT_TOKENS, tokens.length - at); count >= 1; count -= 1) {
    const typed = tokens.slice(at, at + count).join('');
    if (alternativesByLexeme.has(typed)) return { typed, alternatives: variantsOf(typed), tokenCount: count };
  }
  return undefined;
}

function longEnoughForPrefix(text: string): boolean {
  return [...text].length >= MIN_PREFIX_CHARS;
}

function indexVariants(groups: readonly (readonly string[])[]): Map<string, string[]> {
  const byLexeme = new Map<string, string[]>();
  for (const group of groups) {
    const lexemes = [...new Set(group.map(lexemeOf))];
    for (const lexeme of lexemes) byLexeme.set(lexeme, lexemes);
  }
  return byLexeme;
}
