/**
 * What shared caches (the front cache of docs/several-servers.md "Running on several servers", a CDN)
 * may do with public content: pages, feeds, sitemaps, the public JSON APIs.
 *
 * Next marks a prerendered page `s-maxage=31536000`: its model is a CDN that the host
 * purges on every revalidation. Nothing purges a shared cache by tag here (Next names a
 * page's tags only in its minimal mode), so a shared cache keeps a copy for one second
 * and then asks again. Next answers those requests from its own cache, which a publish
 * expires at once, so however many visitors come, Next sees at most about one request
 * per second per URL, and a publish reaches every visitor within five seconds:
 *
 * - `max-age=0`: browsers ask again on every visit (answered 304 when nothing changed);
 * - `s-maxage=1`: a shared cache serves its copy as fresh for a second;
 * - `stale-while-revalidate=4`: for four seconds more it may serve the old copy while it
 *   fetches the new one in the background, so no visitor waits for Next;
 * - `stale-if-error=86400`: when Next cannot answer (its database is down), a day-old copy
 *   beats an error page.
 */
export const PUBLIC_CACHE_CONTROL =
  'public, max-age=0, s-maxage=1, stale-while-revalidate=4, stale-if-error=86400';

/** Build files named by their content: they never change. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Answers about one visitor or one request (forms, previews): never stored anywhere. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** The cookie Next sets in draft mode: an editor's preview, never shared. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';

/** The CMS session cookie (Payload's `payload-token`): a preview shows drafts only beside it. */
export const CMS_SESSION_COOKIE = 'payload-token';
