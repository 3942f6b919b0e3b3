/**
 * A seeded random source (mulberry32), so two runs with the same seed offer the same mix in the
 * same order; the server's answers still decide what follows.
 */
export interface Rng {
  /** In [0, 1). */
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

export function seededRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)]!;
    },
    chance: (probability) => next() < probability,
  };
}

/** Picks a name by weight: `weights` maps each name to its share (any positive scale). */
export function weightedPicker<K extends string>(rng: Rng, weights: Readonly<Record<K, number>>): () => K {
  const entries = Object.entries(weights) as [K, number][];
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  return () => {
    let left = rng.next() * total;
    for (const [name, weight] of entries) {
      left -= weight;
      if (left < 0) return name;
    }
    return entries.at(-1)![0];
  };
}
