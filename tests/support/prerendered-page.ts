import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The key Next 16's response cache gives the English FAQ (`/route-cache/<kind>/<hash>/$/<path>`). */
export const PRERENDERED_FAQ_KEY = '/route-cache/APP_PAGE/a31c/$/en/faq';

/**
 * The English FAQ as `next build` leaves it in the build folder `distDir`, the files
 * lib/shared/cache/build-pages.mjs reads: its `.meta` (as .next/server/app/en.meta: headers with
 * the cache tags, segment paths, the response-cache key it was written for), the HTML, the
 * RSC payload and each segment's payload. `routeCacheKey` makes it another build's page.
 */
export function writePrerenderedFaq(distDir: string, routeCacheKey = PRERENDERED_FAQ_KEY): void {
  const write = (name: string, content: string) => {
    const file = path.join(distDir, 'server', 'app', 'en', name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  };
  write(
    'faq.meta',
    JSON.stringify({
      headers: { 'x-nextjs-prerender': '1', 'x-next-cache-tags': '_N_T_/en/faq,faq' },
      segmentPaths: ['/_tree', '/$d$lang/__PAGE__'],
      routeCache: {
        key: routeCacheKey,
        owner: { kind: 'APP_PAGE', sourceRoute: '/[lang]/faq/page' },
        isFallback: false,
      },
    }),
  );
  write('faq.html', '<html>faq</html>');
  write('faq.rsc', 'rsc payload');
  write('faq.segments/_tree.segment.rsc', 'tree');
  write('faq.segments/$d$lang/__PAGE__.segment.rsc', 'page');
}
