import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { notFoundMetadata } from '@/components/errors/not-found-metadata';
import { redirectOrNotFound } from '@/components/errors/NotFoundInPage';
import { PageFrame } from '@/components/layout/PageFrame';
import { MatchCard } from '@/components/matches/MatchCard';
import { LiveMatch } from '@/components/matches/live/LiveMatch';
import { JsonLd } from '@/components/seo/JsonLd';
import { getMatch, type Match } from '@/lib/data/matches';
import type { Locale } from '@/lib/domain/i18n/locales';
import { pageLocale } from '@/lib/domain/i18n/page-locale';
import { localizedPath } from '@/lib/domain/i18n/routes';
import { alternatesFor, pageMetadata } from '@/lib/server/seo/metadata';
import { sportsEvent } from '@/lib/server/seo/structured-data';

/** Matches render on demand, then stay cached until a save of a match expires them (its live events too). */
export const dynamicParams = true;
export const generateStaticParams = () => [];

type Props = { params: Promise<{ lang: Locale; slug: string }> };

async function findMatch(slug: string, locale: Locale): Promise<Match | null> {
  if (!/^[1-9]\d{0,9}$/.test(slug)) return null;
  return getMatch(locale, Number(slug));
}

const pathOf = (locale: Locale, match: Match) =>
  localizedPath(locale, 'games-match-slug', { params: { slug: String(match.id) } });

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await pageLocale(params);
  const match = await findMatch((await params).slug, lang);
  if (!match) return notFoundMetadata(lang);
  const [t, format] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'MatchPage' }),
    getFormatter({ locale: lang }),
  ]);
  const names = { home: match.home.name, away: match.away.name };
  return pageMetadata(lang, {
    title: t('title', names),
    description: t('description', {
      ...names,
      competition: match.competition.name,
      date: format.dateTime(new Date(match.kickoff), { dateStyle: 'long' }),
    }),
    path: pathOf(lang, match),
    alternates: alternatesFor(lang, (other) => pathOf(other, match)),
    image: null,
  });
}

export default async function MatchPage({ params }: Props) {
  const lang = await pageLocale(params);
  const { slug } = await params;
  const match = await findMatch(slug, lang);
  if (!match) return redirectOrNotFound(localizedPath(lang, 'games-match-slug', { params: { slug } }));
  const [t, live] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'MatchPage' }),
    getTranslations({ locale: lang, namespace: 'Live' }),
  ]);
  const teams = { home: match.home.name, away: match.away.name };
  const started = match.live.status !== 'not-started' && match.live.status !== 'postponed';
  // The scoreboard is there before kick-off too: the live stream fills it when the match starts.
  const scoreLine = started
    ? `${live(`statuses.${match.live.status}`)}: ${teams.home} ${match.live.score.home} – ${match.live.score.away} ${teams.away}`
    : null;
  return (
    <PageFrame locale={lang} screen="games" title={t('title', teams)}>
      <MatchCard match={match} onItsPage />
      <LiveMatch match={match} locale={lang} />
      <JsonLd data={sportsEvent(match, pathOf(lang, match), scoreLine)} />
    </PageFrame>
  );
}
