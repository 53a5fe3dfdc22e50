import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request being answered, for every line logged while answering it: the request id
 * goes into each (lib/shared/log/logger.ts), so an error, a refused mail or a line of Payload's
 * is found beside the request's own line. Entered in lib/server/http/before-next.ts.
 */
// One per process: the server's code and each route's are bundled apart, and a store of
// each bundle's own would not see the request entered by another.
const shared = globalThis as { [key: symbol]: AsyncLocalStorage<{ requestId: string }> | undefined };
const key = Symbol.for('club-site.request-context');
const requestContext = (shared[key] ??= new AsyncLocalStorage<{ requestId: string }>());

export function withRequestId<T>(requestId: string, answer: () => T): T {
  return requestContext.run({ requestId }, answer);
}

export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}
