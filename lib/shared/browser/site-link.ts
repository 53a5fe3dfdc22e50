/**
 * The page of ours an anchor leads to, when following it is a move within this site that
 * Next can make client-side: same origin, another page, in this tab, not a download, not a
 * link standing in for a button (the newsletter item, the menu button: the no-JavaScript road
 * to a control that opens a dialog here).
 */
export function sitePageOf(anchor: HTMLAnchorElement): URL | null {
  if (!anchor.href || anchor.hasAttribute('download')) return null;
  if (anchor.getAttribute('role') === 'button') return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return url;
}

/**
 * Whether a site link may be prefetched when the visitor reaches for it: a page, not a file
 * (the calendar and the feed announce their `type`), not one rendered for each request (a
 * link marked `data-no-prefetch`, as the search is, or a filter's query: a prefetched filter
 * came back without its content, and Next 16 then showed the previous filter).
 */
export function isPrefetchable(anchor: HTMLAnchorElement, url: URL): boolean {
  return !url.search && !anchor.type && !anchor.hasAttribute('data-no-prefetch');
}
