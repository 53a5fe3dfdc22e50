import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLiveBus } from '@/lib/domain/live/bus';
import { FRONT_PUBLISH_TIMEOUT_MS, frontPublisher, frontPublishers } from '@/lib/domain/live/front-publisher';
import type { LiveMatchState } from '@/lib/domain/live/match-state';
import { useHungServer } from '../support/hung-server';

const hung = useHungServer();

/** A front's publisher as nchan answers it (202), or one that is away (503); what it took. */
let front: Server;
let away = false;
const received: { method?: string; url?: string; type?: string; body: string }[] = [];
beforeAll(async () => {
  front = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (away) return response.writeHead(503).end();
      received.push({
        method: request.method,
        url: request.url,
        type: request.headers['content-type'],
        body,
      });
      response.writeHead(202).end('queued messages: 1');
    });
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
});
afterAll(() => front.close());
beforeEach(() => {
  received.length = 0;
  away = false;
});
const frontUrl = () => `http://127.0.0.1:${(front.address() as AddressInfo).port}/live-publish/`;
const hungUrl = () => `http://127.0.0.1:${hung.port()}/live-publish/`;

const state = (version: number, matchId = '12'): LiveMatchState => ({
  matchId,
  status: 'half-time',
  minute: null,
  score: { home: 2, away: 1 },
  events: [],
  version,
});
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const versionsReceived = () =>
  received.map((request) => (JSON.parse(request.body) as LiveMatchState).version);

describe('publishing to the front', () => {
  it('POSTs the whole state to the match’s channel of every front', async () => {
    const fronts = frontPublishers([frontUrl(), frontUrl().replace(/\/$/, '')]);
    await fronts.publish(state(31));
    fronts.close();
    expect(received).toHaveLength(2);
    for (const request of received) {
      expect(request).toMatchObject({ method: 'POST', url: '/live-publish/12', type: 'application/json' });
      expect(JSON.parse(request.body)).toEqual(state(31));
    }
  });

  it('gives up on a front that does not answer within its bound, and still publishes to the others', async () => {
    const fronts = frontPublishers([hungUrl(), frontUrl()]);
    const started = performance.now();
    await fronts.publish(state(31));
    const ms = performance.now() - started;
    fronts.close();
    expect(ms).toBeLessThan(FRONT_PUBLISH_TIMEOUT_MS + 400);
    expect(received).toHaveLength(1);
  });

  it('stops waiting on a front that keeps failing: its breaker opens after three and a save costs nothing', async () => {
    const frozen = frontPublisher(hungUrl(), { retryMs: 60_000 });
    for (let version = 1; version <= 3; version++) await frozen.publish(state(version));
    const connections = hung.openConnections();
    const started = performance.now();
    await frozen.publish(state(4));
    expect(performance.now() - started).toBeLessThan(50);
    expect(hung.openConnections()).toBe(connections);
    // Only the newest state of the match waits for it.
    expect(frozen.waiting()).toBe(1);
    frozen.close();
  });

  it('sends a front that was away the newest state of each match it missed once it answers, and nothing twice', async () => {
    const publisher = frontPublisher(frontUrl(), { retryMs: 100 });
    away = true;
    await publisher.publish(state(1, 'a'));
    await publisher.publish(state(2, 'a'));
    await publisher.publish(state(7, 'b'));
    expect(publisher.waiting()).toBe(2);
    away = false;
    // The breaker opened after three failures; it lets the retry through after its 100 ms.
    for (let waited = 0; publisher.waiting() > 0 && waited < 2_000; waited += 20) await pause(20);
    expect(publisher.waiting()).toBe(0);
    expect(received.map((request) => request.url)).toEqual(['/live-publish/a', '/live-publish/b']);
    expect(versionsReceived()).toEqual([2, 7]);
    await pause(300);
    expect(received).toHaveLength(2);
    await publisher.publish(state(3, 'a'));
    expect(versionsReceived()).toEqual([2, 7, 3]);
    publisher.close();
  });

  it('is part of every publish on the bus, beside the instance’s own listeners', async () => {
    const bus = createLiveBus(undefined, [frontUrl()]);
    const delivered: number[] = [];
    bus.subscribe('12', (next) => delivered.push(next.version));
    await bus.publish(state(31));
    expect(delivered).toEqual([31]);
    expect(received.map((request) => request.url)).toEqual(['/live-publish/12']);
    bus.close();
  });
});
