/**
 * A server that stops as Next's does (tests/integration/prompt-stop.test.ts): on SIGTERM it
 * closes its listening socket and exits once every connection has ended, with the site's
 * request hook and its prompt stop installed as instrumentation.ts installs them. It holds
 * what an instance of the site holds: an endless stream, kept-alive connections, a
 * repeating job. Prints its port once listening: PORT, or any free one. Answers every other
 * request with RELEASE (the upgrade test's instances), never cached by the front.
 */
import { createServer } from 'node:http';
import { installBeforeNext } from '@/lib/server/http/before-next';
import { stopPromptly } from '@/lib/shared/http/prompt-stop';

installBeforeNext();
stopPromptly();
const server = createServer((request, response) => {
  if (request.url === '/stream') {
    response.writeHead(200, { 'Content-Type': 'text/event-stream' });
    setInterval(() => response.write('data: still here\n\n'), 200);
    return;
  }
  request.resume();
  request.on('end', () =>
    setTimeout(() => {
      response.writeHead(request.method === 'POST' ? 201 : 200, {
        'Content-Type': 'text/plain',
        'Cache-Control': 'private, no-store',
      });
      response.end(process.env.RELEASE ?? 'ok');
    }, 5),
  );
});
setInterval(() => {}, 1_000); // the scheduled-publishing ticker
process.once('SIGTERM', () => server.close(() => process.exit(143)));
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.log(typeof address === 'object' && address ? address.port : '');
});
