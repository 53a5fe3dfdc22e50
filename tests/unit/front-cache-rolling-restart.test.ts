import { createServer, request, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFrontCache, type FrontCache } from '@/scripts/front-cache';

/**
 * A rolling upgrade restarts one instance, then stops the other the moment the first answers
 * ready (deploy/upgrade.sh). nginx still counts the first one out, for up to fail_timeout + 1 s,
 * from a refused connection while it was down; the shipped front cache
 * (deploy/nginx/club-site.conf, rendered by deploy/nginx/render.mjs) must then try it anyway
 * rather than answer "no live upstreams". Two plain servers stand for the two instances.
 */
const base = Number(process.env.E2E_PORT ?? 3100) + 165;
const [portA, portB, frontPort] = [base, base + 1, base + 2];

function instance(port: number): Promise<Server> {
  const server = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'text/plain', 'cache-control': 'private, no-store' });
    response.end(`instance on ${port}`);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

function stop(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** A GET on a connection of its own, so that nginx's workers share the requests between them. */
function statusOf(path: string): Promise<number> {
  return new Promise((resolve) => {
    const outgoing = request(`${front.origin}${path}`, { agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    outgoing.on('error', () => resolve(0));
    outgoing.end();
  });
}

const statuses = (count: number) =>
  Promise.all(Array.from({ length: count }, (_, n) => statusOf(`/en/page-${n}`)));

let a: Server;
let b: Server;
let front: FrontCache;
beforeAll(async () => {
  [a, b] = [await instance(portA), await instance(portB)];
  front = await startFrontCache(frontPort, [portA, portB]);
});
afterAll(async () => {
  front?.stop();
  await Promise.all([a, b].filter((server) => server?.listening).map(stop));
});

describe('the front cache during a rolling restart', () => {
  it('never answers 503 when the second instance stops right after the first came back', async () => {
    await stop(a);
    // While A is down, every request is passed on to B, and each worker counts A out.
    expect(new Set(await statuses(40))).toEqual(new Set([200]));
    a = await instance(portA);
    await stop(b);
    // A is back and ready, B gone: the front must reach A at once.
    const answers = await statuses(40);
    expect(answers.filter((status) => status !== 200)).toEqual([]);
  });
});
