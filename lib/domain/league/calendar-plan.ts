import type { ClubMatcher } from './club-matcher';
import type { FeedRefusal } from './feed-problems';
import type { FeedFixture } from './fixtures';
import type { ReportItem } from './report';
import { instantOn } from './wall-clock';
import { FEED_LIMITS } from './limits';

/** A match's fields an import sets, as stored and compared (reconcile.ts). */
export type MatchValues = {
  kickoff: string;
  status: 'scheduled' | 'tbc' | 'finished' | 'postponed';
  isHome: boolean;
  opponent: number | string;
  venue: string | null;
  scoreHome: number | null;
  scoreAway: number | null;
};

export type PlannedMatch = { uid: string; line: number; label: string; values: MatchValues };

export type CalendarPlan = { ok: true; matches: PlannedMatch[]; skipped: ReportItem[] } | FeedRefusal;

/**
 * The matches a calendar means for one of our teams in one season, before anything is read
 * from or written to the CMS: refused whole when an id repeats or a match lies outside the
 * season's dates (a feed of last season given for this one); another club's match (a feed of
 * the whole league) and a match against a club the site does not know are skipped and said;
 * more than FEED_LIMITS.matches of ours refuse the file.
 */
export function planCalendar(
  fixtures: FeedFixture[],
  season: { startsOn: string; endsOn: string },
  clubs: ClubMatcher,
): CalendarPlan {
  const first = season.startsOn.slice(0, 10);
  const last = season.endsOn.slice(0, 10);
  const seen = new Set<string>();
  for (const fixture of fixtures) {
    if (seen.has(fixture.uid))
      return { ok: false, problem: 'duplicateId', line: fixture.line, detail: fixture.uid };
    seen.add(fixture.uid);
    const day = fixture.day.toISOString().slice(0, 10);
    if (day < first || day > last) {
      return { ok: false, problem: 'otherSeason', line: fixture.line, detail: day };
    }
  }
  const matches: PlannedMatch[] = [];
  const skipped: ReportItem[] = [];
  const unknown = new Set<string>();
  for (const fixture of fixtures) {
    const label = `${fixture.home} – ${fixture.away}, ${fixture.day.toISOString().slice(0, 10)}`;
    const isHome = clubs.isOurs(fixture.home);
    if (isHome === clubs.isOurs(fixture.away)) {
      skipped.push({
        outcome: 'skipped',
        uid: fixture.uid,
        line: fixture.line,
        label,
        reason: 'notOurMatch',
      });
      continue;
    }
    const opponentName = isHome ? fixture.away : fixture.home;
    const opponent = clubs.clubOf(opponentName);
    if (opponent === undefined) {
      if (!unknown.has(opponentName)) skipped.push({ outcome: 'newClub', label: opponentName });
      unknown.add(opponentName);
      skipped.push({ outcome: 'skipped', uid: fixture.uid, line: fixture.line, label, reason: 'newClub' });
      continue;
    }
    matches.push({
      uid: fixture.uid,
      line: fixture.line,
      label,
      values: {
        // A time to be confirmed is kept at noon on the club's clock: the right day in any zone.
        kickoff: (fixture.kickoff ?? instantOn(fixture.day, { hour: 12, minute: 0 })).toISOString(),
        status: fixture.cancelled
          ? 'postponed'
          : fixture.score
            ? 'finished'
            : fixture.kickoff
              ? 'scheduled'
              : 'tbc',
        isHome,
        opponent,
        venue: fixture.venue ?? null,
        scoreHome: fixture.score?.home ?? null,
        scoreAway: fixture.score?.away ?? null,
      },
    });
  }
  if (matches.length > FEED_LIMITS.matches)
    return { ok: false, problem: 'tooManyMatches', detail: String(matches.length) };
  return { ok: true, matches, skipped };
}
