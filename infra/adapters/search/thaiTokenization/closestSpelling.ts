import { normalizeThai } from './normalizeThai.ts';

/** Words shorter than this (code points) are never corrected: too many words are one edit apart. */
export const MIN_CORRECTED_CHARS = 4;
/** Edits allowed for a word of this many code points: one up to six, two from seven. */
export function maxEdits(length: number): number {
  return length >= 7 ? 2 : 1;
}

/** Levenshtein distance over code points (a Thai vowel or tone mark is one edit). */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) {
      const substitution = (previous[j - 1] as number) + (x[i - 1] === y[j - 1] ? 0 : 1);
      current[j] = Math.min(substitution, (previous[j] as number) + 1, (current[j - 1] as number) + 1);
    }
    previous = current;
  }
  return previous[y.length] as number;
}

/**
 * The closest candidate within the allowed edits, or null: fewest edits, then the first in code
 * point order, so that every adapter picks the same one whatever order its vocabulary answers in.
 */
export function closestSpelling(word: string, candidates: readonly string[]): string | null {
  const allowed = maxEdits([...word].length);
  let best: { term: string; edits: number } | null = null;
  for (const term of candidates) {
    if (term === word) return null;
    const edits = editDistance(word, term);
    if (edits > allowed) continue;
    if (best === null || edits < best.edits || (edits === best.edits && term < best.term))
      best = { term, edits };
  }
  return best?.term ?? null;
}

/**
 * "Did you mean": each word of the keyword that no clip has is replaced by the closest indexed
 * term (รถบันทุก → รถบรรทุก, หลับไน → หลับใน), the candidates coming from the adapter's own
 * vocabulary. Answers the corrected keyword, or null when no word needed or found a correction.
 * Both search adapters call it only when the keyword as typed finds nothing.
 */
export async function correctWords(
  keyword: string,
  candidatesFor: (word: string) => Promise<string[]>,
): Promise<string | null> {
  const words = normalizeThai(keyword).split(/\s+/).filter(Boolean);
  let changed = false;
  const corrected: string[] = [];
  for (const word of words) {
    if ([...word].length < MIN_CORRECTED_CHARS) {
      corrected.push(word);
      continue;
    }
    const better = closestSpelling(word, await candidatesFor(word));
    corrected.push(better ?? word);
    if (better !== null) changed = true;
  }
  return changed ? corrected.join(' ') : null;
}
