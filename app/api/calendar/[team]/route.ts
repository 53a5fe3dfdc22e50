import { getTranslations } from 'next-intl/server';
import { NextResponse, type NextRequest } from 'next/server';
import { getClubIdentity } from '@/lib/data/club-identity';
import { listTeamFixtures } from '@/lib/data/matches';
import { env } from '@/lib/shared/env';
import { requestedLanguage } from '@/lib/domain/i18n/request-language';
import { defaultLocale } from '@/lib/domain/i18n/locales';
import { teamOfCalendar } from '@/lib/domain/matches/calendar-url';
import { buildCalendar } from '@/lib/server/matches/ical';
import { PUBLIC_CACHE_CONTROL } from '@/lib/shared/http/cache-control';

/**
 * GET /api/calendar/first-team?lang=nl — a subscribable iCalendar feed of one
 * team's fixtures, in the language asked for.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ team: string }> }) {
  const { team } = await params;
  const category = teamOfCalendar(team);
  if (!category) return NextResponse.json({ error: 'Unknown team calendar' }, { status: 404 });
  // A feed subscribed to in a calendar app must keep working: a language we lack reads as the default.
  const locale = requestedLanguage(request) || defaultLocale;

  const [fixtures, t, teamNames, identity] = await Promise.all([
    listTeamFixtures(locale, category),
    getTranslations({ locale, namespace: 'Matches' }),
    getTranslations({ locale, namespace: 'Teams' }),
    getClubIdentity(locale),
  ]);
  const calendar = buildCalendar(
    fixtures,
    {
      name: `${identity.name} · ${teamNames(category === 'first_team' ? 'firstTeam' : 'promises')}`,
      fixture: (match) =>
        match.score
          ? t('result', {
              home: match.home.name,
              away: match.away.name,
              homeScore: match.score.home,
              awayScore: match.score.away,
            })
          : t('fixture', { home: match.home.name, away: match.away.name }),
      statusNote: (match) =>
        match.status === 'tbc' || match.status === 'postponed' ? t(`status_${match.status}`) : null,
    },
    new URL(env.SITE_URL).hostname,
  );
  return new NextResponse(calendar, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `inline; filename="${identity.pathSegment}-${team}.ics"`,
      'Cache-Control': PUBLIC_CACHE_CONTROL,
    },
  });
}
