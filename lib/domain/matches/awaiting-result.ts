import type { Match } from '@/lib/generated/payload-types';
import { isInProgress, liveMatchState } from '@/lib/domain/live/match-state';

export type ResultSource = Pick<Match, 'id' | 'status' | 'score' | 'live' | 'kickoff'>;

/**
 * A match whose kick-off has passed that still says it is to be played (scheduled, time to be
 * confirmed) and is not being played live: its result, or its new date, was never entered.
 * Home does not show it as the next match; the admin flags it until an editor does.
 */
export function awaitsResult(match: ResultSource, now: Date): boolean {
  if (match.status !== 'scheduled' && match.status !== 'tbc') return false;
  return new Date(match.kickoff) <= now && !isInProgress(liveMatchState(match, now).status);
}
