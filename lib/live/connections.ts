import { metrics } from '@/lib/metrics/registry.mjs';

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

export type Admission = { ok: true; release: () => void } | { ok: false; status: 429 | 503 };

export type LiveConnections = {
  admit: (client: string) => Admission;
  count: () => number;
};

export function liveConnections({
  max = LIVE_MAX_CONNECTIONS,
  perClient = LIVE_MAX_PER_CLIENT,
  onChange = (_open: number) => {},
} = {}): LiveConnections {
  let open = 0;
  const byClient = new Map<string, number>();
  return {
    admit(client) {
      if (open >= max) return { ok: false, status: 503 };
      const counted = !isLoopback(client);
      const mine = byClient.get(client) ?? 0;
      if (counted && mine >= perClient) return { ok: false, status: 429 };
      open += 1;
      if (counted) byClient.set(client, mine + 1);
      onChange(open);
      let released = false;
      return {
        ok: true,
        release() {
          if (released) return;
          released = true;
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
  };
}

/** This process's count, on `globalThis` like the metrics it feeds. */
export function processLiveConnections(): LiveConnections {
  const key = Symbol.for('club-site.live-connections');
  const global = globalThis as { [key]?: LiveConnections };
  return (global[key] ??= liveConnections({ onChange: (open) => metrics().liveConnections.set(open) }));
}
