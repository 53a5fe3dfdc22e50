'use client';

import { useLocale, useTranslations } from '#translations';
import { useState } from 'react';
import type { LiveEvent, LiveMatchState } from '@/lib/live/match-state';
import { useLiveMatch } from './use-live-match';
import styles from './LiveScoreboard.module.css';

type Teams = { home: string; away: string };

/** The goals in `after` that `before` did not have (an undone goal announces nothing). */
export function newGoals(before: LiveMatchState, after: LiveMatchState): LiveEvent[] {
  const seen = new Set(before.events.map((event) => event.id));
  return after.events.filter((event) => event.kind === 'goal' && !seen.has(event.id));
}

/**
 * The live score, the minute and the timeline of a match being played, kept up to date by
 * its stream (useLiveMatch). Rendered by the server too, so the page without JavaScript
 * shows the state it was served with. Screen readers hear goals only, through one polite
 * live region; a new line's highlight runs only for visitors who allow motion. Its words
 * are the `LiveMatch` namespace (ClientMessages).
 */
export function LiveScoreboard({ initial, teams }: { initial: LiveMatchState; teams: Teams }) {
  const t = useTranslations('LiveMatch');
  const locale = useLocale() as 'en' | 'nl' | 'fr';
  const [announcement, setAnnouncement] = useState('');
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const state = useLiveMatch(initial, (before, after) => {
    const seen = new Set(before.events.map((event) => event.id));
    setFresh(new Set(after.events.filter((event) => !seen.has(event.id)).map((event) => event.id)));
    const goal = newGoals(before, after).at(-1);
    if (!goal) return;
    const values = {
      team: goal.side === 'away' ? teams.away : teams.home,
      player: goal.player ?? '',
      home: teams.home,
      away: teams.away,
      homeScore: after.score.home,
      awayScore: after.score.away,
    };
    setAnnouncement(t(goal.player ? 'announceGoal' : 'announceGoalNoPlayer', values));
  });

  const line = (event: LiveEvent) => {
    const text = event.text?.[locale];
    if (event.kind === 'text') return text ?? '';
    if (event.kind === 'substitution' && event.player && event.otherPlayer) {
      return `${t('kind.substitution')}: ${t('substitutionDetail', { in: event.player, out: event.otherPlayer })}`;
    }
    const parts = [event.player ? `${t(`kind.${event.kind}`)}: ${event.player}` : t(`kind.${event.kind}`)];
    if (event.penalty) parts.push(`(${t('penalty')})`);
    if (event.ownGoal) parts.push(`(${t('ownGoal')})`);
    if (event.kind === 'goal' && event.otherPlayer)
      parts.push(`– ${t('assist', { player: event.otherPlayer })}`);
    if (text) parts.push(`– ${text}`);
    return parts.join(' ');
  };

  return (
    <section className={styles.board} aria-label={t('label')} data-live-match={state.matchId}>
      <p className={styles.score}>
        <span>{teams.home}</span>
        <span className={styles.goals} data-live-score>
          {state.score.home} – {state.score.away}
        </span>
        <span>{teams.away}</span>
      </p>
      <p className={styles.status} data-live-status={state.status}>
        {t(`status.${state.status}`)}
        {state.minute !== null && state.status !== 'full_time' && (
          <span className={styles.minute}> {t('minute', { minute: state.minute })}</span>
        )}
      </p>
      {state.events.length > 0 && (
        <ol className={styles.timeline} aria-label={t('timeline')}>
          {[...state.events].reverse().map((event) => (
            <li
              key={event.id}
              className={fresh.has(event.id) ? styles.fresh : undefined}
              data-kind={event.kind}
            >
              <span className={styles.eventMinute}>
                {event.minute !== null ? t('minute', { minute: event.minute }) : ''}
              </span>
              <span>
                {line(event)}
                {event.side && event.kind !== 'text' && (
                  <span className={styles.side}> · {event.side === 'away' ? teams.away : teams.home}</span>
                )}
              </span>
            </li>
          ))}
        </ol>
      )}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-live-announcer>
        {announcement}
      </p>
    </section>
  );
}
