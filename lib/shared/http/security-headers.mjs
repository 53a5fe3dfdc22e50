/**
 * The security headers every answer of the site carries: set by next.config.ts on
 * the app's answers, and written out in deploy/nginx/club-site.conf for the pages
 * nginx answers itself (a test holds the two equal). Plain JavaScript:
 * next.config.ts loads it before any bundling.
 *
 * @type {{ key: string; value: string }[]}
 */
export const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), browsing-topics=()' },
  { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' },
];
