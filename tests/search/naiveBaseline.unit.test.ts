import { describe, expect, it } from 'vitest';
import { naiveBaseline } from './naiveBaseline.ts';
import { relevanceListings } from './relevanceListings.ts';
import { evaluate } from './relevanceMetrics.ts';
import { relevanceQueries, type RelevanceQuery } from './relevanceQueries.ts';

/** Answers with the labels themselves, best grade first: what a perfect engine would return. */
const oracle = async (q: RelevanceQuery) =>
  [...q.relevant].sort((a, b) => b.grade - a.grade || a.id.localeCompare(b.id)).map((r) => r.id);

describe('the relevance harness', () => {
  it('scores a perfect engine at the ceiling of each metric', async () => {
    const { overall, table } = await evaluate(oracle);
    console.log(`\nOracle (the labels themselves) — the ceiling of each figure on this set:\n${table}\n`);
    expect(overall.cappedRecallAt20).toBe(1);
    expect(overall.ndcgAt10).toBeCloseTo(1, 12);
    expect(overall.emptyQueryFalsePositiveRate).toBe(0);
    expect(overall.mustNotMatchViolations).toBe(0);
    // Textbook recall@20 cannot reach 1: a few queries (ชน, ชนท้าย, รถบรรทุก) have more than 20 relevant listings.
    expect(overall.recallAt20).toBeLessThan(1);
    expect(overall.recallAt20).toBeGreaterThan(0.9);
  });

  it('prints the naive substring baseline (expected to be poor; no thresholds)', async () => {
    const result = await evaluate(naiveBaseline(relevanceListings));
    console.log(`\nNaive baseline (title + description .includes(query)):\n${result.table}\n`);
    const chon = result.perQuery.find((r) => r.query.id === 'q-short-01');
    console.log(
      `ชน → ${chon?.returned} results, of which ชน only inside another word (ประชาชน, ชนบท …): ${chon?.forbidden.join(', ') || 'none'}`,
    );
    // The harness sees what a substring search gets wrong: ชน matches ประชาชน, ชนบท, ชนะ …
    expect(chon?.forbidden.length).toBeGreaterThan(0);
    expect(result.perQuery).toHaveLength(relevanceQueries.length);
  });
});
