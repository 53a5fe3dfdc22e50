import type { Payload } from 'payload';
import { ownClub, seedClubs } from './clubs';
import { seedCompetitions } from './competitions';
import { plannedMatches, seedMatches } from './fixtures';
import { DEMO_LIVE_OPPONENT, seedLiveMatch } from './live-match';
import { seedHomeHighlights } from './highlights';
import { mediaByAlt } from '../media';
import { seedOpenTrainings } from './open-trainings';
import { rosterFor, seedPeople } from './people';
import { planSeason } from './plan';
import { seedSeasons } from './seasons';
import { seedStandings } from './standings';
import { seedTeamsOfClub } from './teams';

/**
 * Clubs, competitions, seasons, teams, people, matches (one of them in
 * progress, lib/cms/seed/football/live-match.ts), standings, open trainings
 * and the home highlights. Dates are planned around an anchor: the
 * moment the current season was first seeded (its createdAt). Later runs find
 * the same anchor, so they plan the same kick-offs and create nothing twice.
 */
export async function seedFootball(payload: Payload): Promise<void> {
  const media = await mediaByAlt(payload);
  const clubs = await seedClubs(payload, media);
  const competitions = await seedCompetitions(payload);
  const { current: season, startYear } = await seedSeasons(payload, new Date());
  const anchor = new Date(season.createdAt);
  const teams = await seedTeamsOfClub(payload);

  const roster = rosterFor(startYear);
  const people = await seedPeople(payload, roster, teams, media);

  const plan = planSeason(anchor, startYear);
  await seedMatches(payload, plannedMatches(plan, anchor), { season: season.id, teams, competitions, clubs });
  await seedLiveMatch(
    payload,
    {
      season: season.id,
      team: teams.first,
      friendly: competitions.friendly,
      opponent: clubs.get(DEMO_LIVE_OPPONENT)!.id,
      venue: ownClub.stadium,
    },
    new Date(),
  );
  await seedStandings(
    payload,
    [
      { team: teams.first, plan: plan.first },
      { team: teams.promises, plan: plan.promises },
    ],
    { season: season.id, league: competitions.league, clubs },
  );
  await seedOpenTrainings(payload, anchor);
  await seedHomeHighlights(payload, roster, people);
}
