import type { Locale } from '@/lib/domain/i18n/locales';
import type { MatchTeam } from './filters';

const segment: Record<MatchTeam, string> = { first_team: 'first-team', promises: 'promises' };

/** The iCalendar feed of a team (app/api/calendar/[team]). */
export function calendarUrl(team: MatchTeam, locale: Locale): string {
  return `/api/calendar/${segment[team]}?lang=${locale}`;
}

/** The team a feed's path segment names (`first-team` or `first-team.ics`), or null. */
export function teamOfCalendar(pathSegment: string): MatchTeam | null {
  const name = pathSegment.replace(/\.ics$/, '');
  const found = (Object.entries(segment) as [MatchTeam, string][]).find(([, value]) => value === name);
  return found ? found[0] : null;
}
