import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFrontCache, type FrontCache } from '@/scripts/front-cache';

/**
 * During a rolling upgrade the instances run two builds for a moment: a page from an upgraded
 * instance names browser files that an instance not yet upgraded never had. The shipped front
 * cache (deploy/nginx/club-site.conf) asks the other instance before a 404 for such a file
 * goes out. Two plain servers stand for the two builds.
 */
const base = Number(process.env.E2E_PORT ?? 3100) + 160;
const newFile = '/_next/static/chunks/only-in-the-new-build.js';
const missingEverywhere = '/_next/static/chunks/in-no-build.js';

function build(port: number, files: string[]): Promise<Server> {
  const server = createServer((request, response) => {
    if (files.includes(new URL(request.url ?? '/', 'http://build').pathname)) {
      response.writeHead(200, {
        'content-type': 'application/javascript',
        'cache-control': 'public, max-age=31536000, immutable',
      });
      response.end('self.loaded = true;');
    } else {
      // What Next answers for a file its build lacks.
      response.writeHead(404, { 'cache-control': 'public, max-age=0, s-maxage=31536000' });
      response.end('Not Found');
    }
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

let servers: Server[] = [];
let front: FrontCache;
beforeAll(async () => {
  servers = [await build(base, []), await build(base + 1, [newFile])];
  front = await startFrontCache(base + 2, [base, base + 1]);
});
afterAll(() => {
  front?.stop();
  for (const server of servers) server.close();
});

describe('a browser file of the other build, through the front cache', () => {
  it('comes from the instance that has it, whichever the front asked first', async () => {
    // Enough requests that round robin sends some to the instance without the file first;
    // a query the front does not store, so each one reaches an instance.
    const statuses = [];
    for (let turn = 0; turn < 6; turn++) {
      statuses.push((await fetch(`${front.origin}${newFile}?turn=${turn}`)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it('is still a 404 when no instance has it, and not counted against either instance', async () => {
    expect((await fetch(`${front.origin}${missingEverywhere}`)).status).toBe(404);
    // Both instances still take requests: the page-side files keep coming.
    expect((await fetch(`${front.origin}${newFile}?turn=after`)).status).toBe(200);
  });
});
