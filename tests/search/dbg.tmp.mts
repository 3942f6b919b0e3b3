import { postgresRelevance } from './postgresRelevance.ts';
import { relevanceQueries } from './relevanceQueries.ts';
import { relevanceListings } from './relevanceListings.ts';
import { queryTerms } from '../../infra/adapters/search/thaiTokenization/queryTerms.ts';
const e = await postgresRelevance();
const byId = new Map(relevanceListings.map((l) => [l.id, l]));
for (const id of process.argv.slice(2)) {
  const q = relevanceQueries.find((x) => x.id === id)!;
  const ids = await e.runQuery(q);
  const set = new Set(ids);
  const t = queryTerms(q.query)!;
  console.log(`\n${id} ${q.query} units=${JSON.stringify(t.units.map((u) => u.map((i) => (t.groups[i]![0] as string))))}`);
  for (const m of q.relevant.filter((r) => !set.has(r.id))) { const l = byId.get(m.id)!; console.log(`  miss ${m.grade} ${m.id} ${l.title} | ${l.description.slice(0, 80)}`); }
}
await e.close();
