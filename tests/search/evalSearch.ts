/** `npm run eval:search [-- --misses]`: the relevance table of every search adapter (issue 5); `--misses` lists the queries below target. */
import type { postgresRelevance } from './postgresRelevance.ts';
import { evaluate } from './relevanceMetrics.ts';
import { relevanceSubjects } from './relevanceSubjects.ts';

const { subjects: adapters, leftOut } = relevanceSubjects();
for (const reason of leftOut) console.log(`not evaluated: ${reason}\n`);
for (const adapter of adapters) await report(adapter.name, await adapter.open());

async function report(name: string, subject: Awaited<ReturnType<typeof postgresRelevance>>) {
  try {
    const { table, perQuery } = await evaluate(subject.runQuery);
    console.log(name + '\n' + table);
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
    await subject.close();
  }
}
