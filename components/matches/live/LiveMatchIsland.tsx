'use client';

import { lazy, startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
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
    // A transition: the server's scoreboard stays on screen while the follower's code loads
    // and renders (in slices that let the page answer), then is replaced once, in one commit.
    const timer = setTimeout(() => startTransition(() => setFollowing(true)), Math.max(0, wait));
    return () => clearTimeout(timer);
    // The state the page was served with decides; a newer one is the follower's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, version, kickoff]);

  return (
    <>
      {/* One boundary from the start, so that the served scoreboard keeps its place in the
          tree: inside the boundary only when following began, it was taken down and built
          again as the fallback, then taken down again for the follower's (three commits, the
          last held by React's 300 ms throttle), a page's longest tasks after hydration. */}
      <Suspense fallback={children}>
        {following ? (
          <LiveFollower
            initial={initial}
            teams={teams}
            locale={locale}
            waiting={waiting}
            onGoal={setAnnouncement}
          />
        ) : (
          children
        )}
      </Suspense>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-live-announcer>
        {announcement}
      </p>
    </>
  );
}
