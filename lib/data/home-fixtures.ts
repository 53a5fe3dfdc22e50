import type { Payload } from 'payload';
import { queryMatches, type Match } from '@/lib/data/matches';
import type { Locale } from '@/lib/domain/i18n/locales';
import { TIME_ZONE, localeTags } from '@/lib/domain/i18n/locales';

export type Fixture = {
  id: number;
  label: string;
  competition: { id: number; name: string };
  kickoff: string;
};

/** "Our club – Opponent · Sat 14 March 2026, 20:30", in the visitor's language, Brussels time. */
export function fixtureLabel(match: Match, locale: Locale): string {
  const when = new Intl.DateTimeFormat(localeTags[locale], {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).format(new Date(match.kickoff));
  return `${match.home.name} – ${match.away.name} · ${when}`;
}

/**
 * The first team's upcoming home matches: the games a VIP guest can dine at and
 * referees and scouts can ask tickets for.
 */
export async function queryHomeFixtures(payload: Payload, locale: Locale): Promise<Fixture[]> {
  const matches = await queryMatches(payload, locale, { timeframe: 'upcoming', team: 'first_team' });
  return matches
    .filter((match) => match.isHome && match.status !== 'postponed')
    .map((match) => ({
      id: match.id,
      label: fixtureLabel(match, locale),
      competition: match.competition,
      kickoff: match.kickoff,
    }));
}
