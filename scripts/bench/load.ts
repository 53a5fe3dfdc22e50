import autocannon from 'autocannon';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export const CONNECTIONS = 64;
export const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

export type LoadResult = { rps: number; p50: number; p99: number; errors: number };

async function load(url: string): Promise<LoadResult> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * A plain Node server answering the very same bytes the site sent for each path,
 * with the same content type: the ceiling the site is compared with.
 */
async function staticTwin(origin: string, paths: string[]) {
  const bodies = new Map<string, { body: Buffer; type: string }>();
  for (const path of paths) {
    const response = await fetch(`${origin}${path}`);
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    bodies.set(path, {
      body: Buffer.from(await response.arrayBuffer()),
      type: response.headers.get('content-type') ?? 'text/html; charset=utf-8',
    });
  }
  const server = createServer((request, response) => {
    const entry = bodies.get(request.url ?? '');
    response.writeHead(entry ? 200 : 404, { 'content-type': entry?.type ?? 'text/plain' });
    response.end(entry?.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/** Each page on the site, then the same bytes from the static twin, one after the other. */
export async function compareWithStatic(origin: string, pages: { name: string; path: string }[]) {
  const twin = await staticTwin(
    origin,
    pages.map((page) => page.path),
  );
  try {
    const rows = [];
    for (const page of pages) {
      const site = await load(`${origin}${page.path}`);
      const plain = await load(`${twin.origin}${page.path}`);
      rows.push({ ...page, site, plain, ratio: site.rps / plain.rps });
    }
    return rows;
  } finally {
    twin.close();
  }
}
