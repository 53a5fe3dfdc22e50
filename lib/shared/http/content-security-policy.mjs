/**
 * The Content-Security-Policy of each part of the site, set by next.config.ts.
 * Plain JavaScript: next.config.ts loads it before any bundling.
 *
 * All three are static: a per-request nonce would force every page to render on every
 * request, which the public site cannot afford (docs/performance.md "Performance"). Without a nonce,
 * Next's inline bootstrap scripts, whose text differs on every page (the page's own RSC
 * payload), can be allowed only with 'unsafe-inline': hashes would have to be computed
 * per page and per build, which Next does not offer. The site's own inline scripts
 * (the consent and build-freshness starters) could take hashes, but 'unsafe-inline' is
 * ignored by browsers only when a hash or nonce is present, and then Next's scripts
 * would be blocked. What the policies do hold: no script from another origin (except the
 * tag manager a club configures), no plugin, no framing by other sites, forms and
 * <base> pointing only here.
 */

const policy = (directives) => directives.join('; ');

/** Public pages. Google Tag Manager is allowed only when a container id is configured. */
export function publicPolicy(tagManagerId) {
  const tagManager = tagManagerId
    ? ' https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com'
    : '';
  return policy([
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${tagManager}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${tagManager}`,
    // The club channel's players, only ever loaded after a visitor clicks play.
    'frame-src https://www.youtube-nocookie.com https://player.vimeo.com',
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ]);
}

/**
 * The CMS admin (Payload): its own scripts and styles, image previews of uploads
 * (blob:), the live preview of our own pages in a frame, nothing from elsewhere.
 */
export const adminPolicy = policy([
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "frame-src 'self'",
  "frame-ancestors 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
]);

/** JSON, redirects and feeds: nothing in them may run or load anything, or be framed. */
export const apiPolicy = policy(["default-src 'none'", "frame-ancestors 'none'", "base-uri 'none'"]);

/**
 * Uploaded files (`/api/media/file/…`): nothing in them may run or load from elsewhere
 * (an SVG's scripts, an HTML page disguised as a picture), and only the site may frame
 * them. Chrome shows a PDF through its viewer plugin inside a page it styles inline:
 * `object-src 'self'` and inline styles keep a PDF opening in the browser, which
 * `default-src 'none'` alone would leave blank.
 */
export const filePolicy = policy([
  "default-src 'none'",
  "img-src 'self' data:",
  "style-src 'unsafe-inline'",
  "object-src 'self'",
  "frame-ancestors 'self'",
  "base-uri 'none'",
  "form-action 'none'",
]);
