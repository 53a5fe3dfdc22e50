import { expect } from '@playwright/test';
import { readdirSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect, createServer, type Socket } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import type { FrontCache } from '../../../scripts/front-cache';

/** What the front cache's abuse tests send and measure (front-cache.spec.ts, front-floods.spec.ts, stack.spec.ts). */

/** A request as any client may send it (a Host of its choice, raw headers), through node:http. */
export function rawRequest(
  port: number,
  {
    method = 'GET',
    path: target = '/en',
    headers = {},
  }: { method?: string; path?: string; headers?: Record<string, string> },
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, method, path: target, headers, agent: false },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** The files and bytes a front cache holds on disk. */
export function cacheOnDisk(front: FrontCache) {
  let files = 0;
  let bytes = 0;
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        files += 1;
        bytes += statSync(full).size;
      }
    }
  };
  walk(path.join(front.folder, 'cache'));
  return { files, bytes };
}

/** Runs `jobs` with at most `width` at a time. */
export async function inParallel<T>(jobs: (() => Promise<T>)[], width: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < jobs.length) {
        const index = next++;
        results[index] = await jobs[index]();
      }
    }),
  );
  return results;
}

const browserHeaders = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
};

/** Each request header Next's answer depends on (its Vary), alone and with `RSC: 1`. */
export const routerPoisons: Record<string, string>[] = [
  { rsc: '1' },
  { rsc: '1', 'next-router-prefetch': '1' },
  {
    rsc: '1',
    'next-router-state-tree': encodeURIComponent('["",{"children":["__PAGE__",{}]},null,null,true]'),
  },
  { rsc: '1', 'next-router-segment-prefetch': '/_tree' },
  { rsc: '1', 'next-url': '/en/news' },
  { 'next-router-prefetch': '1' },
  { 'next-router-state-tree': '%5B%22%22%5D' },
  { 'next-router-segment-prefetch': '/_tree' },
  { 'next-url': '/en' },
];

/** A photo as an editor's camera makes it, a little over 10 MB: noise does not compress. */
export function editorsPhoto(): Promise<Buffer> {
  return sharp({
    create: {
      width: 1900,
      height: 1850,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 80 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** A browser's visit to `page`, which must get the page's HTML (200): the front cache's status for it. */
export async function cacheStatusOfBrowserVisit(page: string, label: string): Promise<string | null> {
  const visit = await fetch(page, { headers: browserHeaders, redirect: 'manual' });
  await visit.arrayBuffer();
  expect(visit.status, label).toBe(200);
  expect(visit.headers.get('content-type'), label).toContain('text/html');
  return visit.headers.get('x-cache-status');
}

/** A connection to the app that the test can cut, as an instance crash or a network fault would. */
export function cuttableLink(listenPort: number, targetPort: number) {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const target = connect(targetPort, '127.0.0.1');
    for (const socket of [client, target]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(target).pipe(client);
  });
  return {
    open: () => new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve)),
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
