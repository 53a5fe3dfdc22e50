import type { Payload } from 'payload';
import type { MatchStatus } from '../../domain/vocabulary/match-statuses';
import type { Club, Match, News } from '../../generated/payload-types';
import { slugify } from '../../shared/slugify';
import { isWinterBreak } from './calendar';
import type { CompetitionIds } from './competitions';
import { OWN_CLUB, ownClub } from './clubs';
import type { Score } from './league';
import { DRAW_BEFORE, LATEST_HOME_WIN, ownFixtures, type SeasonPlan } from './plan';
import { seedContext } from './shared';
import type { TeamIds } from './teams';
import { addDays, atBrussels, brusselsDay, isoDay } from './time';

type PlannedMatch = {
  team: 'first' | 'promises';
  competition: keyof CompetitionIds;
  opponent: string;
  isHome: boolean;
  kickoff: Date;
  matchday?: number;
  status: MatchStatus;
  score?: Score;
  /** Which seeded news tells about this match. */
  news?: { report?: string; gallery?: string };
};

/** Every match of the current season for the first team and the promises. */
export function plannedMatches(plan: SeasonPlan, anchor: Date): PlannedMatch[] {
  const { saturdays, played } = plan.calendar;
  const matches: PlannedMatch[] = [];
  for (const team of ['first', 'promises'] as const) {
    for (const fixture of ownFixtures(plan[team])) {
      const { matchday } = fixture;
      const isHome = fixture.home === OWN_CLUB;
      const saturday = saturdays[matchday - 1];
      // The first team plays on Saturday evening, one weekend in four on Sunday afternoon; the promises on Sunday.
      const onSunday = team === 'promises' || (((matchday - played) % 4) + 4) % 4 === 2;
      const kickoff = onSunday ? atBrussels(addDays(saturday, 1), 14, 30) : atBrussels(saturday, 20, 45);
      const status: MatchStatus =
        matchday <= played
          ? 'finished'
          : team === 'first' && matchday === played + 3
            ? 'postponed'
            : 'scheduled';
      const opponent = isHome ? fixture.away : fixture.home;
      const news =
        team === 'first' && matchday === played
          ? { report: LATEST_HOME_WIN.opponent, gallery: LATEST_HOME_WIN.opponent }
          : team === 'first' && matchday === played - 1
            ? { report: DRAW_BEFORE.opponent }
            : undefined;
      matches.push({
        team,
        competition: 'league',
        opponent,
        isHome,
        kickoff,
        matchday,
        status,
        score: fixture.score,
        news,
      });
    }
  }

  // Cup ties are played midweek (Wednesday 20:45), between league weekends.
  const lastPlayed = saturdays[played - 1];
  const nextUp = saturdays[played];
  const cup = (wednesday: Date, opponent: string, isHome: boolean, score?: Score): PlannedMatch => {
    const kickoff = atBrussels(wednesday, 20, 45);
    const finished = kickoff < anchor;
    return {
      team: 'first',
      competition: 'cup',
      opponent,
      isHome,
      kickoff,
      status: finished ? 'finished' : 'tbc',
      score: finished ? score : undefined,
    };
  };
  matches.push(
    cup(addDays(lastPlayed, -24), 'RUS Condroz', false, { home: 0, away: 2 }),
    cup(addDays(lastPlayed, -10), 'FC Pajottenland', true, { home: 3, away: 1 }),
    // The quarter-final date is known, its kick-off waits for the television schedule.
    cup(addDays(nextUp, 4), 'Sporting Brabant', true),
  );

  // A pre-season friendly two weeks before matchday 1 and one in the winter break.
  let winter = saturdays[0];
  while (!isWinterBreak(winter)) winter = addDays(winter, 7);
  const friendly = (sunday: Date, opponent: string, isHome: boolean, score: Score): PlannedMatch => {
    const kickoff = atBrussels(sunday, 14, 30);
    const finished = kickoff < anchor;
    return {
      team: 'first',
      competition: 'friendly',
      opponent,
      isHome,
      kickoff,
      status: finished ? 'finished' : 'scheduled',
      score: finished ? score : undefined,
    };
  };
  matches.push(
    friendly(addDays(saturdays[0], -13), 'RFC Ardennes', true, { home: 2, away: 2 }),
    friendly(addDays(winter, 1), 'KV Zeekust', false, { home: 1, away: 2 }),
  );
  return matches;
}

const matchKey = (team: number, opponent: number, competition: number, kickoff: Date) =>
  `${team}|${opponent}|${competition}|${isoDay(brusselsDay(kickoff))}`;

/** The seeded game report or gallery of the given kind that mentions a club. */
function newsAbout(news: News[], kind: News['kind'], club: string | undefined): number | undefined {
  if (!club) return undefined;
  const word = club.split(' ').pop()!;
  return news.find((item) => item.kind === kind && `${item.title} ${item.excerpt}`.includes(word))?.id;
}

/** Creates the missing matches, keyed by team, opponent, competition and kick-off day. */
export async function seedMatches(
  payload: Payload,
  matches: PlannedMatch[],
  ids: { season: number; teams: TeamIds; competitions: CompetitionIds; clubs: Map<string, Club> },
): Promise<void> {
  const existing = await payload.find({
    collection: 'matches',
    depth: 0,
    pagination: false,
    where: { season: { equals: ids.season } },
  });
  const keys = new Set(
    existing.docs.map((match) =>
      matchKey(
        match.team as number,
        match.opponent as number,
        match.competition as number,
        new Date(match.kickoff),
      ),
    ),
  );
  const news = (await payload.find({ collection: 'news', locale: 'en', depth: 0, pagination: false })).docs;

  for (const match of matches) {
    const team = ids.teams[match.team];
    const competition = ids.competitions[match.competition];
    const opponent = ids.clubs.get(match.opponent)!;
    if (keys.has(matchKey(team, opponent.id, competition, match.kickoff))) continue;
    const upcoming = match.status === 'scheduled' || match.status === 'tbc';
    const data: Omit<Match, 'id' | 'createdAt' | 'updatedAt'> = {
      team,
      opponent: opponent.id,
      competition,
      season: ids.season,
      matchday: match.matchday,
      isHome: match.isHome,
      kickoff: match.kickoff.toISOString(),
      status: match.status,
      score: match.score ?? {},
      venue: match.isHome ? ownClub.stadium : opponent.stadium,
      report: newsAbout(news, 'gamereport', match.news?.report),
      gallery: newsAbout(news, 'gamegallery', match.news?.gallery),
      ticketUrl:
        match.team === 'first' && match.isHome && upcoming
          ? `https://tickets.westhoek.example/matches/${isoDay(brusselsDay(match.kickoff))}-westhoek-${slugify(opponent.shortName)}`
          : undefined,
    };
    await payload.create({ collection: 'matches', data, context: seedContext() });
  }
}
