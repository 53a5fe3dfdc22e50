import { getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/Link';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { countdownWords } from '@/components/matches/words';
import { EmptyState } from '@/components/layout/EmptyState';
import { Countdown } from '@/components/matches/Countdown';
import { MatchCard } from '@/components/matches/MatchCard';
import { LiveMatch } from '@/components/matches/live/LiveMatch';
import { Picture } from '@/components/ui/Picture';
import { getPlayerOfTheSeason } from '@/lib/data/home-highlights';
import { nextAndLastMatch } from '@/lib/data/matches';
import { getStanding } from '@/lib/data/standings';
import type { Locale } from '@/lib/domain/i18n/locales';
import { localizedPath } from '@/lib/domain/i18n/routes';
import card from '@/components/ui/card.module.css';
import styles from './HomeGames.module.css';

/**
 * Home's football block: the match being played (live score and timeline), next match with
 * countdown, last result, points and rank, player of the season.
 */
export async function HomeGames({ locale }: { locale: Locale }) {
  const [{ live, next, last }, standing, player, t, games, empty, functions, format] = await Promise.all([
    nextAndLastMatch(locale, 'first_team'),
    getStanding(locale, 'first_team'),
    getPlayerOfTheSeason(locale),
    getTranslations({ locale, namespace: 'Home' }),
    getTranslations({ locale, namespace: 'HomeGames' }),
    getTranslations({ locale, namespace: 'Empty' }),
    getTranslations({ locale, namespace: 'Functions' }),
    getFormatter({ locale }),
  ]);
  const ours = standing?.rows.find((row) => row.club.isOwnClub);

  return (
    <section className={styles.games} aria-labelledby="home-next-game">
      {live && (
        <div className={`${card.card} ${styles.live}`}>
          <h2>{t('liveGame')}</h2>
          <LiveMatch match={live} locale={locale} />
          <p>
            <Link href={localizedPath(locale, 'games-match-slug', { params: { slug: String(live.id) } })}>
              {games('followLive')}
            </Link>
          </p>
        </div>
      )}
      <div className={card.card}>
        <h2 id="home-next-game">{t('nextGame')}</h2>
        {next ? (
          <>
            <MatchCard match={next} />
            {/*
              Its score and timeline appear here at kick-off, on a page opened before it. Always
              carried: home is a cached page, rendered again only when content changes, so when it
              is read (days after its render, or left open for days) is the browser's to know. The
              island holds no connection, and loads no stream code, before the kick-off's window
              (follow-window.ts).
            */}
            <LiveMatch match={next} locale={locale} waiting />
            {next.status === 'scheduled' && (
              <>
                <p className={styles.kickoff}>
                  {format.dateTime(new Date(next.kickoff), { dateStyle: 'full', timeStyle: 'short' })}
                </p>
                <ClientMessages locale={locale} pick={countdownWords}>
                  <Countdown kickoff={next.kickoff} />
                </ClientMessages>
              </>
            )}
          </>
        ) : (
          <EmptyState message={empty('noUpcomingMatch')} />
        )}
      </div>
      <div className={card.card}>
        <h2>{t('lastGame')}</h2>
        {last ? <MatchCard match={last} /> : <EmptyState message={empty('noPastMatches')} />}
        <p>
          <Link href={localizedPath(locale, 'games', { query: { timeframe: 'upcoming' } })}>
            {games('allMatches')}
          </Link>
        </p>
      </div>
      <div className={card.card}>
        <h2>{games('points')}</h2>
        {standing && ours ? (
          <>
            <p className={styles.points}>
              <span className={styles.pointsValue}>{ours.points}</span>
              <span>
                {games('pointsAndRank', { team: standing.team, points: ours.points, rank: ours.rank })}
              </span>
            </p>
            <Link href={localizedPath(locale, 'games-ranking')}>{games('ranking')}</Link>
          </>
        ) : (
          <EmptyState message={empty('noDataToDisplay')} />
        )}
      </div>
      <div className={card.card}>
        <h2>{games('playerOfTheSeason')}</h2>
        {player ? (
          <figure className={styles.player}>
            {player.photo && (
              <Picture
                src={player.photo.url}
                alt={player.photo.alt}
                width={player.photo.width}
                height={player.photo.height}
                sizes="200px"
              />
            )}
            <figcaption>
              <strong>{player.name}</strong>
              <span>
                {functions(player.function)}
                {player.shirtNumber != null && ` · #${player.shirtNumber}`}
              </span>
              {player.note && <span>{player.note}</span>}
            </figcaption>
          </figure>
        ) : (
          <EmptyState message={empty('currentlyNoData')} />
        )}
      </div>
    </section>
  );
}
