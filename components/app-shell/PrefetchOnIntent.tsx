'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { isPrefetchable, sitePageOf } from '@/lib/shared/browser/site-link';

/** What shows a visitor reaching for a link: a pointer over it, keyboard focus, a finger on it. */
const intents = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Prefetches a link's page when the visitor reaches for it, with one listener for the whole
 * document instead of one per link (see components/ui/Link.tsx for why not on sight). Next's
 * router keeps what it fetched and ignores a second ask while the first is fresh.
 */
export function PrefetchOnIntent() {
  const router = useRouter();

  useEffect(() => {
    const onIntent = (event: Event) => {
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (!anchor) return;
      // A pointer moving between a link's own children (its text, its icon) fires again:
      // that link was asked for when the pointer came onto it.
      const from = (event as PointerEvent | FocusEvent).relatedTarget;
      if (from instanceof Node && anchor.contains(from)) return;
      const url = sitePageOf(anchor);
      if (url && isPrefetchable(anchor, url)) router.prefetch(url.pathname);
    };
    for (const type of intents) document.addEventListener(type, onIntent, { capture: true, passive: true });
    return () => {
      for (const type of intents) document.removeEventListener(type, onIntent, { capture: true });
    };
  }, [router]);

  return null;
}
