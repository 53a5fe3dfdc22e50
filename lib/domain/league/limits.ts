/**
 * What one league import reads at most: a calendar of a whole season is a few hundred events
 * (30 to 40 matches a team; a feed of a whole league about 300), a ranking 20 rows. The caps
 * keep a wrong address or a wrong file (a video, a database dump) from being read whole into
 * memory and held in one transaction: see docs/performance.md for what 300 matches cost.
 */
export const FEED_LIMITS = {
  bytes: 2 * 1024 * 1024,
  rows: 2_000,
  /** One deadline for connecting, the answer and the whole body. */
  timeoutMs: 15_000,
} as const;
