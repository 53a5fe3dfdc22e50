import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A league's feed on loopback for the import tests: `serve(path, body)` sets what a path
 * answers (bytes or text, with its content type); anything else is a 404.
 */
export async function startFeedServer(): Promise<{
  url: (path: string) => string;
  serve: (path: string, body: string | Buffer, type?: string) => void;
  close: () => Promise<void>;
}> {
  const files = new Map<string, { body: string | Buffer; type: string }>();
  const server: Server = createServer((request, response) => {
    const file = files.get(request.url ?? '');
    if (!file) return response.writeHead(404).end();
    response.writeHead(200, { 'Content-Type': file.type }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    serve: (path, body, type = 'text/calendar; charset=utf-8') => files.set(path, { body, type }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
