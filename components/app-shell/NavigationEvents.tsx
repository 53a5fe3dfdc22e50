'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { finishLoading, startLoading } from '@/lib/shared/browser/loading-bar';
import { scrolling, TRANSITION_COMPLETE_DELAY_MS } from '@/lib/shared/browser/ui-constants';
import { animateScrollTo, prefersReducedMotion } from '@/lib/shared/browser/scroll';
import { sitePageOf } from '@/lib/shared/browser/site-link';
import { markClientStarted } from './ClientStartWatch';

/** A click on a same-site link that Next will navigate to client-side. */
function isClientNavigation(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = (event.target as Element | null)?.closest?.('a');
  return anchor ? sitePageOf(anchor) !== null : false;
}

/**
 * The app shell's reaction to route changes: the loading bar, the
 * transition-complete flag (SPEC §4: 300 ms after mount) and the hash rule of
 * scroll restoration (smooth scroll, one retry after 300 ms, else the page root).
 * Next itself restores saved positions on back/forward and scrolls to the top.
 */
export function NavigationEvents() {
  const pathname = usePathname();
  const searchParams = useSearchParams();

  useEffect(() => {
    markClientStarted();
    const onClick = (event: MouseEvent) => {
      if (isClientNavigation(event)) startLoading();
    };
    const onPopState = () => startLoading();
    // Capture phase: next/link calls preventDefault() in its own handler, so a
    // bubbling listener could not tell a client navigation from a cancelled click.
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
    };
  }, []);

  useEffect(() => {
    finishLoading();
    const root = document.documentElement;
    root.dataset.transitionComplete = 'false';
    const done = setTimeout(() => {
      root.dataset.transitionComplete = 'true';
    }, TRANSITION_COMPLETE_DELAY_MS);
    const retry = scrollToHash();
    return () => {
      clearTimeout(done);
      clearTimeout(retry);
    };
  }, [pathname, searchParams]);

  return null;
}

function scrollToHash(): ReturnType<typeof setTimeout> | undefined {
  const id = decodeURIComponent(window.location.hash.slice(1));
  if (!id) return undefined;
  const attempt = () => {
    const element = document.getElementById(id);
    if (element) element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    return Boolean(element);
  };
  if (attempt()) return undefined;
  return setTimeout(() => {
    if (!attempt()) animateScrollTo(0, scrolling.toTopDurationMs);
  }, scrolling.hashRetryMs);
}
