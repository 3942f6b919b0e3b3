import { quoteLexeme } from './lexeme.ts';
import type { QueryTerms } from './queryTerms.ts';

/**
 * The tsquery text of the terms: every lexeme quoted, so nothing a user types can become an
 * operator. Pass it as a bind parameter. Prefer `$1::tsquery`, which takes the lexemes verbatim;
 * `to_tsquery('simple', $1)` also accepts it but re-parses each lexeme with PostgreSQL's parser
 * (harmless for the letters and digits normalizeThai leaves, but it would split 'a&b' in two).
 *
 *   (tokens in order, the last as a prefix) | (all but the last two & last two joined:*) | whole:*
 */
export function toTsQuery(terms: QueryTerms): string {
  const last = terms.groups.length - 1;
  const inOrder = terms.groups.map((group, i) => anyOf(group, i === last && terms.lastIsPrefix));
  const forms = [and(inOrder)];
  if (terms.tailPrefix !== null) forms.push(and([...inOrder.slice(0, -2), prefix(terms.tailPrefix)]));
  if (terms.wholePrefix !== null) forms.push(prefix(terms.wholePrefix));
  return forms.length === 1 ? (forms[0] as string) : forms.map((form) => `( ${form} )`).join(' | ');
}

function anyOf(alternatives: readonly string[], asPrefix: boolean): string {
  const rendered = alternatives.map((lexeme) => (asPrefix ? prefix(lexeme) : quoteLexeme(lexeme)));
  return rendered.length === 1 ? (rendered[0] as string) : `( ${rendered.join(' | ')} )`;
}

function and(parts: readonly string[]): string {
  return parts.join(' & ');
}

function prefix(lexeme: string): string {
  return `${quoteLexeme(lexeme)}:*`;
}
