import { allClubs, OWN_CLUB, opponents, ownClub } from './clubs';
import { leagueCalendar, type LeagueCalendar } from './calendar';
import {
  doubleRoundRobin,
  leagueTable,
  playMatchdays,
  type Fixture,
  type Score,
  type TableRow,
} from './league';
import { seasonName } from './seasons';

/** The seeded news tells of a late home win over Leiedal and, a week before, a draw at Kempen. */
export const LATEST_HOME_WIN = { opponent: 'KSC Leiedal', score: { home: 2, away: 1 } };
export const DRAW_BEFORE = { opponent: 'Royal Kempen', score: { home: 1, away: 1 } };

export type LeaguePlan = { fixtures: Fixture[]; table: TableRow[] };
export type SeasonPlan = { calendar: LeagueCalendar; first: LeaguePlan; promises: LeaguePlan };

const strengths = new Map(allClubs.map((club) => [club.name, club.strength]));
const clubNames = allClubs.map((club) => club.name);

/**
 * The first team's opponents in matchday order: Kempen away on the matchday
 * before the last one played and Leiedal at home on the last one, so the seeded
 * reports fit; the others follow in list order.
 */
function firstTeamOrder(played: number): string[] {
  const order: (string | undefined)[] = Array.from({ length: opponents.length }, () => undefined);
  const slot = (matchday: number) => (matchday - 1) % opponents.length;
  order[slot(played)] = LATEST_HOME_WIN.opponent;
  order[slot(played - 1)] = DRAW_BEFORE.opponent;
  const rest = opponents.map((club) => club.name).filter((name) => !order.includes(name));
  return order.map((name) => name ?? rest.shift()!);
}

/**
 * Both league seasons from one anchor: the first team at home on every other
 * matchday (at home on the last one played), the promises away whenever the
 * first team is at home, so the two never need the stadium on the same weekend.
 */
export function planSeason(anchor: Date, startYear: number): SeasonPlan {
  const calendar = leagueCalendar(anchor, startYear);
  const { played } = calendar;
  const firstAtHome = (matchday: number) => (matchday - played) % 2 === 0;

  const firstSchedule = doubleRoundRobin(OWN_CLUB, firstTeamOrder(played), firstAtHome);
  // The news has the first team "in the top four": draw results until that holds (deterministically;
  // a bounded number of tries, as the condition only matters for the story).
  const drawFirst = (attempt: number): LeaguePlan => {
    const fixtures = playMatchdays(
      firstSchedule,
      played,
      (club) => strengths.get(club)!,
      `first|${seasonName(startYear)}|${attempt}`,
      (fixture) => fixedScore(fixture, played),
    );
    return { fixtures, table: leagueTable(fixtures, clubNames) };
  };
  let first = drawFirst(0);
  for (let attempt = 1; attempt < 100 && position(first) > 4; attempt++) first = drawFirst(attempt);

  const promisesOrder = [...opponents.slice(7), ...opponents.slice(0, 7)].map((club) => club.name);
  const promisesFixtures = playMatchdays(
    doubleRoundRobin(OWN_CLUB, promisesOrder, (matchday) => !firstAtHome(matchday)),
    played,
    // Reserve teams are closer in level; ours is a little below the first team.
    (club) => (club === OWN_CLUB ? ownClub.strength - 0.08 : 0.5 + (strengths.get(club)! - 0.55) / 2),
    `promises|${seasonName(startYear)}`,
  );

  return {
    calendar,
    first,
    promises: { fixtures: promisesFixtures, table: leagueTable(promisesFixtures, clubNames) },
  };
}

const position = (plan: LeaguePlan) => plan.table.findIndex((row) => row.club === OWN_CLUB) + 1;

function fixedScore(fixture: Fixture, played: number): Score | undefined {
  if (fixture.matchday === played && fixture.away === LATEST_HOME_WIN.opponent) return LATEST_HOME_WIN.score;
  if (fixture.matchday === played - 1 && fixture.home === DRAW_BEFORE.opponent) return DRAW_BEFORE.score;
  return undefined;
}

/** Our club's matches of a league plan, in matchday order. */
export const ownFixtures = (plan: LeaguePlan) =>
  plan.fixtures.filter((fixture) => fixture.home === OWN_CLUB || fixture.away === OWN_CLUB);
