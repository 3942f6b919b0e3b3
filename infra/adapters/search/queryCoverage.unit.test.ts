import { describe, expect, it } from 'vitest';
import {
  MAX_COVERAGE_WORDS,
  MIN_COVERAGE,
  namesSomethingAbsent,
  sufficientWordSets,
  wordWeight,
} from './queryCoverage.ts';

describe('query coverage', () => {
  it('weighs a word few clips have above one most clips have, and a word no clip has most', () => {
    expect(wordWeight(0, 1000)).toBeGreaterThan(wordWeight(1, 1000));
    expect(wordWeight(1, 1000)).toBeGreaterThan(wordWeight(500, 1000));
    expect(wordWeight(1000, 1000)).toBeGreaterThan(0);
  });

  it.each([3, 4, 5])(
    'given %i equal words, then exactly the sets of the fewest words reaching MIN_COVERAGE are sufficient',
    (n) => {
      const needed = Math.ceil(MIN_COVERAGE * n - 1e-9);
      const sets = sufficientWordSets(Array.from({ length: n }, () => 1));
      expect(sets.length).toBeGreaterThan(0);
      for (const set of sets) expect(set).toHaveLength(needed);
    },
  );

  it('given one telling word and one common one, then the telling word alone covers enough', () => {
    const telling = wordWeight(2, 1000);
    const common = wordWeight(600, 1000);
    expect(sufficientWordSets([common, telling])).toEqual([[1]]);
  });

  it('never lists the set of all words (the first tier) or a superset of a smaller sufficient set', () => {
    const sets = sufficientWordSets([5, 1, 1, 1]);
    expect(sets).toContainEqual([0]);
    expect(sets.some((set) => set.length > 1 && set.includes(0))).toBe(false);
    expect(sets).not.toContainEqual([0, 1, 2, 3]);
  });

  it(`looks at the ${MAX_COVERAGE_WORDS} heaviest words only`, () => {
    const weights = [1, 1, 1, 1, 1, 1, 1, 9];
    for (const set of sufficientWordSets(weights)) expect(set.length).toBeLessThanOrEqual(MAX_COVERAGE_WORDS);
  });

  it('gives a single word nothing to cover partially', () => {
    expect(sufficientWordSets([3])).toEqual([]);
  });

  it('says a query names something absent when a one-word unit no clip has is in it', () => {
    expect(namesSomethingAbsent([0, 12], [[0], [1]])).toBe(true);
    // A run of words typed together that no clip has whole is not absent: clips say them apart.
    expect(namesSomethingAbsent([0, 12], [[0, 1, 2], [3]])).toBe(false);
    expect(namesSomethingAbsent([3, 12], [[0], [1]])).toBe(false);
  });
});
