'use client';

import { useEffect, useRef, useState } from 'react';
import { isSettled, type LiveMatchState } from '@/lib/domain/live/match-state';

/** Where a match's live stream is read (app/api/live/matches/[id]). */
export const liveStreamPath = (matchId: string) => `/api/live/matches/${encodeURIComponent(matchId)}`;

/** No more saves are expected: the page closes its stream. */
const settled = (state: LiveMatchState) => isSettled(state.status);

function parseState(data: string, matchId: string): LiveMatchState | undefined {
  try {
    const state = JSON.parse(data) as LiveMatchState;
    return state?.matchId === matchId && Number.isFinite(state.version) ? state : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The match's live state, from `initial` (what the server rendered) on: a stream
 * (Server-Sent Events) is open while the tab is visible and the match is being played,
 * closed when the tab is hidden, and opened again when it shows, asking for what is newer
 * than the version on screen (so a reconnect misses nothing). `onNewer(before, after)` is
 * called with each newer state, before it is shown.
 */
export function useLiveMatch(
  initial: LiveMatchState,
  onNewer?: (before: LiveMatchState, after: LiveMatchState) => void,
): LiveMatchState {
  const [state, setState] = useState(initial);
  const shown = useRef(initial);
  const notify = useRef(onNewer);
  useEffect(() => {
    notify.current = onNewer;
  });

  const { matchId } = initial;
  useEffect(() => {
    if (settled(shown.current)) return;
    let source: EventSource | null = null;
    const close = () => {
      source?.close();
      source = null;
    };
    const open = () => {
      if (source || document.visibilityState === 'hidden' || settled(shown.current)) return;
      source = new EventSource(`${liveStreamPath(matchId)}?since=${shown.current.version}`);
      source.onmessage = (event: MessageEvent<string>) => {
        const next = parseState(event.data, matchId);
        if (!next || next.version <= shown.current.version) return;
        notify.current?.(shown.current, next);
        shown.current = next;
        setState(next);
        if (settled(next)) close();
      };
    };
    const followVisibility = () => (document.visibilityState === 'hidden' ? close() : open());
    open();
    document.addEventListener('visibilitychange', followVisibility);
    return () => {
      document.removeEventListener('visibilitychange', followVisibility);
      close();
    };
  }, [matchId]);

  return state;
}
