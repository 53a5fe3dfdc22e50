import { connect } from 'node:net';

/**
 * The bench binds its servers to 127.0.0.1: the app on BENCH_PORT, the floor (the bare Next app
 * its pages are measured against) one above it and, ten above it, the
 * front caches and nginx servers of the load and Lighthouse steps, then the live step's app,
 * Redis and nginx, and the front cache with nchan and its publisher (scripts/bench.ts).
 */
export function benchPorts(port: number): number[] {
  return [port, port + 1, ...Array.from({ length: 11 }, (_, index) => port + 10 + index)];
}

/** Whether something accepts connections on 127.0.0.1:`port` (answered within `timeoutMs`). */
export function portAnswers(port: number, timeoutMs = 1_000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const done = (answers: boolean) => {
      socket.destroy();
      resolve(answers);
    };
    socket.setTimeout(timeoutMs, () => done(true));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * Why the bench must not start, or undefined: a server already on one of its ports would be
 * measured instead of the bench's own (with `npm run stack` on 3200, `npm run bench` printed
 * the stack's front cache as its own site).
 */
export async function portsRefusal(ports: number[]): Promise<string | undefined> {
  const taken = [];
  for (const port of ports) if (await portAnswers(port)) taken.push(port);
  if (taken.length === 0) return undefined;
  return `bench: port ${taken.join(', ')} of 127.0.0.1 already answers; stop what runs there or choose another BENCH_PORT (it uses ${ports.join(', ')})`;
}
