/**
 * `npm run bench`: throughput of the serving paths on this machine, and the cost
 * of the proxy per request. Not a test: it prints figures for the README.
 *
 *   1. the proxy function alone (µs per request, NextRequest construction excluded);
 *   2. `next start` under 64 connections for 10 s per page: a prerendered page
 *      through the proxy, a localized (rewritten) one, a news article and a file
 *      the proxy never sees;
 *   3. a plain Node static server answering the very same HTML bytes, as the
 *      ceiling the site is compared with.
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { NextRequest } from 'next/server';
import proxy from '../../proxy';
import { buildIfStale } from './build-if-stale';
import { prepareDatabase } from './prepare-database';

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const STATIC_PORT = PORT + 1;
const CONNECTIONS = 64;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

const pages = [
  { name: 'home (/en)', path: '/en' },
  { name: 'matches, rewritten (/nl/wedstrijden)', path: '/nl/wedstrijden' },
  { name: 'news list (/en/news)', path: '/en/news' },
  { name: 'news article', path: '/en/news/article/season-tickets-for-the-new-season-on-sale' },
];

function measureProxy() {
  const iterations = 20_000;
  const make = (path: string) =>
    new NextRequest(`http://localhost:${PORT}${path}`, { headers: { 'accept-language': 'nl-BE,nl;q=0.9' } });
  const time = (fn: () => void) => {
    const start = performance.now();
    for (let i = 0; i < iterations; i++) fn();
    return ((performance.now() - start) * 1000) / iterations;
  };
  const construction = time(() => make('/en'));
  return ['/en', '/nl/wedstrijden', '/'].map((path) => ({
    path,
    microseconds: Math.max(0, time(() => proxy(make(path))) - construction),
  }));
}

async function load(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function waitFor(url: string, timeoutMs = 60_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return Date.now() - start;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

async function main() {
  await prepareDatabase();
  buildIfStale();

  console.log('\nProxy function alone (µs per request):');
  for (const row of measureProxy()) console.log(`  ${row.path.padEnd(18)} ${row.microseconds.toFixed(1)}`);

  const server = spawn('npx', ['next', 'start', '-p', String(PORT), '-H', '127.0.0.1'], {
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });
  const stop = () => server.pid && process.kill(-server.pid, 'SIGTERM');
  try {
    const coldStart = await waitFor(`http://127.0.0.1:${PORT}/en`);
    console.log(`\nCold start to first 200: ${coldStart} ms`);

    const bodies = new Map<string, Buffer>();
    for (const page of pages) {
      bodies.set(
        page.path,
        Buffer.from(await (await fetch(`http://127.0.0.1:${PORT}${page.path}`)).arrayBuffer()),
      );
    }
    const staticServer = createServer((request, response) => {
      const body = bodies.get(request.url ?? '');
      response.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
      response.end(body);
    }).listen(STATIC_PORT, '127.0.0.1');

    console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each`);
    console.log('page'.padEnd(40), 'site req/s  p50  p99 err | static req/s  p50  p99 | ratio');
    for (const page of pages) {
      const site = await load(`http://127.0.0.1:${PORT}${page.path}`);
      const plain = await load(`http://127.0.0.1:${STATIC_PORT}${page.path}`);
      console.log(
        page.name.padEnd(40),
        `${String(site.rps).padStart(11)} ${String(site.p50).padStart(4)} ${String(site.p99).padStart(4)} ${String(site.errors).padStart(3)} |`,
        `${String(plain.rps).padStart(12)} ${String(plain.p50).padStart(4)} ${String(plain.p99).padStart(4)} |`,
        (site.rps / plain.rps).toFixed(2),
      );
    }
    const file = await load(`http://127.0.0.1:${PORT}/icon.svg`);
    console.log(
      'file, no proxy (/icon.svg)'.padEnd(40),
      `${String(file.rps).padStart(11)} ${String(file.p50).padStart(4)} ${String(file.p99).padStart(4)} ${String(file.errors).padStart(3)}`,
    );
    staticServer.close();
  } finally {
    stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
