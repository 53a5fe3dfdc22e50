'use client';

import { translationsFor } from '#translations';
import { useEffect, useState } from 'react';
import type { Locale } from '@/lib/domain/i18n/locales';
import {
  isBallRolling,
  liveMinute,
  type LiveEvent,
  type LiveMatchState,
  type Side,
} from '@/lib/domain/live/match-state';
import { eventText, LiveScoreboardView } from './LiveScoreboardView';
import { useLiveMatch } from './use-live-match';
import type { liveMatchWords } from '../words';

const useTranslations = translationsFor<typeof liveMatchWords>();

/** How often the minute on screen is worked out again while the ball is rolling. */
const CLOCK_TICK_MS = 15_000;

/** The events in `after` that `before` did not have (an undone event is no news). */
export function newEvents(before: LiveMatchState, after: LiveMatchState): LiveEvent[] {
  const seen = new Set(before.events.map((event) => event.id));
  return after.events.filter((event) => !seen.has(event.id));
}

/**
 * The scoreboard kept up to date by the match's stream (useLiveMatch), in the page's
 * language (the `Live` messages, ClientMessages): new lines are highlighted once (only
 * for visitors who allow motion, LiveScoreboard.module.css), a new goal is handed to the
 * island's live region (`onGoal`), and the minute moves with the period's clock.
 */
export default function LiveFollower({
  initial,
  teams,
  locale,
  waiting,
  onGoal,
}: {
  initial: LiveMatchState;
  teams: Record<Side, string>;
  locale: Locale;
  waiting: boolean;
  onGoal: (announcement: string) => void;
}) {
  const t = useTranslations('Live');
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const state = useLiveMatch(initial, (before, after) => {
    const added = newEvents(before, after);
    setFresh(new Set(added.map((event) => event.id)));
    const goal = added.filter((event) => event.kind === 'goal').at(-1);
    if (!goal) return;
    const score = t('score', {
      home: teams.home,
      away: teams.away,
      homeScore: after.score.home,
      awayScore: after.score.away,
    });
    onGoal(`${eventText(goal, locale, teams, t)}. ${score}.`);
  });

  const [now, setNow] = useState(() => Date.now());
  const rolling = isBallRolling(state.status);
  useEffect(() => {
    if (!rolling) return;
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, [rolling]);

  if (waiting && state.status === 'not-started') return null;
  const shown = { ...state, minute: liveMinute(state, new Date(now)) };
  return <LiveScoreboardView state={shown} locale={locale} teams={teams} t={t} fresh={fresh} />;
}
