import Link from 'next/link';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { Picture } from '@/components/ui/Picture';
import type { Match, Side } from '@/lib/data/matches';
import type { Locale } from '@/lib/i18n/locales';
import { newsItemPath } from '@/lib/news/routes';

function Team({ side }: { side: Side }) {
  return (
    <span className="match-card__team">
      {side.logo ? (
        <Picture src={side.logo.url} alt="" width={40} height={40} className="match-card__logo" />
      ) : (
        <span className="match-card__logo match-card__logo--empty" aria-hidden="true" />
      )}
      {/* Both names are in the HTML; CSS shows the short one where the full name's words
          would not fit whole (site.css, .match-card__team container). */}
      <span className="match-card__name">
        <span className="match-card__full-name">{side.name}</span>
        <abbr className="match-card__short-name" title={side.name}>
          {side.shortName}
        </abbr>
      </span>
    </span>
  );
}

/** One match: when and where, who plays whom, the score or the kick-off, and its links. */
export function MatchCard({ match }: { match: Match }) {
  const t = useTranslations('Matches');
  const format = useFormatter();
  const locale = useLocale() as Locale;
  const kickoff = new Date(match.kickoff);
  const finished = match.status === 'finished';
  const timeKnown = match.status !== 'tbc' && match.status !== 'postponed';

  return (
    <article
      className={`match-card match-card--${match.status}`}
      aria-label={t('fixture', { home: match.home.name, away: match.away.name })}
    >
      <header className="match-card__meta">
        <span>{match.competition.name}</span>
        {match.matchday && <span>{t('matchday', { number: match.matchday })}</span>}
        <span className="match-card__where">{match.isHome ? t('home') : t('away')}</span>
      </header>
      <div className="match-card__teams">
        <Team side={match.home} />
        <span className="match-card__score">
          {match.score ? (
            <span
              aria-label={t('result', {
                home: match.home.name,
                away: match.away.name,
                homeScore: match.score.home,
                awayScore: match.score.away,
              })}
            >
              {match.score.home} – {match.score.away}
            </span>
          ) : (
            <span className="match-card__versus">{t('vs')}</span>
          )}
        </span>
        <Team side={match.away} />
      </div>
      <footer className="match-card__details">
        <time dateTime={match.kickoff}>
          {format.dateTime(kickoff, { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' })}
          {timeKnown && <> · {format.dateTime(kickoff, { hour: '2-digit', minute: '2-digit' })}</>}
        </time>
        <span className={`match-card__status match-card__status--${match.status}`}>
          {t(`status_${match.status}`)}
        </span>
        {match.venue && <span className="match-card__venue">{match.venue}</span>}
        <span className="match-card__links">
          {finished &&
            (match.report ? (
              <Link href={newsItemPath(locale, match.report)}>{t('report')}</Link>
            ) : (
              <span className="match-card__no-report">{t('noReport')}</span>
            ))}
          {match.gallery && <Link href={newsItemPath(locale, match.gallery)}>{t('gallery')}</Link>}
          {!finished && match.ticketUrl && (
            <a href={match.ticketUrl} rel="noopener">
              {t('tickets')}
            </a>
          )}
        </span>
      </footer>
    </article>
  );
}
