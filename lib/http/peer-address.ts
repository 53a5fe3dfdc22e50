import { Server, type IncomingMessage } from 'node:http';
import { PEER_ADDRESS_HEADER } from './client-address';

/**
 * Writes each request's connection address into PEER_ADDRESS_HEADER before Next sees it
 * (lib/http/client-address.ts says why). Next gives route handlers no access to the
 * socket, and `next start` owns the server, so the one place to read it is Node's
 * `request` event. Installed once per process from instrumentation.ts.
 */
export function stampPeerAddresses(): void {
  const emit = Server.prototype.emit;
  Server.prototype.emit = function (this: Server, event: string, ...args: unknown[]) {
    if (event === 'request') {
      const request = args[0] as IncomingMessage;
      request.headers[PEER_ADDRESS_HEADER] = request.socket.remoteAddress ?? '';
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof Server.prototype.emit;
}
