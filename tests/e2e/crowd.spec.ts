import { expect, test } from '@playwright/test';
import { Agent } from 'node:https';
import http2 from 'node:http2';
import { livePublishUrl, startFrontCache, type FrontCache } from '../../scripts/front-cache';
import { startTlsTerminator } from '../../scripts/tls-terminator';
import { filesNamedBy, openStream, phone, send, type Stream } from './support/crowd';

/**
 * Match day as production is reached: the shipped TLS terminator (deploy/nginx/tls.conf)
 * before the shipped front (club-site.conf) with the limits a club's server gets, no
 * address exempt, in front of the test server. Every visitor comes from 127.0.0.1: one
 * address for a whole stadium, as its Wi-Fi or a carrier's NAT makes it.
 */
test.describe.configure({ mode: 'serial' });

const appPort = Number(process.env.E2E_PORT ?? 3100);
const [frontPort, publishPort, httpsPort] = [appPort + 280, appPort + 281, appPort + 282];
// Three connections a stream across the two nginx (deploy/nginx/worker-limits.sh sizes a server's).
const nginxOptions = { workerConnections: 8_192 };
let front: FrontCache;
let site: string;
let stopTerminator: () => void;

test.beforeAll(async () => {
  front = await startFrontCache(
    frontPort,
    [appPort],
    { unlimitedClients: [], realIpFrom: ['127.0.0.1'], livePublishPort: publishPort },
    nginxOptions,
  );
  const terminator = await startTlsTerminator(httpsPort, `127.0.0.1:${frontPort}`, undefined, nginxOptions);
  site = terminator.httpsOrigin;
  stopTerminator = terminator.stop;
});
test.afterAll(() => {
  stopTerminator?.();
  front?.stop();
});

/** A state of `match` as an instance publishes it (lib/domain/live/front-publisher.ts). */
async function publish(match: string, version: number): Promise<void> {
  const answer = await fetch(new URL(match, livePublishUrl(publishPort)), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ matchId: match, version, marker: `crowd-${version}` }),
  });
  expect(answer.ok).toBe(true);
}

const count = (statuses: number[], which: (status: number) => boolean) => statuses.filter(which).length;

test('2,000 live streams from one address through the terminator each get an event within 2 s, none refused', async () => {
  test.setTimeout(120_000);
  const match = `crowd-${Date.now()}`;
  const url = `${site}/api/live/matches/${match}`;
  // One agent, a connection per stream: a phone each, the TLS sessions resumed.
  const agent = new Agent({ keepAlive: false, maxSockets: Infinity, rejectUnauthorized: false });
  const streams: Stream[] = [];
  try {
    for (let opened = 0; opened < 2_000; opened += 200) {
      streams.push(...(await Promise.all(Array.from({ length: 200 }, () => openStream(agent, url)))));
    }
    expect(
      count(
        streams.map((stream) => stream.status),
        (status) => status !== 200,
      ),
    ).toBe(0);
    // While they are open, the same address still gets a page from the cache.
    const page = phone();
    await send(page, `${site}/en`);
    expect((await send(page, `${site}/en`)).status).toBe(200);
    page.destroy();

    const published = performance.now();
    await publish(match, 1);
    const arrivals = await Promise.all(streams.map((stream) => stream.arrivalOf('crowd-1', 10_000)));
    const slowest = Math.max(...arrivals) - published;
    console.log(
      `2,000 streams through TLS and the front: the event reached the last in ${slowest.toFixed(0)} ms`,
    );
    expect(slowest).toBeLessThan(2_000);
  } finally {
    for (const stream of streams) stream.close();
    agent.destroy();
  }
});

test('a stream over HTTP/2 gets events as they are published, and a reconnect resumes from Last-Event-ID', async () => {
  const match = `resume-${Date.now()}`;
  const session = http2.connect(site, { rejectUnauthorized: false });
  try {
    const received: string[] = [];
    const stream = session.request({ ':path': `/api/live/matches/${match}`, accept: 'text/event-stream' });
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => received.push(chunk));
    const status = await new Promise<unknown>((resolve) =>
      stream.on('response', (headers) => resolve(headers[':status'])),
    );
    expect(status).toBe(200);
    const published = performance.now();
    await publish(match, 1);
    await expect.poll(() => received.join(''), { timeout: 2_000, intervals: [20] }).toContain('crowd-1');
    console.log(
      `over HTTP/2 through TLS and the front: an event in ${(performance.now() - published).toFixed(0)} ms`,
    );
    stream.close();
  } finally {
    session.close();
  }

  const agent = new Agent({ keepAlive: false, rejectUnauthorized: false });
  const url = `${site}/api/live/matches/${match}`;
  const first = await openStream(agent, url);
  await first.arrivalOf('crowd-1', 2_000);
  const seen = first.lastEventId();
  expect(seen).toBeTruthy();
  first.close();
  // Saved while the page was away: the reconnect gets it, and only what it had not seen.
  await publish(match, 2);
  const again = await openStream(agent, url, { 'last-event-id': seen! });
  await again.arrivalOf('crowd-2', 2_000);
  const upToDate = await openStream(agent, url, { 'last-event-id': again.lastEventId()! });
  await expect(upToDate.arrivalOf('crowd-2', 1_000)).rejects.toThrow('no event');
  for (const stream of [again, upToDate]) stream.close();
  agent.destroy();
});

test('500 first visits from one address within 5 s load the page and every file it names, with no 429 and no 5xx', async () => {
  test.setTimeout(120_000);
  const page = '/en';
  const warm = phone();
  const html = (await send(warm, `${site}${page}`)).body;
  const files = filesNamedBy(html);
  expect(files.length).toBeGreaterThanOrEqual(10);
  // Warm the files as the first fan does: the crowd is what comes after.
  for (const file of files) await send(warm, `${site}${file}`);
  warm.destroy();

  const statuses: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 500 }, async (_, visitor) => {
      // Spread over 4 s, as a crowd's arrivals are.
      await new Promise((resolve) => setTimeout(resolve, visitor * 8));
      const own = phone();
      try {
        statuses.push((await send(own, `${site}${page}`)).status);
        statuses.push(
          ...(await Promise.all(files.map(async (file) => (await send(own, `${site}${file}`)).status))),
        );
      } finally {
        own.destroy();
      }
    }),
  );
  const took = performance.now() - started;
  console.log(
    `500 first visits (${statuses.length} requests, ${files.length} files a page) in ${took.toFixed(0)} ms: ` +
      `${count(statuses, (status) => status === 429)} × 429, ${count(statuses, (status) => status >= 500)} × 5xx`,
  );
  expect(statuses).toHaveLength(500 * (files.length + 1));
  expect(count(statuses, (status) => status === 429)).toBe(0);
  expect(count(statuses, (status) => status >= 500)).toBe(0);
  expect(count(statuses, (status) => status !== 200)).toBe(0);
  // Arrived within 4 s; how long the last took depends on this one client process doing
  // the work of 500 phones (about 9,000 HTTPS requests) on a shared machine.
  expect(took).toBeLessThan(60_000);
});

test('what costs the instances stays limited per address: 400 never-cached reads and posts in 2 s', async () => {
  // As fast as one client can: the refusals, at once, leave the instances alone.
  const agent = new Agent({ keepAlive: true, maxSockets: 100, rejectUnauthorized: false });
  const stamp = Date.now();
  try {
    const [reads, writes] = await Promise.all([
      Promise.all(
        Array.from(
          { length: 200 },
          async (_, n) => (await send(agent, `${site}/en?crowd=${stamp}-${n}`)).status,
        ),
      ),
      Promise.all(
        Array.from(
          { length: 200 },
          async (_, n) =>
            (
              await send(agent, `${site}/api/redirect`, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ url: `/en/crowd-${stamp}-${n}` }),
              })
            ).status,
        ),
      ),
    ]);
    console.log(
      `from one address: 200 never-cached reads, ${count(reads, (status) => status === 429)} refused; ` +
        `200 posts, ${count(writes, (status) => status === 429)} refused`,
    );
    for (const statuses of [reads, writes]) {
      expect(count(statuses, (status) => status === 429)).toBeGreaterThan(0);
      expect(count(statuses, (status) => status !== 200 && status !== 429)).toBe(0);
    }
  } finally {
    agent.destroy();
  }
});
