import { isInProgress, isSettled, type LiveMatchState } from '@/lib/domain/live/match-state';

/** A page waiting for the kick-off opens its stream this long before it (a secretary may start early). */
export const FOLLOW_BEFORE_KICKOFF_MS = 15 * 60_000;
/** A match nobody entered live is no longer waited for this long after its kick-off. */
export const WAIT_AFTER_KICKOFF_MS = 3 * 3_600_000;

/**
 * From when a page follows the match live (ms since the epoch, in the visitor's clock),
 * or null when it never will: a cached page of a match weeks away loads the island but
 * holds no connection until its day. Decided in the browser, as a cached page cannot
 * know when it is read.
 */
export function followFrom(state: LiveMatchState, kickoff: string, now: number): number | null {
  if (isSettled(state.status)) return null;
  if (isInProgress(state.status)) return now;
  const kickoffAt = Date.parse(kickoff);
  if (!Number.isFinite(kickoffAt) || now > kickoffAt + WAIT_AFTER_KICKOFF_MS) return null;
  return Math.max(now, kickoffAt - FOLLOW_BEFORE_KICKOFF_MS);
}
