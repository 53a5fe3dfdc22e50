import { describe, expect, it } from 'vitest';
import { pairedDifference, quantile, verdict } from '../../scripts/bench/paired';

describe('the paired bench’s statistics (ours against the floor, run by run)', () => {
  it('takes quantiles between ranks', () => {
    expect(quantile([3, 1, 2], 0.5)).toBe(2);
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([1, 2, 3, 4, 5], 0.25)).toBe(2);
    expect(quantile([1, 2, 3, 4, 5], 0.75)).toBe(4);
  });

  it('differences pairs, not medians: a slow phase that hits both runs of a pair cancels out', () => {
    // The machine slowed down for the last three pairs: both sides lost about 10 points.
    const floor = [98, 97, 88, 87, 88];
    const ours = [96, 95, 86, 85, 86];
    expect(pairedDifference(ours, floor)).toEqual({ median: -2, q1: -2, q3: -2 });
    expect(verdict(pairedDifference(ours, floor), true)).toBe('worse');
  });

  it('calls a page at the floor while the spread of its differences holds 0', () => {
    const difference = pairedDifference([95, 90, 97, 92, 94], [94, 93, 95, 93, 93]);
    expect(difference.q1).toBeLessThanOrEqual(0);
    expect(difference.q3).toBeGreaterThanOrEqual(0);
    expect(verdict(difference, true)).toBe('at the floor');
  });

  it('reads a lower TBT as better and a higher score as better', () => {
    expect(verdict({ median: -80, q1: -100, q3: -40 }, false)).toBe('better');
    expect(verdict({ median: 80, q1: 40, q3: 100 }, false)).toBe('worse');
    expect(verdict({ median: 3, q1: 2, q3: 5 }, true)).toBe('better');
  });

  it('refuses runs that are not paired', () => {
    expect(() => pairedDifference([1, 2], [1])).toThrow(/paired/);
  });
});
