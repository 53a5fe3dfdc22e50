import type { Locale } from '@/lib/domain/i18n/locales';
import type { MessageKey } from '@/lib/domain/i18n/message-keys';
import {
  isInProgress,
  otherSide,
  type LiveEvent,
  type LiveMatchState,
  type Side,
} from '@/lib/domain/live/match-state';
import styles from './LiveScoreboard.module.css';

/** A translator of the `Live` messages: next-intl's on the server, `#translations`' in the browser. */
export type LiveWords = (key: MessageKey<'Live'>, values?: Record<string, string | number>) => string;

type Props = {
  state: LiveMatchState;
  locale: Locale;
  /** The sides' names as the page shows them. */
  teams: Record<Side, string>;
  t: LiveWords;
  /** Events that arrived while the page was open: highlighted once (LiveFollower). */
  fresh?: ReadonlySet<string>;
};

/** Where each part of the match ends; a later minute within it is added time ("45+2′"). */
const regularEnd: Partial<Record<LiveMatchState['status'], number>> = {
  'first-half': 45,
  'second-half': 90,
  'extra-time': 120,
};

/**
 * The live score, status, minute and timeline of a match: a pure function of
 * its live state, the language and its words, with no hook and no server-only
 * import, so the server renders it into the page's HTML (LiveScoreboard.tsx)
 * and the browser's live island re-renders the same markup when a new state
 * arrives (`data-live-match` marks the element).
 */
export function LiveScoreboardView({ state, locale, teams, t, fresh }: Props) {
  const minute = (value: number, end?: number) =>
    end !== undefined && value > end
      ? t('addedMinute', { base: end, extra: value - end })
      : t('minute', { minute: value });

  return (
    <section
      className={styles.board}
      aria-label={t('label', { home: teams.home, away: teams.away })}
      data-live-match={state.matchId}
      data-live-version={state.version}
      data-live-status={state.status}
    >
      <p className={styles.score}>
        <span className={styles.team}>{teams.home}</span>
        {hasScore(state) ? (
          <span
            className={styles.goals}
            role="img"
            aria-label={t('score', {
              home: teams.home,
              away: teams.away,
              homeScore: state.score.home,
              awayScore: state.score.away,
            })}
          >
            {state.score.home} – {state.score.away}
          </span>
        ) : (
          <span className={styles.goals} aria-hidden="true">
            –
          </span>
        )}
        <span className={styles.team}>{teams.away}</span>
      </p>
      <p className={styles.status}>
        {isInProgress(state.status) && <span className={styles.badge}>{t('live')}</span>}
        <span>{t(`statuses.${state.status}`)}</span>
        {state.minute !== null && (
          <span className={styles.minute}>{minute(state.minute, regularEnd[state.status])}</span>
        )}
      </p>
      {state.events.length > 0 && (
        <ol className={styles.timeline} aria-label={t('timeline')} reversed>
          {[...state.events].reverse().map((event) => (
            <li
              key={event.id}
              className={fresh?.has(event.id) ? `${styles.event} ${styles.fresh}` : styles.event}
              data-kind={event.kind}
              data-side={sideOf(event)}
            >
              <span className={styles.eventMinute}>
                {event.kind === 'kick-off' ? '' : minute(event.minute)}
              </span>
              <span className={styles.icon} aria-hidden="true" />
              <span>{eventText(event, locale, teams, t)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** A match that never kicked off has no score to show (0 – 0 would read as a result). */
function hasScore(state: LiveMatchState): boolean {
  return state.status !== 'not-started' && (state.status !== 'postponed' || state.events.length > 0);
}

function sideOf(event: LiveEvent): Side | undefined {
  return 'side' in event ? event.side : undefined;
}

/** One event as a line of the timeline (and, for a goal, of the screen reader's announcement). */
export function eventText(
  event: LiveEvent,
  locale: Locale,
  teams: Record<Side, string>,
  t: LiveWords,
): string {
  switch (event.kind) {
    case 'kick-off':
      return t('kickOff');
    case 'goal': {
      const countsFor = event.ownGoal ? otherSide(event.side) : event.side;
      const key = event.ownGoal ? 'ownGoal' : event.penalty ? 'penaltyGoal' : 'goal';
      const text = t(key, { team: teams[countsFor], scorer: event.scorer });
      return event.assist ? `${text} (${t('assist', { name: event.assist })})` : text;
    }
    case 'yellow-card':
      return t('yellowCard', { player: event.player, team: teams[event.side] });
    case 'red-card':
      return t('redCard', { player: event.player, team: teams[event.side] });
    case 'substitution':
      return t('substitution', {
        team: teams[event.side],
        playerIn: event.playerIn,
        playerOut: event.playerOut,
      });
    case 'added-time':
      return t('addedTime', { minutes: event.minutes });
    case 'text':
      return event.text[locale];
  }
}
