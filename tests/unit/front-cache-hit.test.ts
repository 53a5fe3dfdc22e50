import { createServer, type Server } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '@/lib/shared/http/cache-control';
import { securityHeaders } from '@/lib/shared/http/security-headers.mjs';
import { startFrontCache, type FrontCache } from '@/scripts/front-cache';

/**
 * What a visitor gets from the shipped front cache (deploy/nginx/club-site.conf) when it answers
 * from its copy, which it writes with as little work as it can (docs/performance.md "The front
 * cache"): the app's security headers, once each, on the copy as on the app's own answer, and
 * nothing stored that carries a cookie or is marked private. A plain server stands for an
 * instance, answering as Next does: compressed, chunked, with its headers.
 */
const base = Number(process.env.E2E_PORT ?? 3100) + 190;
const policy = "default-src 'self'; frame-ancestors 'self'";
const page = gzipSync(`<!doctype html><p>${'A page of the club. '.repeat(400)}</p>`);

function instance(port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const headers: Record<string, string | string[]> = {
      'content-type': 'text/html; charset=utf-8',
      'content-encoding': 'gzip',
      'cache-control': PUBLIC_CACHE_CONTROL,
    };
    // Next's headers (next.config.ts) on every path but one, which shows nginx writes them too.
    if (request.url !== '/en/bare') {
      for (const { key, value } of securityHeaders) headers[key] = value;
      headers['content-security-policy'] = policy;
    }
    if (request.url === '/en/with-cookie') headers['set-cookie'] = 'visitor=1; Path=/; HttpOnly';
    if (request.url === '/en/private') headers['cache-control'] = PRIVATE_CACHE_CONTROL;
    response.writeHead(200, headers);
    // In two writes: chunked, with no Content-Length, as Next sends what it compresses.
    response.write(page.subarray(0, 100));
    response.end(page.subarray(100));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

let server: Server;
let front: FrontCache;
beforeAll(async () => {
  server = await instance(base);
  front = await startFrontCache(base + 1, [base]);
});
afterAll(() => {
  front?.stop();
  server?.close();
});

const get = (path: string) => fetch(`${front.origin}${path}`, { headers: { 'accept-encoding': 'gzip' } });

describe('an answer from the front cache’s copy', () => {
  it('carries the app’s security headers once each, its policy, its Cache-Control and the same bytes', async () => {
    const first = await get('/en');
    const firstBody = Buffer.from(await first.arrayBuffer());
    const copy = await get('/en');
    expect(copy.headers.get('x-cache-status')).toBe('HIT');
    for (const answer of [first, copy]) {
      // Twice would read "nosniff, nosniff".
      for (const { key, value } of securityHeaders) expect(answer.headers.get(key), key).toBe(value);
      expect(answer.headers.get('content-security-policy')).toBe(policy);
      expect(answer.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
      expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
    }
    expect(copy.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    expect(Buffer.from(await copy.arrayBuffer()).equals(firstBody)).toBe(true);
  });

  it('carries them when the app’s answer did not, with nginx’s own policy', async () => {
    for (let turn = 0; turn < 2; turn++) {
      const answer = await get('/en/bare');
      await answer.arrayBuffer();
      for (const { key, value } of securityHeaders) expect(answer.headers.get(key), key).toBe(value);
      expect(answer.headers.get('content-security-policy')).toContain("default-src 'none'");
    }
  });

  it('is never one that set a cookie or was marked private', async () => {
    for (const path of ['/en/with-cookie', '/en/private']) {
      for (let turn = 0; turn < 3; turn++) {
        const answer = await get(path);
        await answer.arrayBuffer();
        expect(answer.headers.get('x-cache-status'), path).not.toMatch(/HIT|STALE|UPDATING/);
        for (const { key, value } of securityHeaders) expect(answer.headers.get(key), key).toBe(value);
      }
    }
  });
});
