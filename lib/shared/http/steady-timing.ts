/**
 * Waits until `floorMs` have passed since `startedAt` (a `performance.now()`
 * reading). An answer sent no sooner than that takes as long whichever branch
 * produced it, as long as each branch's own work fits under the floor: its
 * timing tells nothing about which branch ran.
 */
export async function notSoonerThan(startedAt: number, floorMs: number): Promise<void> {
  const left = startedAt + floorMs - performance.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}
