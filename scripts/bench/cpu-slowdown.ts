/**
 * Lighthouse's simulated throttling multiplies the main-thread tasks it observed on this
 * machine by `throttling.cpuSlowdownMultiplier` (4 by default) to stand for its reference
 * phone. The observed tasks shrink as the host gets faster, so a fixed 4 makes TBT move with
 * the machine (an index of 1,223 gave TBT 451 ms where 2,800 gave a few dozen). Lighthouse's
 * throttling documentation ("CPU throttling", calibrating the multiplier) and its calculator
 * (lighthouse-cpu-throttling-calculator) map the host's benchmark index to the multiplier
 * that makes the simulated device the same: 1,300 → 3×, 1,533 → 4×, 2,000 → 6×, 800 → 2×,
 * 150 → 1×, linear in between. This is that mapping.
 */

/** Below this index the host is slower than the reference phone itself: it cannot emulate it. */
export const SLOWEST_EMULATING_INDEX = 150;

/** The multiplier for a host of `benchmarkIndex` (Lighthouse's `environment.benchmarkIndex`). */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < SLOWEST_EMULATING_INDEX) {
    throw new Error(
      `benchmark index ${benchmarkIndex}: this host is too slow to emulate Lighthouse's reference phone`,
    );
  }
  const multiplier =
    benchmarkIndex >= 1300
      ? 3 + (benchmarkIndex - 1300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : 1 + (benchmarkIndex - SLOWEST_EMULATING_INDEX) / 650;
  // Two decimals: the index itself moves by more than that between two runs.
  return Math.round(multiplier * 100) / 100;
}
