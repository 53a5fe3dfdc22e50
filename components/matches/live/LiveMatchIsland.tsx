'use client';

import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { Locale } from '@/lib/domain/i18n/locales';
import type { LiveMatchState, Side } from '@/lib/domain/live/match-state';
import { followFrom } from './follow-window';

// The stream and the re-rendering come with the match, not with every page that shows one.
const LiveFollower = lazy(() => import('./LiveFollower'));

/** setTimeout's longest wait; a kick-off further away is waited for by a later visit. */
const LONGEST_TIMER_MS = 2_147_483_647;

/**
 * The live island around a server-rendered scoreboard (`children`): the page stays cached
 * and complete without JavaScript; from the kick-off's window on (followFrom) it loads
 * LiveFollower, which streams the match and re-renders the scoreboard. `waiting`: nothing
 * is shown until the match starts (home's next match). Screen readers hear goals only,
 * through this one polite live region, present from the start so the first goal is heard.
 */
export function LiveMatchIsland({
  initial,
  kickoff,
  teams,
  locale,
  waiting = false,
  children,
}: {
  initial: LiveMatchState;
  kickoff: string;
  teams: Record<Side, string>;
  locale: Locale;
  waiting?: boolean;
  children?: ReactNode;
}) {
  const [following, setFollowing] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const { status, version } = initial;

  useEffect(() => {
    const from = followFrom(initial, kickoff, Date.now());
    if (from === null) return;
    const wait = from - Date.now();
    if (wait > LONGEST_TIMER_MS) return;
    const timer = setTimeout(() => setFollowing(true), Math.max(0, wait));
    return () => clearTimeout(timer);
    // The state the page was served with decides; a newer one is the follower's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, version, kickoff]);

  return (
    <>
      {following ? (
        <Suspense fallback={children}>
          <LiveFollower
            initial={initial}
            teams={teams}
            locale={locale}
            waiting={waiting}
            onGoal={setAnnouncement}
          />
        </Suspense>
      ) : (
        children
      )}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-live-announcer>
        {announcement}
      </p>
    </>
  );
}
