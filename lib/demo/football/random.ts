/**
 * Deterministic randomness: the same key always gives the same sequence, so a
 * re-run (or another machine) generates exactly the same names and scores.
 */
export type Random = () => number;

/** FNV-1a: a small, stable string hash to seed the generator. */
function hash(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: tiny and good enough for demo content. */
export function seeded(key: string): Random {
  let state = hash(key);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];

export const between = (random: Random, min: number, max: number): number =>
  min + Math.floor(random() * (max - min + 1));

/** Goals follow a Poisson distribution well enough (Knuth's method). */
export function poisson(random: Random, mean: number): number {
  const limit = Math.exp(-mean);
  let goals = 0;
  for (let p = random(); p > limit; p *= random()) goals++;
  return goals;
}
