'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps, FocusEvent, PointerEvent, TouchEvent } from 'react';

type Props = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & {
  href: string;
  /** False for a page rendered per request (a filtered list): fetched on click only. */
  prefetchOnIntent?: boolean;
};

/**
 * A client-side link to one of our pages that prefetches it when the visitor reaches for
 * it (the pointer over it, focus, a touch) instead of as soon as it is on screen, the
 * "hover-triggered prefetch" of Next's prefetching guide. Next prefetches the page of every
 * visible link while the page starts and decodes each answer on the main thread; for a
 * list of news that was each article's payload and lead image, tasks of 100 ms and more on
 * Lighthouse's reference phone (README "Performance").
 */
export function IntentLink({
  href,
  prefetchOnIntent = true,
  onPointerEnter,
  onFocus,
  onTouchStart,
  ...props
}: Props) {
  const router = useRouter();
  const prefetch = () => {
    if (prefetchOnIntent) router.prefetch(href);
  };
  return (
    <Link
      {...props}
      href={href}
      prefetch={false}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        prefetch();
        onPointerEnter?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        prefetch();
        onFocus?.(event);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        prefetch();
        onTouchStart?.(event);
      }}
    />
  );
}
