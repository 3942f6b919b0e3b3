/**
 * `npm run eval:search [-- --misses]`: the relevance table of every search adapter (issue 5, 19),
 * and how many queries each returns the same first 10 clips for as the first adapter (PGlite);
 * `--misses` lists the queries below target and those whose first 10 differ.
 */
import type { postgresRelevance } from './postgresRelevance.ts';
import { evaluate } from './relevanceMetrics.ts';
import { relevanceSubjects } from './relevanceSubjects.ts';

/** The first results compared between adapters (as sets). */
const COMPARED = 10;
const { subjects: adapters, leftOut } = relevanceSubjects();
for (const reason of leftOut) console.log(`not evaluated: ${reason}\n`);
let reference: Map<string, string[]> | null = null;
for (const adapter of adapters) await report(adapter.name, await adapter.open());

async function report(name: string, subject: Awaited<ReturnType<typeof postgresRelevance>>) {
  try {
    const first = new Map<string, string[]>();
    const { table, perQuery } = await evaluate(async (query) => {
      const ids = await subject.runQuery(query);
      first.set(query.id, ids.slice(0, COMPARED));
      return ids;
    });
    console.log(name + '\n' + table);
    if (reference === null) reference = first;
    else {
      const key = (ids: string[] | undefined) => JSON.stringify([...(ids ?? [])].sort());
      const differing = [...first].filter(([id, ids]) => key(ids) !== key(reference?.get(id)));
      console.log(
        `same first ${COMPARED} clips as ${adapters[0]?.name}: ${first.size - differing.length} / ${first.size} queries`,
      );
      if (process.argv.includes('--misses'))
        for (const [id, ids] of differing) console.log('  differs', id, ids, reference.get(id));
    }
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
