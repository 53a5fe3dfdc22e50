/** Text as React writes it into HTML. */
export function escapedHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;').replaceAll('"', '&quot;');
}

export type Crawled = { path: string; status: number };

/** Addresses of the site's own pages: not the CMS, its API, Next's files or other files. */
const pagePath = /^\/(?!admin(?:\/|$)|api\/|_next\/)[^.?#]*$/;

function linksIn(html: string): string[] {
  return [...html.matchAll(/href="(\/[^"]*)"/g)].map((match) => match[1].replaceAll('&amp;', '&'));
}

function sitemapPaths(xml: string, origin: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => match[1])
    .filter((url) => url.startsWith(origin))
    .map((url) => new URL(url).pathname);
}

/**
 * Visits up to `limit` pages of the site at `origin` as a crawler would: the sitemap's
 * addresses and the home pages of the three languages first, then the pages they link to,
 * a few at a time. Returns each page's path and status.
 */
export async function crawl(origin: string, { limit, parallel = 4 }: { limit: number; parallel?: number }) {
  const sitemap = await fetch(`${origin}/sitemap.xml`);
  const queue = [...new Set(['/en', '/nl', '/fr', ...sitemapPaths(await sitemap.text(), origin)])];
  const seen = new Set(queue);
  const crawled: Crawled[] = [];
  const visit = async (pathname: string) => {
    const response = await fetch(`${origin}${pathname}`, { redirect: 'manual' });
    crawled.push({ path: pathname, status: response.status });
    if (!response.headers.get('content-type')?.includes('text/html')) return;
    for (const link of linksIn(await response.text())) {
      const linked = new URL(link, origin).pathname;
      if (pagePath.test(linked) && !seen.has(linked)) {
        seen.add(linked);
        queue.push(linked);
      }
    }
  };
  while (queue.length > 0 && crawled.length < limit) {
    const batch = queue.splice(0, Math.min(parallel, limit - crawled.length));
    await Promise.all(batch.map(visit));
  }
  return crawled;
}
