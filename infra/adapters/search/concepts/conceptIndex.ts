import { isValidLexeme } from '../thaiTokenization/lexeme.ts';
import { normalizeThai } from '../thaiTokenization/normalizeThai.ts';
import { segmentThai } from '../thaiTokenization/segmentThai.ts';
import { VARIANT_GROUPS } from '../thaiTokenization/variants.ts';
import { FILLER_WORDS, INCIDENT_CONCEPTS, type Concept } from './incidentConcepts.ts';

/**
 * The concept dictionary (incidentConcepts.ts) and the spelling variants (variants.ts), ready for
 * query time: which run of query tokens names a concept, and what a query for it matches.
 *
 * An alternative is what one way of saying it matches in the index: one lexeme (a word or two
 * adjacent words, which the index holds as one term), or for a longer phrase the list of the
 * adjacent pairs of its words, all required.
 */
export type Alternative = string | readonly string[];

/** The same alternative, whichever its form: for sets and comparisons. */
export const alternativeKey = (alternative: Alternative) =>
  typeof alternative === 'string' ? alternative : alternative.join(' ');

/** The longest phrase (in tokens) a concept or variant term may have. */
const MAX_TERM_TOKENS = 6;
/** A half-typed last word this long or longer also reaches the concepts it is the start of. */
export const MIN_COMPLETION_CHARS = 4;

interface Entry {
  /** Everything a query for this term matches: the concept's terms and its narrower concepts'. */
  alternatives: Alternative[];
  /** What clips about a related concept (`related`) say: found after. */
  related: Alternative[];
}

const tokensOf = (spelling: string) => segmentThai(normalizeThai(spelling)).filter(isValidLexeme);

/** The lexeme a spelling is found by in the index: its tokens joined. */
export const keyOf = (spelling: string) => tokensOf(spelling).join('');

/** What a spelling matches in the index (see above). */
export function alternativeOf(spelling: string): Alternative {
  const tokens = tokensOf(spelling);
  if (tokens.length <= 2) return tokens.join('');
  return tokens.slice(1).map((token, i) => `${tokens[i]}${token}`);
}

const unique = (alternatives: Alternative[]) => [
  ...new Map(alternatives.map((alternative) => [alternativeKey(alternative), alternative])).values(),
];

function buildIndex(concepts: readonly Concept[], variants: readonly (readonly string[])[]) {
  // Variant groups are concepts of their own; a concept that shares a spelling with one takes it in.
  interface Group {
    name: string;
    terms: string[];
    narrower: readonly string[];
    related: readonly string[];
  }
  const groups: Group[] = concepts.map((c) => ({
    name: c.name,
    terms: [...c.terms],
    narrower: c.narrower ?? [],
    related: c.related ?? [],
  }));
  const byKey = new Map<string, (typeof groups)[number]>();
  for (const group of groups) for (const term of group.terms) byKey.set(keyOf(term), group);
  for (const variant of variants) {
    const joined = variant
      .map(keyOf)
      .map((key) => byKey.get(key))
      .find((group) => group !== undefined);
    const group = joined ?? { name: `spelling:${variant[0]}`, terms: [], narrower: [], related: [] };
    if (!joined) groups.push(group);
    for (const spelling of variant) {
      if (!group.terms.some((term) => keyOf(term) === keyOf(spelling))) group.terms.push(spelling);
      byKey.set(keyOf(spelling), group);
    }
  }
  const byName = new Map(groups.map((group) => [group.name, group]));
  const groupOf = (name: string): Group => {
    const group = byName.get(name) ?? byKey.get(keyOf(name));
    if (!group) throw new Error(`a concept names an unknown concept: ${name}`);
    return group;
  };
  const reach = (name: string, seen: Set<Group>): string[] => {
    const group = groupOf(name);
    if (seen.has(group)) return [];
    seen.add(group);
    return [...group.terms, ...group.narrower.flatMap((narrower) => reach(narrower, seen))];
  };
  const matched = (spellings: string[]) =>
    unique(spellings.map(alternativeOf)).filter((alternative) => alternative.length > 0);
  const entries = new Map<string, Entry>();
  for (const group of groups) {
    const alternatives = matched(reach(group.name, new Set()));
    const own = new Set(alternatives.map(alternativeKey));
    const related = matched(group.related.flatMap((name) => reach(name, new Set([group])))).filter(
      (alternative) => !own.has(alternativeKey(alternative)),
    );
    for (const term of group.terms) {
      const key = keyOf(term);
      if (key) entries.set(key, { alternatives, related });
    }
  }
  return entries;
}

const entries = buildIndex(INCIDENT_CONCEPTS, VARIANT_GROUPS);
const fillers = new Set(FILLER_WORDS.map(keyOf));

/**
 * The concept named by the longest run of tokens starting at `at`: its alternatives, the typed
 * form first.
 */
export function conceptAt(
  tokens: readonly string[],
  at: number,
): { alternatives: Alternative[]; related: Alternative[]; tokenCount: number } | undefined {
  for (let count = Math.min(MAX_TERM_TOKENS, tokens.length - at); count >= 1; count -= 1) {
    const typed = tokens.slice(at, at + count).join('');
    const entry = entries.get(typed);
    if (entry)
      return { alternatives: alternativesOf(typed, entry), related: entry.related, tokenCount: count };
  }
  return undefined;
}

/** What a single lexeme expands to: its concept's alternatives (itself first), or itself. */
export function expansionsOf(lexeme: string): Alternative[] {
  const entry = entries.get(lexeme);
  return entry ? alternativesOf(lexeme, entry) : [lexeme];
}

/**
 * The alternatives of every concept with a term that starts with `typed` (a half-typed word:
 * มอเตอร์ไ reaches มอไซ, จยย …), or none when it is too short to say.
 */
export function completionsOf(typed: string): Alternative[] {
  if ([...typed].length < MIN_COMPLETION_CHARS) return [];
  const found: Alternative[] = [];
  for (const [key, entry] of entries)
    if (key.startsWith(typed) && key !== typed) found.push(...entry.alternatives);
  return unique(found);
}

/** Whether a lexeme is a filler word (FILLER_WORDS): it never gates a match. */
export const isFiller = (lexeme: string) => fillers.has(lexeme);

function alternativesOf(typed: string, entry: Entry): Alternative[] {
  return [typed, ...entry.alternatives.filter((alternative) => alternativeKey(alternative) !== typed)];
}
