/**
 * Visitors at a fixed rate, whatever the server's answers take (an open loop: a slow server
 * gets no breather, as with real visitors): a request every 1/rate s, the paths in turn,
 * each timed to the last byte of its body. For the newsletter bench's before-and-during
 * comparison (scripts/bench/newsletter-send.ts).
 */
export type Sample = { startedAt: number; ms: number; path: string; status: number };

export type PacedLoad = { samples: Sample[]; stop: () => Promise<void> };

export function pacedLoad(origin: string, paths: () => string, rate: number): PacedLoad {
  const samples: Sample[] = [];
  const pending = new Set<Promise<void>>();
  const one = async (path: string) => {
    const startedAt = performance.now();
    let status = 0;
    try {
      const response = await fetch(`${origin}${path}`, {
        redirect: 'manual',
        signal: AbortSignal.timeout(30_000),
      });
      await response.arrayBuffer();
      status = response.status;
    } catch {
      // status 0: no answer (refused, reset, timed out)
    }
    samples.push({ startedAt, ms: performance.now() - startedAt, path, status });
  };
  const started = performance.now();
  let sent = 0;
  let stopped = false;
  // One timer a few ms apart that catches up on the requests due, so the rate holds when a
  // timer fires late on a busy machine.
  const timer = setInterval(() => {
    const due = Math.floor(((performance.now() - started) / 1000) * rate);
    while (!stopped && sent < due) {
      sent++;
      const request = one(paths());
      pending.add(request);
      void request.finally(() => pending.delete(request));
    }
  }, 5);
  return {
    samples,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await Promise.all(pending);
    },
  };
}

/** p50, p95, p99 and the slowest of `samples`, and those that failed (5xx or no answer). */
export function summary(samples: Sample[]) {
  const ms = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? NaN;
  const errors = samples.filter((sample) => sample.status === 0 || sample.status >= 500);
  return { requests: ms.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: ms.at(-1) ?? NaN, errors };
}
