import 'server-only';
import type { Payload } from 'payload';
import type { Club, Competition, Season, Standing as StandingDoc, Team } from '@/lib/generated/payload-types';
import type { Locale } from '@/lib/domain/i18n/locales';
import type { MatchTeam } from '@/lib/domain/matches/filters';
import { cacheTags } from '@/lib/shared/cache/cache-tags';
import { cachedRead } from './cached-read';
import { toImage, type Image } from '../domain/content/image';

export type StandingRow = {
  rank: number;
  club: { name: string; shortName: string; logo: Image | null; isOwnClub: boolean };
  played: number;
  won: number;
  draw: number;
  lost: number;
  goalDifference: number;
  points: number;
};

export type Standing = {
  competition: string;
  season: string;
  team: string;
  rows: StandingRow[];
};

/** Points first, then goal difference, then wins; the rank follows the order. */
function rank(rows: NonNullable<StandingDoc['rows']>): StandingRow[] {
  return rows
    .map((row) => {
      const club = row.club as Club;
      return {
        rank: 0,
        club: {
          name: club.name,
          shortName: club.shortName,
          logo: toImage(club.logo, 'thumbnail'),
          isOwnClub: Boolean(club.isOwnClub),
        },
        played: row.played,
        won: row.won,
        draw: row.draw,
        lost: row.lost,
        goalDifference: row.goalDifference,
        points: row.points,
      };
    })
    .sort((a, b) => b.points - a.points || b.goalDifference - a.goalDifference || b.won - a.won)
    .map((row, index) => ({ ...row, rank: index + 1 }));
}

/** The league table of a team in the current season (the most recent one editors entered). */
export async function queryStanding(
  payload: Payload,
  locale: Locale,
  team: MatchTeam,
): Promise<Standing | null> {
  const result = await payload.find({
    collection: 'standings',
    locale,
    where: { 'team.category': { equals: team } },
    sort: '-updatedAt',
    limit: 10,
    depth: 2,
  });
  const current = result.docs
    .filter((doc) => (doc.competition as Competition).kind === 'league')
    .sort((a, b) => (b.season as Season).startsOn.localeCompare((a.season as Season).startsOn))[0];
  if (!current) return null;
  return {
    competition: (current.competition as Competition).name,
    season: (current.season as Season).name,
    team: (current.team as Team).name,
    rows: rank(current.rows ?? []),
  };
}

export const getStanding = cachedRead('standing', [cacheTags.standings], queryStanding);
