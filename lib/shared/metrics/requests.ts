import type { IncomingMessage, ServerResponse } from 'node:http';
import { metrics } from './registry.mjs';

export type RouteKind = 'health' | 'form' | 'media' | 'asset' | 'admin' | 'api' | 'page';

/**
 * What kind of route a request is for, from its method and path alone (no routing, no
 * I/O): the label requests and latency are counted under.
 */
export function routeKind(method: string | undefined, url: string | undefined): RouteKind {
  const path = (url ?? '/').split('?')[0];
  if (/^\/api\/(?:health\/|metrics$)/.test(path)) return 'health';
  if (/^\/api\/forms\//.test(path) || (method === 'POST' && path === '/api/newsletter')) return 'form';
  if (/^\/api\/media\/file\/|^\/_next\/image$/.test(path)) return 'media';
  if (/^\/_next\/|^[^?]*\.[^/]*$/.test(path)) return 'asset';
  if (/^\/admin(?:\/|$)/.test(path)) return 'admin';
  if (/^\/api(?:\/|$)/.test(path)) return 'api';
  return 'page';
}

/**
 * Counts the request and how long its answer took, when the connection is done with it
 * (sent or abandoned). Called for every request from Node's request event
 * (lib/server/http/before-next.ts): Next 16 gives the proxy no hook once the answer is sent.
 */
export function measureRequest(request: IncomingMessage, response: ServerResponse): void {
  const started = process.hrtime.bigint();
  const kind = routeKind(request.method, request.url);
  response.once('close', () => {
    const { requests, latency } = metrics();
    requests.inc({ kind, status: `${Math.floor(response.statusCode / 100)}xx` });
    latency.observe({ kind }, Number(process.hrtime.bigint() - started) / 1e9);
  });
}
