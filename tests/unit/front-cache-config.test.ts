import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FRONT_BODY_LIMIT_MB, UPLOAD_LIMIT_MB, uploadTooLarge } from '@/lib/cms/uploads/upload-limit';
import {
  channelQueryRewrites,
  matchesQueryRewrites,
  newsQueryRewrites,
  rankingQueryRewrites,
  teamsQueryRewrites,
} from '@/lib/domain/i18n/rewrites';
import { securityHeaders } from '@/lib/shared/http/security-headers.mjs';
import { HEARTBEAT_MS } from '@/lib/domain/live/event-stream';
import { frontCacheConfig } from '@/scripts/front-cache';

/**
 * What deploy/nginx/club-site.conf writes out for a club to read must agree with the
 * code it stands in front of: the upload limit, the CMS's words, the security headers,
 * the query parameters pages read.
 */
const shipped = readFileSync('deploy/nginx/club-site.conf', 'utf8');
const filled = frontCacheConfig(4000, [4001], '/cache');

describe('the front cache configuration', () => {
  it('lets through a little more than the CMS accepts, so the CMS says why a file is refused', () => {
    expect(FRONT_BODY_LIMIT_MB).toBeGreaterThan(UPLOAD_LIMIT_MB);
    expect(filled).toContain(`client_max_body_size ${FRONT_BODY_LIMIT_MB}m;`);
    expect(shipped).toContain(`${FRONT_BODY_LIMIT_MB}m for the ${UPLOAD_LIMIT_MB} MB`);
  });

  it("answers a body past its limit in the CMS's own words, in each admin language", () => {
    for (const [language, message] of Object.entries(uploadTooLarge)) {
      expect(shipped, language).toContain(`"${message}"`);
    }
  });

  it("adds the app's security headers, with the app's values, to what nginx answers itself", () => {
    for (const { key, value } of securityHeaders) {
      expect(shipped, key).toMatch(new RegExp(`"" +"${value.replace(/[()]/g, '\\$&')}";`));
      expect(shipped, key).toContain(`add_header ${key} $club_site_`);
    }
  });

  it("writes the five security headers that never vary on every answer of the front, in the app's words", () => {
    // The front's server block: from its `listen @LISTEN@;` to the gate's.
    const front = shipped.slice(
      shipped.indexOf('    listen @LISTEN@;'),
      shipped.indexOf('listen @GATE_LISTEN@;'),
    );
    for (const { key, value } of securityHeaders) {
      // The app's copy dropped, so that none goes out twice (tests/unit/front-cache-hit.test.ts).
      expect(front, key).toContain(`    proxy_hide_header ${key};\n`);
      expect(front, key).toContain(`    add_header ${key} "${value}" always;\n`);
    }
    // The policy differs by path (next.config.ts): the app's, else nginx's own.
    expect(front).not.toContain('proxy_hide_header Content-Security-Policy;');
  });

  it('sends a copy with sendfile, corked, as Debian sends a file', () => {
    // A copy of a compressed page goes out chunked: corked, its end leaves with the body.
    const front = shipped.slice(
      shipped.indexOf('    listen @LISTEN@;'),
      shipped.indexOf('listen @GATE_LISTEN@;'),
    );
    expect(front).toMatch(/^ {4}sendfile on;$/m);
    expect(front).toMatch(/^ {4}tcp_nopush on;$/m);
  });

  it('keys pages on every query parameter they read', () => {
    const pageKeys = shipped.match(/\(\?:\(\?:(types\|[a-z_|]+)\)=/)?.[1].split('|') ?? [];
    const read = [
      ...newsQueryRewrites(),
      ...matchesQueryRewrites(),
      ...rankingQueryRewrites(),
      ...teamsQueryRewrites(),
      ...channelQueryRewrites(),
    ].flatMap((rewrite) => rewrite.has.map((condition) => condition.key));
    // And Next's router's.
    for (const key of [...read, '_rsc']) expect(pageKeys, key).toContain(key);
  });

  it('fills several instances in, leaving the comments that explain the placeholders as they are', () => {
    const stack = frontCacheConfig(4000, [4001, 4002], '/cache');
    // Then each again as a backup never counted out (why: deploy/nginx/render.mjs).
    expect(stack).toMatch(
      /^ {4}server 127\.0\.0\.1:4001 max_fails=1 fail_timeout=2s;\n {4}server 127\.0\.0\.1:4002 max_fails=1 fail_timeout=2s;\n {4}server 127\.0\.0\.1:4001 backup max_fails=0;\n {4}server 127\.0\.0\.1:4002 backup max_fails=0;$/m,
    );
    // One instance: nothing to fall back on.
    expect(filled).toMatch(/^ {4}server 127\.0\.0\.1:4001 max_fails=1 fail_timeout=2s;\n {4}keepalive/m);
    expect(stack).toContain(
      '# @UPSTREAMS@: one `server address:port max_fails=1 fail_timeout=2s;` line per app instance',
    );
  });

  it('holds the live streams itself (nchan), unstored, published to only from the instances', () => {
    const live = shipped.match(/location ~ "\^\/api\/live\/matches\/.*?" \{([^}]*)\}/)?.[1] ?? '';
    expect(live).toContain('nchan_subscriber eventsource;');
    expect(live).toContain('add_header Cache-Control "no-store, no-transform" always;');
    // A ping keeps an idle stream open as often as the app's own route would.
    expect(Number(live.match(/nchan_eventsource_ping_interval (\d+);/)?.[1]) * 1000).toBe(HEARTBEAT_MS);
    // The security headers the server adds elsewhere, which a location's own add_header drops.
    for (const { key } of securityHeaders) expect(live, key).toContain(`add_header ${key} $club_site_`);
    const publisher = filled.slice(filled.lastIndexOf('server {'));
    expect(publisher).toContain('nchan_publisher http;');
    expect(publisher).toMatch(/^ {8}allow 127\.0\.0\.1;\n {8}allow unix:;\n {8}deny all;$/m);
    // Subscribers and publisher name the same channel.
    const channel = /nchan_channel_id (\S+);/;
    expect(live.match(channel)?.[1]).toBe(publisher.match(channel)?.[1]);
  });

  it("serves the browser files from its folder, by default this checkout's build", () => {
    expect(filled).toContain(`alias ${path.resolve('.next', 'static')}/;`);
    expect(frontCacheConfig(4000, [4001], '/cache', { staticDir: '/srv/static' })).toContain(
      'alias /srv/static/;',
    );
  });

  it('lets each kept-alive connection go before the server on its other end closes it', () => {
    // A POST sent on a connection closing at that moment is a 502: nginx passes on no POST it
    // sent. The instances (Node's keep-alive timeout), the front (tls.conf's upstream).
    const block = (conf: string, name: string) => conf.match(new RegExp(`upstream ${name} \\{[^}]*\\}`))![0];
    const seconds = (text: string, indent = ' {4}') =>
      Number(text.match(new RegExp(`^${indent}keepalive_timeout (\\d+)s;`, 'm'))?.[1] ?? 60);
    const nodeKeepAliveMs = createServer().keepAliveTimeout;
    expect(seconds(block(shipped, 'club_site_app')) * 1000).toBeLessThan(nodeKeepAliveMs);
    const tls = readFileSync('deploy/nginx/tls.conf', 'utf8');
    expect(seconds(block(tls, 'club_site_front'))).toBeLessThan(seconds(shipped, ''));
    // The gate is one hop inside the same nginx, whose reload closes the old workers' idle ones.
    expect(block(shipped, 'club_site_gate')).not.toMatch(/^ *keepalive /m);
  });

  it('leaves no placeholder unfilled', () => {
    const directives = filled.split('\n').filter((line) => !line.trimStart().startsWith('#'));
    expect(directives.join('\n')).not.toMatch(/@[A-Z_]+@/);
  });
});
