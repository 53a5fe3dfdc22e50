import type { FeedRefusal } from './feed-problems';

/**
 * One match as a league publishes it, whichever format it came in: `uid` is the league's own
 * id (an iCalendar UID, a CSV's match number), which is how a rerun finds the match it created.
 * `kickoff` is null when the league gives the day but not the time yet (`day` then says which).
 */
export type FeedFixture = {
  uid: string;
  /** Where it was in the file, to name it in a report: a CSV line, an event's position. */
  line: number;
  home: string;
  away: string;
  kickoff: Date | null;
  day: Date;
  venue?: string;
  score?: { home: number; away: number };
  cancelled?: boolean;
};

export type CalendarReading = { ok: true; fixtures: FeedFixture[] } | FeedRefusal;
