import type { Server } from 'node:http';

/**
 * An instance asked to stop (SIGTERM from systemd, SIGINT) is gone within STOP_WITHIN_MS,
 * whatever it holds open, and fails no request a front could have sent elsewhere.
 *
 * Next's own stop closes the listening socket and waits for every connection to end. The
 * front keeps its connections to an instance open and sends each next request on one, so
 * under load none ever ended: the old instance of an upgrade ran on until systemd killed it
 * 20 s later, with whatever it was answering then. Now, from the signal on:
 * - every answer says `Connection: close`, so each kept-alive connection ends after the
 *   request it carries, and the front opens its next one to another instance (refused
 *   here, so passed on: deploy/nginx/render.mjs). An idle connection is not closed from
 *   here: the front may be sending a request on it at that moment, and a POST it had sent
 *   would fail (nginx passes on only what it never sent). Node closes one idle for its
 *   keep-alive timeout, and an upgrade's front, moved away first, closes its own;
 * - the live streams end (lib/domain/live/connections.ts, their browsers reconnect elsewhere);
 * - what is still open after STOP_WITHIN_MS is cut and the process exits, as Next would
 *   (143 after SIGTERM, 130 after SIGINT), before systemd's TimeoutStopSec.
 * Installed from instrumentation.ts; lib/server/http/before-next.ts names each server it sees.
 */
export const STOP_WITHIN_MS = 4_500;

type StopState = { stopping: boolean; servers: Set<Server> };

function stopState(): StopState {
  const key = Symbol.for('club-site.prompt-stop');
  const global = globalThis as { [key]?: StopState };
  return (global[key] ??= { stopping: false, servers: new Set() });
}

/** A server whose connections a stop must end (each server that takes a connection). */
export function servesConnections(server: Server): void {
  stopState().servers.add(server);
}

/** True from the stop signal on: an answer then closes its connection. */
export const isStopping = (): boolean => stopState().stopping;

export function stopPromptly(
  target: Pick<NodeJS.EventEmitter, 'once'> = process,
  withinMs: number = STOP_WITHIN_MS,
): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    target.once(signal, () => {
      const state = stopState();
      if (state.stopping) return;
      state.stopping = true;
      setTimeout(() => {
        state.servers.forEach((server) => server.closeAllConnections());
        process.exit(signal === 'SIGTERM' ? 143 : 130);
      }, withinMs).unref();
    });
  }
}
