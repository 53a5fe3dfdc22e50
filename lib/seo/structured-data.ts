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

/** The club itself, on every page: name, crest, address and social profiles. */
export function clubOrganization(info: {
  name: string;
  address: { street: string; postalCode: string; city: string };
  phone: string;
  email: string;
  social: Record<string, string>;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsTeam',
    name: info.name,
    sport: 'Soccer',
    url: env.SITE_URL,
    logo: new URL('/icon.svg', env.SITE_URL).toString(),
    email: info.email,
    telephone: info.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: info.address.street,
      postalCode: info.address.postalCode,
      addressLocality: info.address.city,
      addressCountry: 'BE',
    },
    sameAs: Object.values(info.social),
  };
}
