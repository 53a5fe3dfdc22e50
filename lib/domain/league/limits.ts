/**
 * What one league import reads at most: a calendar of a whole season is a few hundred events
 * (30 to 40 matches a team; a feed of a whole league about 300), a ranking 20 rows. The caps
 * keep a wrong address or a wrong file (a video, a database dump) from being read whole into
 * memory and held in one transaction: see docs/performance.md for what 300 matches cost.
 */
export const FEED_LIMITS = {
  bytes: 2 * 1024 * 1024,
  rows: 2_000,
  /**
   * Matches of our team one import writes at most. Its writes are one transaction, and on SQLite
   * every other save (a form, a sign-up, an editor's) waits for it, for at most 5 s before it
   * fails: 300 matches took 4.9 s to create and 9.1 s to move, and 100 took 7.2 s to move, on
   * the shared 2-core machine under load (docs/performance.md). A team's season is 30 to 50
   * matches with its cups and friendlies; more is a wrong file or the wrong team's.
   */
  matches: 60,
  /** One deadline for connecting, the answer and the whole body. */
  timeoutMs: 15_000,
} as const;
