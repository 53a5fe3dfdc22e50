import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLiveBus } from '@/lib/live/bus';
import { FRONT_PUBLISH_TIMEOUT_MS, publishToFronts } from '@/lib/live/front-publisher';
import type { LiveMatchState } from '@/lib/live/match-state';
import { useHungServer } from '../support/hung-server';

const hung = useHungServer();

/** A front's publisher as nchan answers it: 201/202, and what it was sent. */
let front: Server;
const received: { method?: string; url?: string; type?: string; body: string }[] = [];
beforeAll(async () => {
  front = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
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
const frontUrl = () => `http://127.0.0.1:${(front.address() as AddressInfo).port}/live-publish/`;

const state: LiveMatchState = {
  matchId: '12',
  status: 'half-time',
  minute: 45,
  score: { home: 2, away: 1 },
  events: [],
  version: 31,
};

describe('publishing to the front', () => {
  it('POSTs the whole state to the match’s channel of every front', async () => {
    received.length = 0;
    await publishToFronts([frontUrl(), frontUrl().replace(/\/$/, '')], state);
    expect(received).toHaveLength(2);
    for (const request of received) {
      expect(request).toMatchObject({ method: 'POST', url: '/live-publish/12', type: 'application/json' });
      expect(JSON.parse(request.body)).toEqual(state);
    }
  });

  it('gives up on a front that does not answer within its bound, and still publishes to the others', async () => {
    received.length = 0;
    const started = performance.now();
    await publishToFronts([`http://127.0.0.1:${hung.port()}/live-publish/`, frontUrl()], state);
    const ms = performance.now() - started;
    expect(ms).toBeLessThan(FRONT_PUBLISH_TIMEOUT_MS + 400);
    expect(received).toHaveLength(1);
  });

  it('is part of every publish on the bus, beside the instance’s own listeners', async () => {
    received.length = 0;
    const bus = createLiveBus(undefined, [frontUrl()]);
    const delivered: number[] = [];
    bus.subscribe('12', (next) => delivered.push(next.version));
    await bus.publish(state);
    expect(delivered).toEqual([31]);
    expect(received.map((request) => request.url)).toEqual(['/live-publish/12']);
    bus.close();
  });
});
