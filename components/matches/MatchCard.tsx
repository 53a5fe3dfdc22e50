import { Link } from '@/components/ui/Link';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { Picture } from '@/components/ui/Picture';
import type { Match, Side } from '@/lib/data/matches';
import type { Locale } from '@/lib/domain/i18n/locales';
import { localizedPath } from '@/lib/domain/i18n/routes';
import { newsItemPath } from '@/lib/domain/news/routes';
import styles from './MatchCard.module.css';

/** The statuses that stand out in a card's details; the others read as plain text. */
const statusStyle: Partial<Record<Match['status'], string>> = {
  live: styles.live,
  postponed: styles.postponed,
  tbc: styles.tbc,
};

function Team({ side }: { side: Side }) {
  return (
    <span className={styles.team}>
      {side.logo ? (
        <Picture src={side.logo.url} alt="" width={40} height={40} className={styles.logo} />
      ) : (
        <span className={`${styles.logo} ${styles.logoEmpty}`} aria-hidden="true" />
      )}
      {/* Both names are in the HTML; CSS shows the short one where the full name's words
          would not fit whole (MatchCard.module.css, the .team container). */}
      <span className={styles.name}>
        <span className={styles.fullName}>{side.name}</span>
        <abbr className={styles.shortName} title={side.name}>
          {side.shortName}
        </abbr>
      </span>
    </span>
  );
}

/** One match: when and where, who plays whom, the score or the kick-off, and its links (its own page among them, unless it is on it). */
export function MatchCard({ match, onItsPage = false }: { match: Match; onItsPage?: boolean }) {
  const t = useTranslations('Matches');
  const format = useFormatter();
  const locale = useLocale() as Locale;
  const kickoff = new Date(match.kickoff);
  const finished = match.status === 'finished';
  const timeKnown = match.status !== 'tbc' && match.status !== 'postponed';

  return (
    <article
      className={styles.card}
      aria-label={t('fixture', { home: match.home.name, away: match.away.name })}
    >
      <header className={styles.meta}>
        <span>{match.competition.name}</span>
        {match.matchday && <span>{t('matchday', { number: match.matchday })}</span>}
        <span className={styles.where}>{match.isHome ? t('home') : t('away')}</span>
      </header>
      <div className={styles.teams}>
        <Team side={match.home} />
        <span className={styles.score}>
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
            <span className={styles.versus}>{t('vs')}</span>
          )}
        </span>
        <Team side={match.away} />
      </div>
      <footer className={styles.details}>
        <time dateTime={match.kickoff}>
          {format.dateTime(kickoff, { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' })}
          {timeKnown && <> · {format.dateTime(kickoff, { hour: '2-digit', minute: '2-digit' })}</>}
        </time>
        <span className={statusStyle[match.status]}>{t(`status_${match.status}`)}</span>
        {match.venue && <span>{match.venue}</span>}
        <span className={styles.links}>
          {!onItsPage && (
            <Link href={localizedPath(locale, 'games-match-slug', { params: { slug: String(match.id) } })}>
              {t('matchPage')}
            </Link>
          )}
          {finished &&
            (match.report ? (
              <Link href={newsItemPath(locale, match.report)}>{t('report')}</Link>
            ) : (
              <span>{t('noReport')}</span>
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
