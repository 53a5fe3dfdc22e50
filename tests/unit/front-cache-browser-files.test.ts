import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFrontCache, type FrontCache } from '@/scripts/front-cache';

/**
 * During a rolling upgrade the instances run two builds for a moment: a page from an upgraded
 * instance names browser files that an instance not yet upgraded never had. The shipped front
 * cache (deploy/nginx/club-site.conf) serves /_next/static/ from a folder that deploy/upgrade.sh
 * fills with the new release's files before any instance restarts, and asks an instance for a
 * file the folder lacks. Two plain servers stand for two instances of the old build.
 */
const base = Number(process.env.E2E_PORT ?? 3100) + 160;
const newFile = '/_next/static/chunks/only-in-the-new-build.js';
const instanceFile = '/_next/static/chunks/only-on-the-instances.js';
const missingEverywhere = '/_next/static/chunks/in-no-build.js';
const script = `self.loaded = true; /* ${'a script long enough to be worth compressing '.repeat(20)} */`;

function oldBuild(port: number): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.url === instanceFile) {
      response.writeHead(200, {
        'content-type': 'application/javascript',
        'cache-control': 'public, max-age=31536000, immutable',
      });
      response.end(script);
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
const staticDir = mkdtempSync(path.join(tmpdir(), 'club-front-static-'));
beforeAll(async () => {
  // The new release's files, as deploy/upgrade.sh copies them in.
  mkdirSync(path.join(staticDir, 'chunks'));
  writeFileSync(path.join(staticDir, 'chunks', 'only-in-the-new-build.js'), script);
  writeFileSync(path.join(staticDir, 'chunks', 'only-in-the-new-build.css'), 'body { margin: 0; }');
  servers = [await oldBuild(base), await oldBuild(base + 1)];
  front = await startFrontCache(base + 2, [base, base + 1], { staticDir });
});
afterAll(() => {
  front?.stop();
  for (const server of servers) server.close();
  rmSync(staticDir, { recursive: true, force: true });
});

describe('a browser file through the front cache', () => {
  it("of the new build comes from the front's folder while no instance has it, as Next sends it", async () => {
    const plain = await fetch(`${front.origin}${newFile}`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.status).toBe(200);
    expect(await plain.text()).toBe(script);
    expect(plain.headers.get('content-type')).toBe('application/javascript');
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(plain.headers.get('x-content-type-options')).toBe('nosniff');
    const compressed = await fetch(`${front.origin}${newFile}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
    // With nosniff, a browser applies a stylesheet only under its own type.
    const style = await fetch(`${front.origin}${newFile.replace(/\.js$/, '.css')}`);
    expect([style.status, style.headers.get('content-type')]).toEqual([200, 'text/css']);
  });

  it('the folder lacks is asked of an instance', async () => {
    const answer = await fetch(`${front.origin}${instanceFile}`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe(script);
  });

  it('that no build has is a 404, never stored', async () => {
    for (let turn = 0; turn < 2; turn++) {
      const answer = await fetch(`${front.origin}${missingEverywhere}`);
      expect(answer.status).toBe(404);
      expect(answer.headers.get('x-cache-status')).not.toBe('HIT');
    }
  });
});
