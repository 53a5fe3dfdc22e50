import NextLink from 'next/link';
import type { ComponentProps } from 'react';

type Props = Omit<ComponentProps<typeof NextLink>, 'prefetch'> & {
  /** `false` for a page rendered for each request: never prefetched, not even on intent. */
  prefetch?: false;
};

/**
 * A link to one of our pages, followed client-side. Next would prefetch every link as it
 * scrolls into view: the cookie banner's policy, the logo's home, each card of a list, all while
 * the page is still starting on a phone's CPU, for pages the visitor mostly never opens. Ours
 * are prefetched when the visitor reaches for one (hover, focus, touch: PrefetchOnIntent), as
 * SvelteKit's and Remix's intent prefetching do; the click then finds the page fetched or on
 * its way. Every link of ours goes through here (a lint rule keeps `next/link` out elsewhere).
 */
export function Link({ prefetch, ...props }: Props) {
  return <NextLink {...props} prefetch={false} data-no-prefetch={prefetch === false ? '' : undefined} />;
}
