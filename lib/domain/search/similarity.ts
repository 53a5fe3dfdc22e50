/** How alike two names must be (trigram similarity, as pg_trgm's default 0.3) to count as a typo. */
export const TYPO_SIMILARITY = 0.3;

/** A word without accents or case: `Élan` → `elan`. */
export function folded(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The trigrams of a text's words, padded as pg_trgm pads them (two spaces before, one after). */
export function trigrams(text: string): Set<string> {
  const grams = new Set<string>();
  for (const word of folded(text).match(/[\p{L}\p{N}]+/gu) ?? []) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i += 1) grams.add(padded.slice(i, i + 3));
  }
  return grams;
}

/**
 * The trigram similarity (shared trigrams over all trigrams, as pg_trgm's) of a term with
 * the word of `name` closest to it: `vandenbek` and `Jens Vandenbeek` are alike, so a player
 * is found by a misspelt surname.
 */
export function wordSimilarity(term: string, name: string): number {
  const wanted = trigrams(term);
  if (wanted.size === 0) return 0;
  let best = 0;
  for (const word of folded(name).match(/[\p{L}\p{N}]+/gu) ?? []) {
    const have = trigrams(word);
    const shared = [...wanted].filter((gram) => have.has(gram)).length;
    best = Math.max(best, shared / (wanted.size + have.size - shared));
  }
  return best;
}
