import type { Alternative } from '../concepts/conceptIndex.ts';
import { quoteLexeme } from './lexeme.ts';
import type { QueryTerms } from './queryTerms.ts';

/**
 * The tsquery text of the terms: every lexeme quoted, so nothing a user types can become an
 * operator. Pass it as a bind parameter. Prefer `$1::tsquery`, which takes the lexemes verbatim;
 * `to_tsquery('simple', $1)` also accepts it but re-parses each lexeme with PostgreSQL's parser
 * (harmless for the letters and digits normalizeThai leaves, but it would split 'a&b' in two).
 *
 *   (tokens in order, the last as a prefix) | (all but the last two & last two joined:*) | whole:*
 *   | (all but the completed tail & one of the words the tail starts)
 *
 * Filler words are left out when the query has others: a clip need not say แล้ว or ตอน.
 */
export function toTsQuery(terms: QueryTerms): string {
  const inOrder = terms.groups.map((_, i) => groupTsQuery(terms, i));
  const content = inOrder.filter((_, i) => terms.content[i] !== false);
  const forms = [and(content)];
  if (terms.tailPrefix !== null)
    forms.push(and([...contentBefore(terms, inOrder, 2), prefix(terms.tailPrefix)]));
  if (terms.wholePrefix !== null) forms.push(prefix(terms.wholePrefix));
  if (terms.completion !== null)
    forms.push(
      and([
        ...terms.completion.before.map((group) => anyOf(group, false)),
        anyOf(terms.completion.alternatives, false),
      ]),
    );
  return or(forms);
}

/**
 * A clip with enough of the words (queryCoverage.ts): any of `sets`, each a list of group indices
 * that must all be there. Empty when there are no sets.
 */
export function partialTsQuery(terms: QueryTerms, sets: readonly (readonly number[])[]): string {
  return or(sets.map((set) => and(set.map((i) => groupTsQuery(terms, i)))));
}

/**
 * Clips about related concepts (QueryTerms.related): every meaningful word, one of them replaced
 * by what its related concepts say. Null when no word has related concepts.
 */
export function relatedTsQuery(terms: QueryTerms): string | null {
  const forms: string[] = [];
  terms.groups.forEach((_, i) => {
    const related = terms.related[i] ?? [];
    if (related.length === 0 || terms.content[i] === false) return;
    forms.push(
      and(
        terms.groups.flatMap((__, j) =>
          terms.content[j] === false ? [] : [j === i ? anyOf(related, false) : groupTsQuery(terms, j)],
        ),
      ),
    );
  });
  return forms.length === 0 ? null : or(forms);
}

/** One group's alternatives, the last group's as prefixes when it is half-typed. */
export function groupTsQuery(terms: QueryTerms, i: number): string {
  return anyOf(terms.groups[i] ?? [], i === terms.groups.length - 1 && terms.lastIsPrefix);
}

/**
 * The tsquery found only in lexemes of one weight (`'ชน':A`, `'มอไซ':*A`): the document's title is
 * A, description and tags B, place names C (postgres/documentTerms.ts).
 */
export function withWeight(tsquery: string, label: 'A' | 'B' | 'C'): string {
  return tsquery.replace(
    /('(?:[^']|'')*')(:\*)?/g,
    (_, lexeme: string, star?: string) => `${lexeme}:${star ? '*' : ''}${label}`,
  );
}

/** The content groups before the last `count` groups. */
function contentBefore(terms: QueryTerms, inOrder: readonly string[], count: number): string[] {
  return inOrder.slice(0, -count).filter((_, i) => terms.content[i] !== false);
}

function anyOf(alternatives: readonly Alternative[], asPrefix: boolean): string {
  const rendered = alternatives.map((alternative) =>
    typeof alternative === 'string'
      ? asPrefix
        ? prefix(alternative)
        : quoteLexeme(alternative)
      : `( ${and(alternative.map(quoteLexeme))} )`,
  );
  return rendered.length === 1 ? (rendered[0] as string) : `( ${rendered.join(' | ')} )`;
}

function or(forms: readonly string[]): string {
  return forms.length === 1 ? (forms[0] as string) : forms.map((form) => `( ${form} )`).join(' | ');
}

function and(parts: readonly string[]): string {
  return parts.join(' & ');
}

function prefix(lexeme: string): string {
  return `${quoteLexeme(lexeme)}:*`;
}
