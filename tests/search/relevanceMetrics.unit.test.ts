import { describe, expect, it } from 'vitest';
import {
  cappedRecallAtK,
  dcgAtK,
  emptyQueryFalsePositiveRate,
  evaluate,
  forbiddenMatches,
  idealDcgAtK,
  ndcgAtK,
  precisionAtK,
  recallAtK,
} from './relevanceMetrics.ts';
import type { GradedId, RelevanceQuery } from './relevanceQueries.ts';

// Three relevant ids: a (2), b (1), c (2). The engine returned a, x, b, y, c.
const labels: GradedId[] = [
  { id: 'a', grade: 2 },
  { id: 'b', grade: 1 },
  { id: 'c', grade: 2 },
];
const ranked = ['a', 'x', 'b', 'y', 'c'];

describe('recall@k', () => {
  it('counts the relevant ids in the top k over all relevant ids', () => {
    expect(recallAtK(ranked, labels, 1)).toBeCloseTo(1 / 3); // a
    expect(recallAtK(ranked, labels, 3)).toBeCloseTo(2 / 3); // a, b
    expect(recallAtK(ranked, labels, 5)).toBe(1);
    expect(recallAtK(ranked, labels, 20)).toBe(1);
    expect(recallAtK([], labels, 20)).toBe(0);
  });

  it('capped: divides by min(k, |R|), so a full top k scores 1', () => {
    expect(cappedRecallAtK(ranked, labels, 2)).toBe(1 / 2); // a of a, x; at most 2 could fit
    expect(cappedRecallAtK(['a', 'c'], labels, 2)).toBe(1);
    expect(recallAtK(['a', 'c'], labels, 2)).toBeCloseTo(2 / 3);
    expect(cappedRecallAtK(ranked, labels, 20)).toBe(1);
  });

  it('counts a repeated id once', () => {
    expect(recallAtK(['a', 'a', 'a'], labels, 3)).toBeCloseTo(1 / 3);
  });

  it('is undefined (NaN) without relevant ids', () => {
    expect(recallAtK(ranked, [], 20)).toBeNaN();
    expect(cappedRecallAtK(ranked, [], 20)).toBeNaN();
  });
});

describe('precision@k', () => {
  it('counts the relevant ids in the top k over k', () => {
    expect(precisionAtK(ranked, labels, 1)).toBe(1);
    expect(precisionAtK(ranked, labels, 2)).toBe(1 / 2);
    expect(precisionAtK(ranked, labels, 5)).toBe(3 / 5);
    // Fewer results than k: still divided by k.
    expect(precisionAtK(['a'], labels, 10)).toBe(1 / 10);
    expect(precisionAtK(['a', 'a', 'x'], labels, 3)).toBe(1 / 3);
  });

  it('refuses k ≤ 0', () => {
    expect(() => precisionAtK(ranked, labels, 0)).toThrow(RangeError);
  });
});

describe('nDCG@k (linear gain, log2 discount)', () => {
  it('computes DCG by hand: 2/log2(2) + 0 + 1/log2(4) + 0 + 2/log2(6)', () => {
    expect(dcgAtK(ranked, labels, 5)).toBeCloseTo(2 + 0.5 + 2 / Math.log2(6), 12);
    expect(dcgAtK(ranked, labels, 5)).toBeCloseTo(3.27370561, 8);
  });

  it('takes the ideal from the labels: 2/log2(2) + 2/log2(3) + 1/log2(4)', () => {
    expect(idealDcgAtK(labels, 5)).toBeCloseTo(2 + 2 / Math.log2(3) + 0.5, 12);
    expect(idealDcgAtK(labels, 5)).toBeCloseTo(3.76185951, 8);
    expect(idealDcgAtK(labels, 1)).toBe(2);
  });

  it('divides the two', () => {
    expect(ndcgAtK(ranked, labels, 5)).toBeCloseTo(0.870236, 6);
    // Top 1: b (grade 1) where the ideal has a grade 2 → 1/2.
    expect(ndcgAtK(['b', 'a'], labels, 1)).toBe(0.5);
    // Top 2 = x, a: (0 + 2/log2(3)) / (2 + 2/log2(3)).
    expect(ndcgAtK(['x', 'a'], labels, 2)).toBeCloseTo(2 / Math.log2(3) / (2 + 2 / Math.log2(3)), 12);
  });

  it('is 1 for an ideal ranking (grade ties in any order) and 0 with nothing relevant in the top k', () => {
    expect(ndcgAtK(['c', 'a', 'b'], labels, 10)).toBeCloseTo(1, 12);
    expect(ndcgAtK(['a', 'c', 'b', 'x'], labels, 10)).toBeCloseTo(1, 12);
    expect(ndcgAtK(['x', 'y', 'a'], labels, 2)).toBe(0);
    expect(ndcgAtK([], labels, 10)).toBe(0);
    expect(ndcgAtK(ranked, [], 10)).toBeNaN();
  });
});

describe('empty-query false positives and forbidden matches', () => {
  it('is the share of should-find-nothing queries that returned anything', () => {
    expect(emptyQueryFalsePositiveRate([[], ['x'], [], []])).toBe(0.25);
    expect(emptyQueryFalsePositiveRate([[], []])).toBe(0);
    expect(emptyQueryFalsePositiveRate([])).toBeNaN();
  });

  it('lists the forbidden ids found at any rank, once', () => {
    expect(forbiddenMatches(['a', 'p', 'b', 'p', 'q'], ['p', 'q', 'r'])).toEqual(['p', 'q']);
    expect(forbiddenMatches(['a'], undefined)).toEqual([]);
  });
});

describe('evaluate', () => {
  const queries: RelevanceQuery[] = [
    { id: 'q1', kind: 'exact', query: 'one', relevant: labels },
    { id: 'q2', kind: 'exact', query: 'two', relevant: [{ id: 'z', grade: 2 }], mustNotMatch: ['p'] },
    { id: 'q3', kind: 'place-name', query: 'three', relevant: [{ id: 'a', grade: 1 }] },
    { id: 'q4', kind: 'should-find-nothing', query: 'four', relevant: [] },
    { id: 'q5', kind: 'should-find-nothing', query: 'five', relevant: [] },
  ];
  const answers: Record<string, string[]> = {
    q1: ranked, // R@20 1, P@10 0.3, nDCG@10 0.870236
    q2: ['p', 'z'], // R@20 1, P@10 0.1, nDCG@10 (2/log2(3)) / 2, forbidden p
    q3: [], // all 0
    q4: [],
    q5: ['a'],
  };

  it('returns per-kind and overall figures and a table', async () => {
    const result = await evaluate(async (q) => answers[q.id] ?? [], queries);
    const exact = result.perKind.exact;
    expect(exact.queries).toBe(2);
    expect(exact.recallAt20).toBe(1);
    expect(exact.precisionAt10).toBeCloseTo(0.2, 12);
    expect(exact.ndcgAt10).toBeCloseTo((0.870236011805614 + 1 / Math.log2(3)) / 2, 9);
    expect(exact.mustNotMatchQueries).toBe(1);
    expect(exact.mustNotMatchViolations).toBe(1);
    expect(exact.emptyQueryFalsePositiveRate).toBeNaN();

    expect(result.perKind['place-name'].recallAt20).toBe(0);
    expect(result.perKind['should-find-nothing'].queries).toBe(0);
    expect(result.perKind['should-find-nothing'].emptyQueryFalsePositiveRate).toBe(0.5);
    expect(result.perKind['split-word'].queries).toBe(0);

    expect(result.overall.queries).toBe(3);
    expect(result.overall.recallAt20).toBeCloseTo(2 / 3, 12);
    expect(result.overall.precisionAt10).toBeCloseTo(0.4 / 3, 12);
    expect(result.overall.emptyQueryFalsePositiveRate).toBe(0.5);
    expect(result.perQuery.map((r) => r.returned)).toEqual([5, 2, 0, 0, 1]);

    expect(result.table).toMatch(/^kind/);
    expect(result.table).toContain('overall');
    expect(result.table).toContain('should-find-nothing');
    expect(result.table).not.toContain('split-word'); // kinds without queries are left out
  });

  it('runs the queries one at a time, in order', async () => {
    const seen: string[] = [];
    let running = 0;
    await evaluate(async (q) => {
      running += 1;
      expect(running).toBe(1);
      seen.push(q.id);
      await new Promise((resolve) => setTimeout(resolve, 1));
      running -= 1;
      return [];
    }, queries);
    expect(seen).toEqual(['q1', 'q2', 'q3', 'q4', 'q5']);
  });
});
