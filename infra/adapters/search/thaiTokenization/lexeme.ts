// PostgreSQL refuses a tsvector/tsquery lexeme of 2 KB or more (an error, not a skipped word).
const MAX_LEXEME_BYTES = 2046;

/** Whether PostgreSQL accepts the term as one lexeme; longer terms are dropped, never cut. */
export function isValidLexeme(term: string): boolean {
  return term.length > 0 && Buffer.byteLength(term, 'utf8') <= MAX_LEXEME_BYTES;
}

/**
 * Quotes one lexeme in tsvector / tsquery input syntax. Inside quotes only the quote and the
 * backslash are special, so operators (& | ! < > : * ( )) and spaces in a lexeme stay literal.
 */
export function quoteLexeme(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}
