#!/usr/bin/env node
/**
 * Fills in the @NAME@ placeholders of the nginx files beside it, for a server or for the
 * tests (scripts/front-cache.ts, the bench's TLS terminator): one source for both.
 *
 *   node deploy/nginx/render.mjs deploy/nginx/tls.conf SERVER_NAME=www.club.example \
 *     > /etc/nginx/conf.d/club-site-tls.conf
 *
 * NAME=value on the command line overrides the defaults below, which are those of one
 * server running the TLS terminator, the front cache and the app (docs/operations.md "Going live").
 * A list (UPSTREAMS=127.0.0.1:3001,127.0.0.1:3002) is comma-separated. A placeholder left
 * without a value is refused, naming it. Comment lines stay as written: they explain the
 * placeholders. Plain Node, no dependencies: it runs on a server without the project's.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** How each item of a list placeholder is written (the placeholder stands on a line of its own). */
const listLines = {
  // A failed instance is left out for 2 s, not nginx's default 10, so an instance back from a
  // restart takes its share again soon (docs/operations.md "Upgrading").
  UPSTREAMS: (address) => `    server ${address} max_fails=1 fail_timeout=2s;`,
  UNLIMITED_CLIENTS: (address) => `    ${address} 1;`,
  REAL_IP_FROM: (address) => `    set_real_ip_from ${address};`,
  LIVE_PUBLISHERS: (address) => `        allow ${address};`,
  HTTP_LISTEN: (address) => `    listen ${address};`,
  // Debian 12's nginx 1.22 turns HTTP/2 on in the listen line (1.25.1+: `http2 on;`).
  HTTPS_LISTEN: (address) => `    listen ${address} ssl http2;`,
};

/**
 * Lists written as a whole, after their lines: with several instances, each one again as a
 * `backup` that is never counted out (`max_fails=0`). nginx leaves an instance out for
 * fail_timeout after one failed answer, counted in whole seconds (`now - checked <=
 * fail_timeout`, so 2 to 3 s), in each worker on its own; when every instance is left out it
 * answers "no live upstreams" at once, without trying any. In a rolling upgrade that was the
 * instance just restarted, still counted out for a refused connection from before it was
 * ready, when the other one stopped: 503s until that count ran out (134 in one run). nginx tries its backups only
 * when it leaves every instance out, so they change nothing else: while one instance accepts
 * connections the front never gives up (tests/unit/front-cache-rolling-restart.test.ts).
 */
const listAfterLines = {
  UPSTREAMS: (addresses) => {
    // An address given as `host:port backup` is a spare already (one server's second port).
    const instances = addresses.filter((address) => !/\sbackup$/.test(address));
    return instances.length < 2
      ? []
      : instances.map((address) => `    server ${address} backup max_fails=0;`);
  },
};

/**
 * What one client address may make the instances do, at the front's gate; what the cache
 * answers (pages, their files, live streams) is never counted against it, since a stadium's
 * Wi-Fi or a mobile carrier's NAT puts thousands of visitors behind one address
 * (docs/several-servers.md "Limits per client").
 */
export const clientLimits = {
  // Reads the cache could not answer: one instance renders 150–600 pages a second, so one
  // address gets a twentieth of the smaller at most; the burst covers an editor's admin
  // screen (some 50 API reads at once) and a crowd's first look at a page nobody had asked
  // for this second.
  MISS_RATE: '30r/s',
  MISS_BURST: '150',
  // Form posts, logins and the admin's saves: a person sends one every few seconds; the
  // burst is a crowd behind one address signing up at half time (each form also has its
  // own limit per visitor in the app, lib/shared/rate-limit.ts).
  WRITE_RATE: '5r/s',
  WRITE_BURST: '50',
  // Requests of one address at the instances at once: what two processes can work on.
  IN_PROGRESS_PER_CLIENT: '32',
  // Live match streams of one address at once: a full stadium behind one NAT. nginx itself
  // holds them (about 14 KB each); worker-limits.sh sizes its connections for as many.
  STREAMS_PER_CLIENT: '10000',
};

/** One server: nginx's terminator on 80 and 443, the front cache on 127.0.0.1:8080, one app on 3000. */
export const serverDefaults = {
  'club-site.conf': {
    LISTEN: '127.0.0.1:8080',
    // The instance, and the port deploy/upgrade.sh starts the next release on beside it: one
    // server upgrades by starting the new release there, moving the front to it (the two
    // addresses change places here) and stopping the old one, with no request failed. Only
    // tried when the first refuses (a stop, a crash): it is a `backup`.
    UPSTREAMS: ['127.0.0.1:3000', '127.0.0.1:3001 backup'],
    CACHE_DIR: '/var/cache/nginx/club-site',
    PAGES_DIR: '/var/www/club-site',
    // The browser files of the running and kept releases (deploy/upgrade.sh copies each release's in).
    STATIC_DIR: '/var/www/club-site/static',
    // The CMS's upload limit plus 1 MB (lib/cms/uploads/upload-limit.ts; a test holds them equal).
    BODY_LIMIT: '21m',
    UNLIMITED_CLIENTS: [],
    // The terminator of tls.conf, on this machine.
    REAL_IP_FROM: ['127.0.0.1'],
    // The app instance on this machine publishes live match states here (LIVE_PUBLISH_URL).
    LIVE_PUBLISH_LISTEN: '127.0.0.1:8081',
    LIVE_PUBLISHERS: ['127.0.0.1'],
    // The front's gate to the instances, where each client is counted.
    GATE_LISTEN: '127.0.0.1:8082',
    ...clientLimits,
  },
  'tls.conf': {
    HTTP_LISTEN: ['80', '[::]:80'],
    HTTPS_LISTEN: ['443', '[::]:443'],
    FRONT: '127.0.0.1:8080',
    // Debian's default site serves it too, so certbot's first run needs no other set-up.
    ACME_DIR: '/var/www/html',
    BODY_LIMIT: '21m',
    // certbot's paths for the first name of SERVER_NAME.
    CERTIFICATE: (values) => `/etc/letsencrypt/live/${firstName(values)}/fullchain.pem`,
    CERTIFICATE_KEY: (values) => `/etc/letsencrypt/live/${firstName(values)}/privkey.pem`,
  },
};

const firstName = (values) => String(values.SERVER_NAME ?? '').split(/\s+/)[0];

/**
 * `template` with every @NAME@ outside comments replaced by `values[NAME]` (a list is
 * written one line per item); throws naming the placeholders that have no value.
 */
export function fillPlaceholders(template, values) {
  const missing = new Set();
  const filled = template
    .split('\n')
    .map((line) => {
      if (line.trimStart().startsWith('#')) return line;
      return line.replace(/@([A-Z_]+)@/g, (placeholder, name) => {
        const value = values[name];
        if (value === undefined) {
          missing.add(name);
          return placeholder;
        }
        if (!Array.isArray(value)) return String(value);
        const lineOf = listLines[name];
        if (!lineOf) throw new Error(`${name} takes one value, not a list`);
        return [...value.map(lineOf), ...(listAfterLines[name]?.(value) ?? [])].join('\n');
      });
    })
    .join('\n');
  if (missing.size > 0) throw new Error(`no value for ${[...missing].map((name) => `@${name}@`).join(', ')}`);
  return filled;
}

/** The file rendered with the server defaults, `overrides` taking precedence. */
export function renderForServer(file, overrides) {
  const defaults = serverDefaults[path.basename(file)] ?? {};
  const values = { ...overrides };
  for (const [name, value] of Object.entries(defaults)) {
    if (values[name] === undefined && typeof value !== 'function') values[name] = value;
  }
  for (const [name, value] of Object.entries(defaults)) {
    if (values[name] === undefined && typeof value === 'function') values[name] = value(values);
  }
  return fillPlaceholders(readFileSync(file, 'utf8'), values);
}

function main(args) {
  const [file, ...assignments] = args;
  if (!file) throw new Error('usage: node render.mjs <deploy/nginx/file.conf> NAME=value…');
  const overrides = {};
  for (const assignment of assignments) {
    const match = /^([A-Z_]+)=(.*)$/s.exec(assignment);
    if (!match) throw new Error(`expected NAME=value, got ${assignment}`);
    const [, name, value] = match;
    overrides[name] = listLines[name] ? value.split(',').filter(Boolean) : value;
  }
  process.stdout.write(renderForServer(file, overrides));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(`render.mjs: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
