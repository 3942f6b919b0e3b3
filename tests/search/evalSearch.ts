/** `npm run eval:search [-- --misses]`: the relevance table of every search adapter (issue 5); `--misses` lists the queries below target. */
import { postgresRelevance } from './postgresRelevance.ts';
import { evaluate } from './relevanceMetrics.ts';

const postgres = await postgresRelevance();
try {
  const { table, perQuery } = await evaluate(postgres.runQuery);
  console.log('PostgreSQL (PGlite)\n' + table);
  if (process.argv.includes('--misses'))
    for (const r of perQuery)
      if (
        r.ndcg < 0.8 ||
        r.cappedRecall < 1 ||
        r.forbidden.length > 0 ||
        (r.query.relevant.length === 0 && r.returned > 0)
      )
        console.log(
          r.query.id,
          r.query.query,
          'cR',
          r.cappedRecall.toFixed(2),
          'nDCG',
          r.ndcg.toFixed(2),
          'ret',
          r.returned,
          r.forbidden,
        );
} finally {
  await postgres.close();
}
