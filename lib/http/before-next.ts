import { Server, type IncomingMessage, type ServerResponse } from 'node:http';
import { PEER_ADDRESS_HEADER } from './client-address';
import { hasMalformedPath, malformedPathResponse } from './malformed-path';
import { answerUnavailableForDatabase } from './unavailable-answer';

const installed = Symbol.for('club-site.before-next');

/**
 * What happens to each request in Node's `request` event, before Next sees it:
 * `next start` owns the server and gives route handlers no socket, so this is the
 * one place for these two. Installed once per process from instrumentation.ts.
 *
 * 1. A path with a broken percent escape gets a 400 here (lib/http/malformed-path.ts):
 *    Next would answer it with a 500.
 * 2. The connection's address is written into PEER_ADDRESS_HEADER, which the rate
 *    limits read (lib/http/client-address.ts says why).
 * 3. A page that fails because the database cannot be reached answers 503 with
 *    Retry-After (lib/http/unavailable-answer.ts): an error page cannot set its status.
 */
export function installBeforeNext(): void {
  const prototype = Server.prototype as Server & { [installed]?: boolean };
  if (prototype[installed]) return;
  prototype[installed] = true;
  const emit = Server.prototype.emit;
  Server.prototype.emit = function (this: Server, event: string, ...args: unknown[]) {
    if (event === 'request') {
      const [request, response] = args as [IncomingMessage, ServerResponse];
      if (hasMalformedPath(request.url ?? '/')) {
        const { contentType, body } = malformedPathResponse(request.url ?? '/');
        response.writeHead(400, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
        response.end(body);
        return true;
      }
      request.headers[PEER_ADDRESS_HEADER] = request.socket.remoteAddress ?? '';
      answerUnavailableForDatabase(request, response);
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof Server.prototype.emit;
}
