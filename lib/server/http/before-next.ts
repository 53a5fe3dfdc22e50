import { Server, ServerResponse, type IncomingMessage } from 'node:http';
import { measureRequest } from '@/lib/shared/metrics/requests';
import { env } from '../../shared/env';
import { withRequestId } from '../../shared/log/request-context';
import { logRequest } from '../../shared/log/request-log';
import { PEER_ADDRESS_HEADER } from '../../shared/http/client-address';
import { imageElsewhereResponse, namesImageElsewhere } from '../../shared/http/image-url';
import { hasMalformedPath, malformedPathResponse } from '../../shared/http/malformed-path';
import { isStopping, servesConnections } from '../../shared/http/prompt-stop';
import { appendEachValueOnce } from '../../shared/http/repeated-headers';
import { answerUnavailableForDatabase } from '../../domain/i18n/unavailable-answer';

const installed = Symbol.for('club-site.before-next');

/** The 400 for a request Next would answer with a 500, or null for one it can take. */
function badRequest(target: string): { contentType: string; body: string } | null {
  if (hasMalformedPath(target)) return malformedPathResponse(target);
  if (namesImageElsewhere(target)) return imageElsewhereResponse;
  return null;
}

/**
 * What happens to each request in Node's `request` event, before Next sees it:
 * `next start` owns the server and gives route handlers no socket, so this is the
 * one place for these. Installed once per process from instrumentation.ts.
 *
 * 0. The request gets its id and, when answered, its line in the log (lib/shared/log/request-log.ts).
 * 1. A path with a broken percent escape (lib/shared/http/malformed-path.ts) or an image url
 *    that leaves the site (lib/shared/http/image-url.ts) gets a 400 here: Next would answer
 *    them with a 500.
 * 2. The connection's address is written into PEER_ADDRESS_HEADER, which the rate
 *    limits read (lib/shared/http/client-address.ts says why).
 * 3. A header value written twice goes out once (lib/shared/http/repeated-headers.ts).
 * 4. A page that fails because the database cannot be reached answers 503 with
 *    Retry-After (lib/domain/i18n/unavailable-answer.ts): an error page cannot set its status.
 * 5. Every request is counted, with its time, by kind of route (lib/shared/metrics/requests.ts).
 * 6. Once the instance is stopping, each answer closes its connection (lib/shared/http/prompt-stop.ts).
 */
export function installBeforeNext(): void {
  const prototype = Server.prototype as Server & { [installed]?: boolean };
  if (prototype[installed]) return;
  prototype[installed] = true;
  appendEachValueOnce(ServerResponse.prototype);
  const emit = Server.prototype.emit;
  Server.prototype.emit = function (this: Server, event: string, ...args: unknown[]) {
    const passOn = () => emit.apply(this, [event, ...args] as Parameters<typeof emit>);
    if (event === 'connection') servesConnections(this);
    if (event === 'request') {
      const [request, response] = args as [IncomingMessage, ServerResponse];
      servesConnections(this);
      if (isStopping()) response.setHeader('Connection', 'close');
      measureRequest(request, response);
      const requestId = logRequest(request, response, env.TRUSTED_PROXIES);
      const refused = badRequest(request.url ?? '/');
      if (refused) {
        response.writeHead(400, { 'Content-Type': refused.contentType, 'Cache-Control': 'no-store' });
        response.end(refused.body);
        return true;
      }
      request.headers[PEER_ADDRESS_HEADER] = request.socket.remoteAddress ?? '';
      answerUnavailableForDatabase(request, response);
      return withRequestId(requestId, passOn);
    }
    return passOn();
  } as typeof Server.prototype.emit;
}
