/**
 * The statistics of the paired bench: each of our page's Lighthouse runs is paired with a run of
 * the floor (the bare Next app) taken just before it, so what the machine did in that minute
 * weighs on both; the figure is the median of the pairs' differences and its spread their
 * interquartile range.
 */

/** The `q` quantile (0–1) of `values`, linear between the two nearest ranks. */
export function quantile(values: number[], q: number): number {
  if (values.length === 0) throw new Error('quantile of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (sorted.length - 1) * q;
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low] + (sorted[high] - sorted[low]) * (rank - low);
}

export const median = (values: number[]) => quantile(values, 0.5);

export type Difference = { median: number; q1: number; q3: number };

/** Ours minus the floor's, pair by pair (`ours[i]` was measured right after `floor[i]`). */
export function pairedDifference(ours: number[], floor: number[]): Difference {
  if (ours.length !== floor.length) throw new Error('paired runs of different lengths');
  const differences = ours.map((value, index) => value - floor[index]);
  return { median: median(differences), q1: quantile(differences, 0.25), q3: quantile(differences, 0.75) };
}

export type Verdict = 'at the floor' | 'better' | 'worse';

/**
 * "At the floor" while the spread of the differences holds 0: the page cannot be told from the
 * bare app in this run. Otherwise better or worse, by which way a higher figure points.
 */
export function verdict(difference: Difference, higherIsBetter: boolean): Verdict {
  if (difference.q1 <= 0 && difference.q3 >= 0) return 'at the floor';
  return difference.q1 > 0 === higherIsBetter ? 'better' : 'worse';
}
