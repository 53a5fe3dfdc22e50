import 'server-only';
import { club } from '@/lib/club.mjs';
import type { Match } from '@/lib/data/matches';
import type { Squad } from '@/lib/data/teams';
import { env } from '@/lib/env';

const eventStatus: Record<Match['status'], string> = {
  scheduled: 'https://schema.org/EventScheduled',
  tbc: 'https://schema.org/EventScheduled',
  live: 'https://schema.org/EventScheduled',
  finished: 'https://schema.org/EventScheduled',
  postponed: 'https://schema.org/EventPostponed',
};

/** schema.org SportsEvent for each match in a list. */
export function sportsEvents(matches: Match[]) {
  return {
    '@context': 'https://schema.org',
    '@graph': matches.map((match) => ({
      '@type': 'SportsEvent',
      name: `${match.home.name} – ${match.away.name}`,
      startDate: match.kickoff,
      eventStatus: eventStatus[match.status],
      sport: 'Soccer',
      homeTeam: { '@type': 'SportsTeam', name: match.home.name },
      awayTeam: { '@type': 'SportsTeam', name: match.away.name },
      ...(match.venue ? { location: { '@type': 'Place', name: match.venue } } : {}),
      superEvent: { '@type': 'SportsEvent', name: match.competition.name },
    })),
  };
}

/** schema.org SportsTeam with its players and coaches. */
export function sportsTeam(squad: Squad) {
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsTeam',
    name: `${club.name} ${squad.team.name}`,
    sport: 'Soccer',
    url: env.SITE_URL,
    athlete: squad.players.flatMap((group) =>
      group.people.map((person) => ({ '@type': 'Person', name: `${person.firstName} ${person.lastName}` })),
    ),
    coach: squad.staff.map((person) => ({
      '@type': 'Person',
      name: `${person.firstName} ${person.lastName}`,
    })),
  };
}
