/**
 * The site's metrics in Prometheus's model (prom-client), one registry per process, read
 * at GET /api/metrics (app/api/metrics/route.ts). It lives on `globalThis`: Next loads the
 * cache handler by path, outside the bundle, with a copy of this module of its own, and
 * the bundled code (routes, forms, mail) must count into the same registry.
 *
 * Plain JavaScript for that reason. Labels take a few fixed words each (a route's kind, a
 * status class, a form's name), never a path, an address or a URL: each value is a series
 * Prometheus keeps.
 */
import client from 'prom-client';

/** Seconds: a page from cache takes milliseconds, one waiting on a timeout seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function createMetrics() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    requests: new client.Counter({
      name: 'club_http_requests_total',
      help: 'Requests answered, by kind of route and status class (2xx, 3xx, 4xx, 5xx)',
      labelNames: ['kind', 'status'],
      registers,
    }),
    latency: new client.Histogram({
      name: 'club_http_request_duration_seconds',
      help: 'Time from the request to the last byte of the answer, by kind of route',
      labelNames: ['kind'],
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    cacheLookups: new client.Counter({
      name: 'club_next_cache_lookups_total',
      help: "Lookups in Next's cache (pages and tagged CMS reads), by store (redis, local fallback, file) and result",
      labelNames: ['store', 'result'],
      registers,
    }),
    formSubmissions: new client.Counter({
      name: 'club_form_submissions_total',
      help: 'Form and newsletter submissions answered, by form and status code',
      labelNames: ['form', 'status'],
      registers,
    }),
    mails: new client.Counter({
      name: 'club_mails_total',
      help: 'The site’s e-mails (confirmations, staff notifications, newsletter): sent, written to the log (no SMTP_HOST) or failed (a queued one is tried again)',
      labelNames: ['outcome'],
      registers,
    }),
    liveConnections: new client.Gauge({
      name: 'club_live_connections',
      help: 'Live match streams (Server-Sent Events) this instance holds open',
      registers,
    }),
    breakerOpen: new client.Gauge({
      name: 'club_breaker_open',
      help: 'Whether this instance has stopped asking a service (1) and uses its fallback: the database, Redis',
      labelNames: ['service'],
      registers,
      collect() {
        /** @type {Map<string, { state: () => string }>} */
        const breakers = globalThis[Symbol.for('club-site.circuit-breakers')] ?? new Map();
        for (const [name, breaker] of breakers) {
          // "redis <url>": the URL may hold a password, and is the same for every instance.
          this.set({ service: name.split(' ')[0] }, breaker.state() === 'open' ? 1 : 0);
        }
      },
    }),
  };
}

/** @typedef {ReturnType<typeof createMetrics>} Metrics */

/** @returns {Metrics} */
export function metrics() {
  const key = Symbol.for('club-site.metrics');
  return (globalThis[key] ??= createMetrics());
}

/**
 * One lookup in Next's cache: found, or not.
 *
 * @param {'redis' | 'local' | 'file'} store
 * @param {unknown} entry what the store returned
 */
export function countCacheLookup(store, entry) {
  metrics().cacheLookups.inc({ store, result: entry ? 'hit' : 'miss' });
}
