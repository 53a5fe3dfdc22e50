import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { databaseBreaker } from '@/lib/shared/resilience/database';
import { RETRY_AFTER_SECONDS, UNAVAILABLE_PAGE_POLICY, unavailablePage } from './unavailable-page';

/**
 * Whatever Next renders for a reader: the CMS and the APIs keep their own answers. Files and
 * Next's assets are included: a missing one is answered with the not-found page, whose shell
 * reads the club's settings (a missing `/_next/static` chunk answered 500 while the database
 * was failing), and feeds, sitemaps and the manifest read the database themselves.
 */
const isRenderedForReader = (request: IncomingMessage) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !/^\/(?:api|admin)(?:[/?]|$)/.test(request.url ?? '/');

/** Headers of the page Next meant to send that do not describe the "back soon" page. */
const pageHeaders = /^(?:content-|etag$|last-modified$|vary$|link$|x-nextjs-|cache-control$)/;

/**
 * When Next answers a page with a 5xx while the database is failing (a read threw
 * DatabaseUnavailable: lib/shared/resilience/database.ts), the answer becomes the localized "back
 * soon" page with 503 and Retry-After, which the front cache does not keep and serves its
 * last copy for instead. Next gives a page no way to set a 503 itself (error boundaries
 * render with 500), so the status is decided here, on the way out, before the first byte.
 * Any other error stays what it was.
 */
export function answerUnavailableForDatabase(request: IncomingMessage, response: ServerResponse): void {
  if (!isRenderedForReader(request)) return;
  const { writeHead, write, end, flushHeaders } = response;
  let decided: boolean | undefined;

  const decide = (status: number): boolean => {
    if (decided !== undefined) return decided;
    decided = status >= 500 && databaseBreaker().troubled();
    // Passing through, the wrappers stay: restoring the originals would also undo what
    // Next installs over them later (its compression wraps write and end).
    if (!decided) return false;
    for (const name of response.getHeaderNames()) if (pageHeaders.test(name)) response.removeHeader(name);
    const body = unavailablePage(request.url ?? '/');
    const headers: OutgoingHttpHeaders = {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': 'no-store',
      'Retry-After': String(RETRY_AFTER_SECONDS),
      'Content-Security-Policy': UNAVAILABLE_PAGE_POLICY,
    };
    writeHead.call(response, 503, headers);
    (end as (chunk?: string) => ServerResponse).call(response, request.method === 'HEAD' ? undefined : body);
    return true;
  };

  // Until Next's first write decides it, each of these may be the one that sends the head.
  // Once the "back soon" page is sent, what Next still writes goes nowhere.
  response.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    if (decide(status)) return this;
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest);
  } as typeof response.writeHead;
  response.flushHeaders = function (this: ServerResponse) {
    if (!decide(this.statusCode)) flushHeaders.call(this);
  };
  response.write = function (this: ServerResponse, ...args: unknown[]) {
    if (decide(this.statusCode)) return true;
    return (write as (...args: unknown[]) => boolean).apply(this, args);
  } as typeof response.write;
  response.end = function (this: ServerResponse, ...args: unknown[]) {
    if (decide(this.statusCode)) {
      const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
      callback?.();
      return this;
    }
    return (end as (...args: unknown[]) => ServerResponse).apply(this, args);
  } as typeof response.end;
}
