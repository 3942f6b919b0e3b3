/**
 * Ranking metrics for the labelled relevance set (issue 5, "Relevance and speed — measured, not
 * assumed"). Pure functions: a ranked list of ids in, a number out.
 *
 * Conventions:
 *  - `ranked` is what the engine returned, best first. A repeated id counts once, at its first rank.
 *  - Graded labels: grade 2 = clearly wanted, 1 = related; unlabelled ids have gain 0.
 *  - nDCG uses linear gain (the grade) and a log2 discount: DCG@k = Σ_{i=1..k} grade(i) / log2(i + 1);
 *    the ideal DCG sorts the labels by grade. nDCG is 0 when nothing relevant is in the top k.
 *  - recall@k is the textbook |top k ∩ R| / |R|; a query with more than k relevant listings cannot
 *    reach 1. `cappedRecallAtK` divides by min(k, |R|) instead, so every query can reach 1.
 *  - precision@k divides by k (not by the number returned), so it cannot exceed |R| / k.
 *  - Queries labelled "should-find-nothing" have no relevant ids; they count only towards the
 *    empty-query false-positive rate (the share of them that returned anything at all).
 *  - Queries with `mustNotMatch` ids count as violated when any of those ids comes back, at any rank.
 */
import {
  QUERY_KINDS,
  relevanceQueries,
  type GradedId,
  type QueryKind,
  type RelevanceQuery,
} from './relevanceQueries.ts';

function firstK(ranked: readonly string[], k: number): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const id of ranked) {
    if (out.length >= k) break;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(id);
  }
  return out;
}

function gradeMap(relevant: readonly GradedId[]): Map<string, number> {
  const grades = new Map<string, number>();
  for (const { id, grade } of relevant) grades.set(id, Math.max(grade, grades.get(id) ?? 0));
  return grades;
}

function hitsAtK(ranked: readonly string[], relevant: readonly GradedId[], k: number): number {
  const grades = gradeMap(relevant);
  return firstK(ranked, k).filter((id) => grades.has(id)).length;
}

/** |top k ∩ R| / |R|. NaN when R is empty (recall is undefined there). */
export function recallAtK(ranked: readonly string[], relevant: readonly GradedId[], k: number): number {
  const size = gradeMap(relevant).size;
  if (size === 0) return NaN;
  return hitsAtK(ranked, relevant, k) / size;
}

/** |top k ∩ R| / min(k, |R|): 1 when the top k is as full of relevant ids as it can be. NaN when R is empty. */
export function cappedRecallAtK(ranked: readonly string[], relevant: readonly GradedId[], k: number): number {
  const size = gradeMap(relevant).size;
  if (size === 0) return NaN;
  return hitsAtK(ranked, relevant, k) / Math.min(k, size);
}

/** |top k ∩ R| / k. */
export function precisionAtK(ranked: readonly string[], relevant: readonly GradedId[], k: number): number {
  if (k <= 0) throw new RangeError('k must be positive');
  return hitsAtK(ranked, relevant, k) / k;
}

/** Σ_{i=1..k} gain(i) / log2(i + 1), over the ranked ids (i counts from 1). */
export function dcgAtK(ranked: readonly string[], relevant: readonly GradedId[], k: number): number {
  const grades = gradeMap(relevant);
  return firstK(ranked, k).reduce((sum, id, i) => sum + (grades.get(id) ?? 0) / Math.log2(i + 2), 0);
}

/** DCG of the best possible ranking: the labels sorted by grade. */
export function idealDcgAtK(relevant: readonly GradedId[], k: number): number {
  const gains = [...gradeMap(relevant).values()].sort((a, b) => b - a).slice(0, k);
  return gains.reduce((sum, gain, i) => sum + gain / Math.log2(i + 2), 0);
}

/** DCG / ideal DCG, in 0..1. NaN when R is empty. */
export function ndcgAtK(ranked: readonly string[], relevant: readonly GradedId[], k: number): number {
  const ideal = idealDcgAtK(relevant, k);
  if (ideal === 0) return NaN;
  return dcgAtK(ranked, relevant, k) / ideal;
}

/** Share of should-find-nothing result lists that were not empty. NaN when there are none. */
export function emptyQueryFalsePositiveRate(resultsOfNothingQueries: readonly (readonly string[])[]): number {
  if (resultsOfNothingQueries.length === 0) return NaN;
  return resultsOfNothingQueries.filter((r) => r.length > 0).length / resultsOfNothingQueries.length;
}

/** The ids of `mustNotMatch` found anywhere in the results. */
export function forbiddenMatches(ranked: readonly string[], mustNotMatch: readonly string[] = []): string[] {
  const forbidden = new Set(mustNotMatch);
  return [...new Set(ranked.filter((id) => forbidden.has(id)))];
}

export const RECALL_K = 20;
export const PRECISION_K = 10;
export const NDCG_K = 10;

export interface QueryResult {
  query: RelevanceQuery;
  returned: number;
  /** NaN for should-find-nothing queries. */
  recall: number;
  cappedRecall: number;
  precision: number;
  ndcg: number;
  /** mustNotMatch ids that came back. */
  forbidden: string[];
}

export interface Figures {
  /** Labelled queries (with relevant ids) that the means below are over. */
  queries: number;
  recallAt20: number;
  cappedRecallAt20: number;
  precisionAt10: number;
  ndcgAt10: number;
  /** Should-find-nothing queries, and the share of them that returned anything. */
  nothingQueries: number;
  emptyQueryFalsePositiveRate: number;
  /** Queries with mustNotMatch ids, and how many of them returned one. */
  mustNotMatchQueries: number;
  mustNotMatchViolations: number;
}

export interface Evaluation {
  overall: Figures;
  perKind: Record<QueryKind, Figures>;
  perQuery: QueryResult[];
  /** A fixed-width table of the figures, one row per kind and one overall. */
  table: string;
}

const mean = (xs: number[]): number => (xs.length === 0 ? NaN : xs.reduce((a, b) => a + b, 0) / xs.length);

function summarise(results: readonly QueryResult[]): Figures {
  const labelled = results.filter((r) => r.query.relevant.length > 0);
  const nothing = results.filter((r) => r.query.kind === 'should-find-nothing');
  const guarded = results.filter((r) => (r.query.mustNotMatch ?? []).length > 0);
  return {
    queries: labelled.length,
    recallAt20: mean(labelled.map((r) => r.recall)),
    cappedRecallAt20: mean(labelled.map((r) => r.cappedRecall)),
    precisionAt10: mean(labelled.map((r) => r.precision)),
    ndcgAt10: mean(labelled.map((r) => r.ndcg)),
    nothingQueries: nothing.length,
    emptyQueryFalsePositiveRate:
      nothing.length === 0 ? NaN : nothing.filter((r) => r.returned > 0).length / nothing.length,
    mustNotMatchQueries: guarded.length,
    mustNotMatchViolations: guarded.filter((r) => r.forbidden.length > 0).length,
  };
}

/** Scores one query's results. */
export function scoreQuery(query: RelevanceQuery, ranked: readonly string[]): QueryResult {
  const labelled = query.relevant.length > 0;
  return {
    query,
    returned: new Set(ranked).size,
    recall: labelled ? recallAtK(ranked, query.relevant, RECALL_K) : NaN,
    cappedRecall: labelled ? cappedRecallAtK(ranked, query.relevant, RECALL_K) : NaN,
    precision: labelled ? precisionAtK(ranked, query.relevant, PRECISION_K) : NaN,
    ndcg: labelled ? ndcgAtK(ranked, query.relevant, NDCG_K) : NaN,
    forbidden: forbiddenMatches(ranked, query.mustNotMatch),
  };
}

const fmt = (x: number): string => (Number.isNaN(x) ? '   -' : x.toFixed(2).padStart(4));

/** Renders figures as a fixed-width table (ASCII only, so it lines up in any terminal). */
export function formatTable(rows: readonly (readonly [string, Figures])[]): string {
  const header = `${'kind'.padEnd(20)} ${'n'.padStart(3)}  R@20  cR@20  P@10  nDCG@10  ${'FP(empty)'.padStart(9)}  mustNot`;
  const lines = rows.map(([name, f]) => {
    const fp = f.nothingQueries === 0 ? '-' : `${fmt(f.emptyQueryFalsePositiveRate)} (${f.nothingQueries})`;
    const guard = f.mustNotMatchQueries === 0 ? '-' : `${f.mustNotMatchViolations}/${f.mustNotMatchQueries}`;
    return [
      name.padEnd(20),
      String(f.queries + f.nothingQueries).padStart(3),
      ` ${fmt(f.recallAt20)}`,
      `  ${fmt(f.cappedRecallAt20)}`,
      ` ${fmt(f.precisionAt10)}`,
      `     ${fmt(f.ndcgAt10)}`,
      `  ${fp.padStart(9)}`,
      `  ${guard.padStart(7)}`,
    ].join(' ');
  });
  return [header, '-'.repeat(header.length), ...lines].join('\n');
}

/**
 * Runs every query through `runQuery` (which returns listing ids, best first) and scores it.
 * Queries run one after another, so an engine under test sees no concurrency it did not ask for.
 */
export async function evaluate(
  runQuery: (q: RelevanceQuery) => Promise<string[]>,
  queries: readonly RelevanceQuery[] = relevanceQueries,
): Promise<Evaluation> {
  const perQuery: QueryResult[] = [];
  for (const q of queries) perQuery.push(scoreQuery(q, await runQuery(q)));
  const perKind = Object.fromEntries(
    QUERY_KINDS.map((kind) => [kind, summarise(perQuery.filter((r) => r.query.kind === kind))]),
  ) as Record<QueryKind, Figures>;
  const overall = summarise(perQuery);
  const rows: [string, Figures][] = [
    ...QUERY_KINDS.filter((kind) => perQuery.some((r) => r.query.kind === kind)).map(
      (kind) => [kind, perKind[kind]] as [string, Figures],
    ),
    ['overall', overall],
  ];
  return { overall, perKind, perQuery, table: formatTable(rows) };
}
