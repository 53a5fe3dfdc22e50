import { leavesTheSite } from './site-relative';

/**
 * Whether a request to Next's image optimizer names, as a path of this site, an image
 * elsewhere: `url=/\127.0.0.1:39999/x.png` starts with `/`, so Next takes it for a local
 * file, but a backslash is a slash in an http address, so it is `//127.0.0.1:39999/x.png`,
 * another host. Next's own check of the url then throws and answers 500; it is the
 * client's mistake, a 400. Other urls are left to Next (`images.localPatterns` in
 * next.config.ts).
 */
export function namesImageElsewhere(target: string): boolean {
  const queryStart = target.indexOf('?');
  if (queryStart < 0 || target.slice(0, queryStart) !== '/_next/image') return false;
  const url = new URLSearchParams(target.slice(queryStart + 1)).get('url');
  return url !== null && url.startsWith('/') && leavesTheSite(url);
}

/** What Next itself says for an image url it does not allow. */
export const imageElsewhereResponse = {
  contentType: 'text/plain; charset=utf-8',
  body: '"url" parameter is not allowed',
};
