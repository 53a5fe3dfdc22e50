/**
 * Issue 15's load figures: one page at 64 and 256 connections from Next directly, through
 * the shipped front cache, and from nginx serving the very same answer as a file (the
 * ceiling), measured with wrk (Debian's; autocannon tops out below nginx's rate). Then the
 * time from an editor's save to the new text through the front cache, median of 10.
 *
 * Like with like (issue 28.10): both nginx servers run with the same workers
 * (scripts/nginx.ts), both send with `sendfile` and `tcp_nopush` (Debian's nginx.conf), wrk
 * asks both the same request, as a browser would (`Accept-Encoding`), and the ceiling answers
 * the bytes the front cache answered to it: its headers and its (compressed) body.
 *
 * Side by side (issue 44.4): one run of each, one after the other, gave 0.27–0.59 on the same
 * machine, since the load of the rest of the machine moved between the two. The front and the
 * ceiling now take turns, BENCH_FRONT_RUNS times (5) per connection count, the order swapped
 * every turn, and the figure is the median of the turns' ratios, beside the CPU time nginx's
 * workers spent per request (what the machine's other work moves least).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { startFrontCache } from '../front-cache';
import { startNginx } from '../nginx';

export type WrkResult = { rps: number; p99Ms: number; errors: number; requests: number };

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/** Turns of the front and the ceiling per connection count. */
export const frontCacheRuns = Number(process.env.BENCH_FRONT_RUNS ?? 5);

function milliseconds(value: string): number {
  const [, number, unit] = value.match(/([\d.]+)(us|ms|s)/) ?? [];
  return Number(number) * (unit === 'us' ? 0.001 : unit === 's' ? 1000 : 1);
}

/** What the bench's client sends with every request, as a browser does. */
export const requestHeaders = { 'accept-encoding': 'gzip, deflate, br' };

export function wrk(url: string, connections: number, runSeconds = seconds): WrkResult {
  const headers = Object.entries(requestHeaders).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const result = spawnSync(
    'wrk',
    ['-t2', `-c${connections}`, `-d${runSeconds}s`, '--timeout', '2s', '--latency', ...headers, url],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`wrk ${url}: ${result.stderr}`);
  const out = result.stdout;
  const socketErrors = out.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  const non2xx = Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0);
  return {
    requests: Number(out.match(/(\d+) requests in/)?.[1] ?? 0),
    rps: Math.round(Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0)),
    p99Ms: milliseconds(out.match(/\s99%\s+(\S+)/)?.[1] ?? '0ms'),
    errors:
      non2xx + (socketErrors ? socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0),
  };
}

export const frontCacheConnections = [64, 256] as const;

/** One answer as it comes off the wire: its header lines and its body, undecoded. */
export type Answer = { status: number; headers: [string, string][]; body: Buffer };

export function fetchRaw(url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { headers: requestHeaders }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = response.rawHeaders;
        const headers: [string, string][] = [];
        for (let i = 0; i < raw.length; i += 2) headers.push([raw[i], raw[i + 1]]);
        resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** The size of an answer on the wire: status line, header lines and body. */
export function answerBytes({ headers, body }: Answer): { headers: number; body: number } {
  const lines = headers.reduce((sum, [name, value]) => sum + name.length + value.length + 4, 0);
  return { headers: 'HTTP/1.1 200 OK\r\n'.length + lines + 2, body: body.length };
}

// nginx writes these itself, for a file as for a cached copy.
const writtenByNginx = new Set([
  'server',
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'content-type',
  'last-modified',
  'etag',
  'accept-ranges',
]);

/** A string for nginx's configuration: quoted, with `$` kept literal (see `$dollar`). */
const nginxString = (value: string) =>
  `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\$/g, '${dollar}')}"`;

/**
 * nginx serving `answer` as a file at `page`, with its headers, with what the front cache's
 * server block does for a hit (sendfile): the ceiling the front cache is compared with.
 */
export function fileServerConfig(port: number, page: string, answer: Answer, file: string): string {
  const type = answer.headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? 'text/html';
  const headers = answer.headers
    .filter(([name]) => !writtenByNginx.has(name.toLowerCase()))
    .map(([name, value]) => `      add_header ${name} ${nginxString(value)} always;`);
  return [
    '  geo $dollar { default "$"; }',
    '  server {',
    `    listen 127.0.0.1:${port};`,
    '    sendfile on;',
    '    tcp_nopush on;',
    // Not the ETag and Accept-Ranges nginx adds to a file: the front cache's copy has neither.
    '    etag off;',
    '    max_ranges 0;',
    `    location = ${page} {`,
    '      types { }',
    `      default_type ${nginxString(type)};`,
    `      alias ${file};`,
    ...headers,
    '    }',
    '  }',
  ].join('\n');
}

/** CPU time (user + system) of an nginx's workers so far, in clock ticks (1/100 s on Linux). */
export function workerTicks(masterPid: number): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // After the command in parentheses: state, ppid, … utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[1]) === masterPid) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks;
}

export type Turn = WrkResult & { cpuUsPerRequest: number };

/** One wrk run on `url`, with the CPU time the workers of nginx `masterPid` spent per request. */
function turn(url: string, masterPid: number, connections: number): Turn {
  const before = workerTicks(masterPid);
  const result = wrk(url, connections);
  const ticks = workerTicks(masterPid) - before;
  return { ...result, cpuUsPerRequest: (ticks * 10_000) / Math.max(1, result.requests) };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export type Paired = {
  /** The median of the turns' front/nginx ratios of requests per second. */
  ratio: number;
  ratios: number[];
  front: { rps: number; p99Ms: number; errors: number; cpuUsPerRequest: number };
  nginx: { rps: number; p99Ms: number; errors: number; cpuUsPerRequest: number };
};

/** The figures of turns taken side by side: medians, and every error counted. */
export function pairedFigures(turns: { front: Turn; nginx: Turn }[]): Paired {
  const of = (side: 'front' | 'nginx') => ({
    rps: Math.round(median(turns.map((pair) => pair[side].rps))),
    p99Ms: median(turns.map((pair) => pair[side].p99Ms)),
    errors: turns.reduce((sum, pair) => sum + pair[side].errors, 0),
    cpuUsPerRequest: median(turns.map((pair) => pair[side].cpuUsPerRequest)),
  });
  const ratios = turns.map((pair) => pair.front.rps / Math.max(1, pair.nginx.rps));
  return { ratio: median(ratios), ratios, front: of('front'), nginx: of('nginx') };
}

export async function benchFrontCache(site: { origin: string; port: number }, page: string, ports: number[]) {
  const front = await startFrontCache(ports[0], [site.port]);
  let plain: Awaited<ReturnType<typeof startNginx>> | undefined;
  try {
    // The answer a visitor gets from the front cache once it holds the page.
    await fetchRaw(`${front.origin}${page}`);
    const answer = await fetchRaw(`${front.origin}${page}`);
    if (answer.status !== 200) throw new Error(`${page} through the front cache: HTTP ${answer.status}`);
    plain = await startNginx(ports[1], (folder) => {
      const file = path.join(folder, 'page');
      writeFileSync(file, answer.body);
      return fileServerConfig(ports[1], page, answer, file);
    });
    const copy = await fetchRaw(`${plain.origin}${page}`);
    const rows = [];
    for (const connections of frontCacheConnections) {
      // Measured warm, as visitors meet it, after a 2 s run not counted: on an empty or
      // expired copy the first burst waits for the one request nginx lets through
      // (proxy_cache_lock), polling every 500 ms, which set the first run's p99 at 380 ms.
      wrk(`${front.origin}${page}`, connections, 2);
      const turns = [];
      for (let run = 0; run < frontCacheRuns; run++) {
        const frontFirst = run % 2 === 0;
        const first = frontFirst
          ? turn(`${front.origin}${page}`, front.pid, connections)
          : turn(`${plain.origin}${page}`, plain.pid, connections);
        const second = frontFirst
          ? turn(`${plain.origin}${page}`, plain.pid, connections)
          : turn(`${front.origin}${page}`, front.pid, connections);
        turns.push(frontFirst ? { front: first, nginx: second } : { front: second, nginx: first });
      }
      // Next last, and a pause after it: Next overloaded keeps working off the requests of
      // connections wrk has already closed for a second or two, which measured as a p99 of
      // 380 ms for the front cache run right after it (6 ms when it came first).
      const next = wrk(`${site.origin}${page}`, connections);
      rows.push({ connections, next, ...pairedFigures(turns) });
      await settle();
    }
    const html = await (await fetch(`${site.origin}${page}`)).text();
    const chunk = nextStaticChunk(site, html);
    await settle();
    return {
      rows,
      chunk,
      workers: availableParallelism(),
      bytes: { front: answerBytes(answer), nginx: answerBytes(copy) },
    };
  } finally {
    front.stop();
    plain?.stop();
  }
}

/**
 * Issue 15.5's yardstick: Next's own rate on a static chunk the page loads, the one
 * closest in size to the page itself, so that the two answers carry as many bytes.
 */
const settle = () => new Promise((resolve) => setTimeout(resolve, 5_000));

function nextStaticChunk(site: { origin: string }, html: string) {
  const chunks = [...new Set(html.match(/\/_next\/static\/chunks\/[\w.-]+\.js/g) ?? [])].map((url) => ({
    url,
    bytes: statSync(path.join('.next', url.replace('/_next/', ''))).size,
  }));
  const pageBytes = Buffer.byteLength(html);
  const nearest = chunks.sort((a, b) => Math.abs(a.bytes - pageBytes) - Math.abs(b.bytes - pageBytes))[0];
  return { ...nearest, result: wrk(`${site.origin}${nearest.url}`, 64) };
}

/** Saves an open training's place through the CMS and polls the page through the front cache. */
export async function publishToFresh(site: { origin: string; port: number }, frontPort: number, runs = 10) {
  const front = await startFrontCache(frontPort, [site.port]);
  const login = await fetch(`${site.origin}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@westhoek.example', password: 'westhoek-admin-demo' }),
  });
  if (!login.ok) throw new Error('publish→fresh needs the demo admin (npm run bench seeds it)');
  const headers = { 'content-type': 'application/json', Authorization: `JWT ${(await login.json()).token}` };
  const { docs } = await (await fetch(`${site.origin}/api/open-trainings?limit=1&locale=nl`)).json();
  const training = docs[0];
  const page = `${front.origin}/nl/open-trainings`;
  const times: number[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      await fetch(page);
      const place = `Bench ${Date.now()}`;
      const saved = Date.now();
      await fetch(`${site.origin}/api/open-trainings/${training.id}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ place }),
      });
      while (!(await (await fetch(page)).text()).includes(place)) {
        if (Date.now() - saved > 30_000) throw new Error('the change never reached the front cache');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      times.push(Date.now() - saved);
    }
  } finally {
    await fetch(`${site.origin}/api/open-trainings/${training.id}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ place: training.place }),
    });
    front.stop();
  }
  return { medianMs: median(times), times };
}
