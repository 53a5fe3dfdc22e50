import type { Payload } from 'payload';
import type { Club } from '../../generated/payload-types';
import type { LeaguePlan } from './plan';
import { seedContext } from './shared';

/** One league table per team for the current season, keyed by competition, season and team. */
export async function seedStandings(
  payload: Payload,
  tables: { team: number; plan: LeaguePlan }[],
  ids: { season: number; league: number; clubs: Map<string, Club> },
): Promise<void> {
  for (const { team, plan } of tables) {
    const existing = await payload.count({
      collection: 'standings',
      where: {
        competition: { equals: ids.league },
        season: { equals: ids.season },
        team: { equals: team },
      },
    });
    if (existing.totalDocs > 0) continue;
    await payload.create({
      collection: 'standings',
      data: {
        competition: ids.league,
        season: ids.season,
        team,
        rows: plan.table.map(({ club, played, won, draw, lost, goalDifference, points }) => ({
          club: ids.clubs.get(club)!.id,
          played,
          won,
          draw,
          lost,
          goalDifference,
          points,
        })),
      },
      context: seedContext(),
    });
  }
}
