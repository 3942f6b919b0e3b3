/**
 * How much of a query a clip must cover when it lacks some of the words (issue 19): words add
 * evidence instead of acting as a gate. Each meaningful word (QueryTerms.content) weighs as much
 * as it tells, by BM25's inverse document frequency: a word few clips have weighs more than one
 * most clips have, and a word no clip has weighs most. A clip with every word ranks first; one
 * with some must reach MIN_COVERAGE of the query's weight. Both adapters use the same sets, so
 * they find the same clips.
 */

/** The share of a query's weight a clip without all of its words must still cover. */
export const MIN_COVERAGE = 0.3;
/** Partial matching needs this many words (QueryTerms.units): one word is there or not. */
export const MIN_PARTIAL_WORDS = 2;
/** Partial matching looks at this many of the query's words at most: the most telling ones. */
export const MAX_COVERAGE_WORDS = 6;
/** A word's clips are counted up to here: past it, the word tells little anyway. */
export const DOCUMENT_FREQUENCY_CAP = 1000;
/** The collection size the weights use is counted up to here. */
export const COLLECTION_COUNT_CAP = 20_000;

/**
 * Whether the query names something no clip has: a word of one token or one concept (not a run of
 * words typed together, which clips often say apart) that no clip contains. Such a query (เครื่องบิน
 * ตก, ลิง บนรถ) is about what the clips are not: it gets no partial matches at all.
 */
export function namesSomethingAbsent(
  documentFrequencies: readonly number[],
  units: readonly (readonly number[])[],
): boolean {
  return units.some((unit, k) => unit.length === 1 && documentFrequencies[k] === 0);
}

/** BM25's inverse document frequency of a word `documentFrequency` of `total` clips have. */
export function wordWeight(documentFrequency: number, total: number): number {
  const n = Math.max(total, documentFrequency);
  return Math.log(1 + (n - documentFrequency + 0.5) / (documentFrequency + 0.5));
}

/**
 * The smallest sets of words (indices into `weights`) whose weight reaches MIN_COVERAGE of the
 * whole, leaving out the set of all words (that is the first tier) and every superset of a
 * smaller sufficient set. Only the MAX_COVERAGE_WORDS heaviest words take part.
 */
export function sufficientWordSets(weights: readonly number[]): number[][] {
  if (weights.length < MIN_PARTIAL_WORDS) return [];
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const heaviest = weights
    .map((weight, index) => ({ weight, index }))
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .slice(0, MAX_COVERAGE_WORDS);
  const sets: number[][] = [];
  const all = (1 << heaviest.length) - 1;
  // Fewest words first, so that a superset of a sufficient set is recognised and skipped.
  const masks = Array.from({ length: all }, (_, i) => i + 1).sort((a, b) => bits(a) - bits(b) || a - b);
  const chosen: number[] = [];
  for (const mask of masks) {
    if (heaviest.length === weights.length && mask === all) continue;
    if (chosen.some((smaller) => (mask & smaller) === smaller)) continue;
    const members = heaviest.filter((_, i) => mask & (1 << i));
    const weight = members.reduce((sum, member) => sum + member.weight, 0);
    if (weight < MIN_COVERAGE * total) continue;
    chosen.push(mask);
    sets.push(members.map((member) => member.index).sort((a, b) => a - b));
  }
  return sets;
}

/**
 * From each typed word's clip count (QueryTerms.units, counted up to DOCUMENT_FREQUENCY_CAP) and
 * the collection's: each word's weight, and the sets of group indices a clip without every word
 * must have all of (none when the query names something absent). What both adapters render.
 */
export function partialMatching(
  documentFrequencies: readonly number[],
  total: number,
  units: readonly (readonly number[])[],
): { weights: number[]; groupSets: number[][] } {
  const weights = documentFrequencies.map((df) => wordWeight(df, total));
  const groupSets = namesSomethingAbsent(documentFrequencies, units)
    ? []
    : sufficientWordSets(weights).map((set) => set.flatMap((k) => units[k] ?? []));
  return { weights, groupSets };
}

function bits(mask: number): number {
  let count = 0;
  for (let rest = mask; rest > 0; rest >>= 1) count += rest & 1;
  return count;
}
