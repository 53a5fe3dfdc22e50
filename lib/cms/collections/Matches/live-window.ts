import type { Match } from '@/lib/generated/payload-types';
import { writesContent, type Role } from '../../access';

const HOUR_MS = 60 * 60 * 1000;
/** A match secretary enters a match from two hours before its kick-off... */
export const LIVE_ENTRY_OPENS_BEFORE_MS = 2 * HOUR_MS;
/** ...to four hours after it (extra time, penalties, a late correction on the bus home). */
export const LIVE_ENTRY_CLOSES_AFTER_MS = 4 * HOUR_MS;

/**
 * Why a live entry on `match` is refused to `user` now, or null when it may go ahead.
 * A finished match's result is official: nobody enters it live until a content writer
 * reopens it (sets its status back). A match secretary's power is the match at hand only:
 * outside the window round its kick-off the secretary enters nothing (a match weeks away,
 * last season's final); the content's writers correct any match at any time.
 */
export function liveEntryRefusal(
  match: Pick<Match, 'kickoff' | 'status'>,
  user: { roles?: Role[] | null } | null | undefined,
  now: Date,
): 'finished' | 'closed' | null {
  if (match.status === 'finished') return 'finished';
  if (writesContent(user)) return null;
  const kickoff = new Date(match.kickoff).getTime();
  const t = now.getTime();
  const open = t >= kickoff - LIVE_ENTRY_OPENS_BEFORE_MS && t <= kickoff + LIVE_ENTRY_CLOSES_AFTER_MS;
  return open ? null : 'closed';
}
