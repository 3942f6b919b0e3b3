import type { SqlExecutor } from '../../postgres/sqlClient.ts';
import { correctWords } from '../thaiTokenization/closestSpelling.ts';

/** Candidates fetched by trigram similarity before the edit distance decides. */
const CANDIDATES = 20;
/** pg_trgm similarity a candidate needs to be considered at all (pg_trgm's own default). */
export const CANDIDATE_SIMILARITY = 0.3;

/** "Did you mean" on PostgreSQL: candidates are the indexed terms closest by trigram similarity. */
export function correctSpelling(
  db: SqlExecutor,
  termsTable: string,
  keyword: string,
): Promise<string | null> {
  return correctWords(keyword, async (word) => {
    const { rows } = await db.query<{ term: string }>(
      `select term from ${termsTable} where term % $1 order by similarity(term, $1) desc, term limit ${CANDIDATES}`,
      [word],
    );
    return rows.map((row) => row.term);
  });
}
