import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/**
 * A server that accepts connections and never answers, as a frozen (SIGSTOP) Redis or
 * PostgreSQL does, for the test file that calls it: `port()` once `beforeAll` has run, and
 * how many connections a client has left open to it.
 */
export function useHungServer(): { port: () => number; openConnections: () => number } {
  let hung: Server | undefined;
  const sockets = new Set<Socket>();
  beforeAll(async () => {
    hung = createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => sockets.delete(socket));
      // Reads what it is sent, so it notices when the client goes; answers nothing.
      socket.resume();
    });
    await new Promise<void>((resolve) => hung?.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => {
    for (const socket of sockets) socket.destroy();
    hung?.close();
  });
  return {
    openConnections: () => sockets.size,
    port: () => {
      const address = hung?.address();
      if (!address || typeof address === 'string') throw new Error('the hung server is not listening');
      return address.port;
    },
  };
}
