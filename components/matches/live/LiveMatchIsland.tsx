'use client';

import { startTransition, useEffect, useState, type ReactNode } from 'react';
import type { Locale } from '@/lib/domain/i18n/locales';
import type { LiveMatchState, Side } from '@/lib/domain/live/match-state';
import { followFrom } from './follow-window';

// The stream and the re-rendering come with the match, not with every page that shows one.
type Follower = typeof import('./LiveFollower').default;

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
  // The follower's component once its code is here; the served scoreboard until then.
  const [Follower, setFollower] = useState<Follower | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const { status, version } = initial;

  useEffect(() => {
    const from = followFrom(initial, kickoff, Date.now());
    if (from === null) return;
    const wait = from - Date.now();
    if (wait > LONGEST_TIMER_MS) return;
    let gone = false;
    const follow = () =>
      import('./LiveFollower').then(
        // Its code first, then the swap as a transition: the served scoreboard stays on
        // screen while the follower renders (in slices that let the page answer) and is
        // replaced once, in one commit. React.lazy in a Suspense boundary took it down,
        // built it again as the fallback and took that down (three commits, the last held
        // by React's 300 ms throttle), a page's longest tasks after hydration.
        (module) => {
          if (!gone) startTransition(() => setFollower(() => module.default));
        },
        // The served scoreboard stays; a newer build's page is BuildWatcher's to load.
        () => {},
      );
    const timer = setTimeout(follow, Math.max(0, wait));
    return () => {
      gone = true;
      clearTimeout(timer);
    };
    // The state the page was served with decides; a newer one is the follower's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, version, kickoff]);

  return (
    <>
      {Follower ? (
        <Follower
          initial={initial}
          teams={teams}
          locale={locale}
          waiting={waiting}
          onGoal={setAnnouncement}
        />
      ) : (
        children
      )}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-live-announcer>
        {announcement}
      </p>
    </>
  );
}
