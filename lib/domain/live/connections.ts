import { metrics } from '@/lib/shared/metrics/registry.mjs';

/**
 * How many live streams one instance holds, and one visitor: an open stream costs memory
 * for as long as the page is open, so a stranger opening thousands must meet a bound.
 * A visitor's browser opens one per match page in a visible tab (the island closes it in
 * background tabs); 16 leaves room for a family's devices behind one address.
 *
 * Loopback is counted in the instance's bound only: it is the front cache (which holds
 * its own per-visitor limits, deploy/nginx/club-site.conf) or a tool on this machine.
 */
export const LIVE_MAX_CONNECTIONS = 20_000;
export const LIVE_MAX_PER_CLIENT = 16;

const isLoopback = (address: string) =>
  address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');

/** An admitted stream: `release` when it ends; `ended` aborts when the process ends it (endAll). */
export type Admission =
  { ok: true; release: () => void; ended: AbortSignal } | { ok: false; status: 429 | 503 };

export type LiveConnections = {
  admit: (client: string) => Admission;
  count: () => number;
  /** Ends every stream admitted and not yet released (the process is stopping). */
  endAll: () => void;
};

export function liveConnections({
  max = LIVE_MAX_CONNECTIONS,
  perClient = LIVE_MAX_PER_CLIENT,
  onChange = (_open: number) => {},
} = {}): LiveConnections {
  let open = 0;
  const byClient = new Map<string, number>();
  const ending = new Set<AbortController>();
  return {
    admit(client) {
      if (open >= max) return { ok: false, status: 503 };
      const counted = !isLoopback(client);
      const mine = byClient.get(client) ?? 0;
      if (counted && mine >= perClient) return { ok: false, status: 429 };
      open += 1;
      if (counted) byClient.set(client, mine + 1);
      onChange(open);
      const end = new AbortController();
      ending.add(end);
      let released = false;
      return {
        ok: true,
        ended: end.signal,
        release() {
          if (released) return;
          released = true;
          ending.delete(end);
          open -= 1;
          if (counted) {
            const left = (byClient.get(client) ?? 1) - 1;
            if (left > 0) byClient.set(client, left);
            else byClient.delete(client);
          }
          onChange(open);
        },
      };
    },
    count: () => open,
    endAll() {
      for (const end of [...ending]) end.abort();
    },
  };
}

/** This process's count, on `globalThis` like the metrics it feeds. */
export function processLiveConnections(): LiveConnections {
  const key = Symbol.for('club-site.live-connections');
  const global = globalThis as { [key]?: LiveConnections };
  return (global[key] ??= liveConnections({ onChange: (open) => metrics().liveConnections.set(open) }));
}

/**
 * Ends this process's live streams when it is asked to stop. Next's graceful stop (SIGTERM
 * from the service manager, SIGINT) closes the server and waits for every open response,
 * and a live stream stays open for up to MAX_STREAM_MS (lib/domain/live/event-stream.ts): left
 * open, an instance holding streams would stop only when killed at the end of the unit's
 * TimeoutStopSec, with whatever requests were still in flight. An ended stream's browser
 * reconnects after RETRY_MS with its Last-Event-ID, missing nothing: to this instance once
 * it is back, or to another one. Installed from instrumentation.ts, in Next's server,
 * which handles these signals itself and exits after its stop (a listener of a signal
 * nobody else handles would keep the process from exiting on it; the site never asks
 * Next to leave them to it).
 */
export function endLiveStreamsOnStop(
  target: Pick<NodeJS.EventEmitter, 'once'> = process,
  connections: LiveConnections = processLiveConnections(),
): void {
  for (const signal of ['SIGTERM', 'SIGINT']) target.once(signal, () => connections.endAll());
}
