import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Sentry: accepts envelopes (POST /api/<project>/envelope/) on a loopback
 * port and keeps their text, so tests see what the site would send, with no internet.
 */
export async function startEnvelopeReceiver(port = 0) {
  const envelopes: string[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'POST' && /^\/api\/\d+\/envelope\/?/.test(request.url ?? '')) {
        envelopes.push(Buffer.concat(chunks).toString('utf8'));
      }
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    dsn: `http://publickey@127.0.0.1:${bound}/42`,
    envelopes,
    /** Waits until `count` envelopes arrived, or `timeoutMs` passed. */
    async received(count: number, timeoutMs = 10_000): Promise<string[]> {
      const deadline = Date.now() + timeoutMs;
      while (envelopes.length < count && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return envelopes;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
