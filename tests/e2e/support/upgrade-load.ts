/**
 * Visitors during a rolling upgrade: pages fetched through the front cache, and the
 * browser files each page names, as a browser with an empty cache would fetch them.
 */
/** `at`: when it failed, in ms of `performance.now()`, to set beside the upgrade's steps. */
export type Failure = { url: string; status: number | string; at: number };

/** The scripts and stylesheets a page's HTML names. */
export function staticFilesOf(html: string): string[] {
  return [...new Set([...html.matchAll(/\/_next\/static\/[^"'\s)\\]+/g)].map((match) => match[0]))];
}

export function loadThrough(origin: string, pages: string[], parallel = 3) {
  const failures: Failure[] = [];
  const staticFiles = new Set<string>();
  let requests = 0;
  let running = true;
  const get = async (url: string): Promise<string | undefined> => {
    requests += 1;
    try {
      const response = await fetch(url, { redirect: 'manual' });
      const body = await response.text();
      if (response.status !== 200)
        failures.push({ url, status: response.status, at: Math.round(performance.now()) });
      return body;
    } catch (error) {
      failures.push({
        url,
        status: (error as Error).cause ? String((error as Error).cause) : String(error),
        at: Math.round(performance.now()),
      });
    }
  };
  const visitor = async (offset: number) => {
    for (let turn = offset; running; turn += 1) {
      const page = pages[turn % pages.length];
      const html = await get(`${origin}${page}`);
      for (const file of html ? staticFilesOf(html) : []) {
        staticFiles.add(file);
        await get(`${origin}${file}`);
      }
    }
  };
  const visitors = Array.from({ length: parallel }, (_, index) => visitor(index));
  return {
    /** Ends the loop after the visits under way; what it met. */
    stop: async () => {
      running = false;
      await Promise.all(visitors);
      return { requests, failures, staticFiles: [...staticFiles] };
    },
  };
}
