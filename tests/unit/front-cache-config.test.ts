import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FRONT_BODY_LIMIT_MB, UPLOAD_LIMIT_MB, uploadTooLarge } from '@/lib/cms/uploads/upload-limit';
import { matchesQueryRewrites, newsQueryRewrites, rankingQueryRewrites } from '@/lib/i18n/rewrites.mjs';
import { securityHeaders } from '@/lib/http/security-headers.mjs';
import { HEARTBEAT_MS } from '@/lib/live/event-stream';
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

  it('keys pages on every query parameter they read', () => {
    const pageKeys = shipped.match(/\(\?:\(\?:(types\|[a-z_|]+)\)=/)?.[1].split('|') ?? [];
    const read = [...newsQueryRewrites(), ...matchesQueryRewrites(), ...rankingQueryRewrites()].flatMap(
      (rewrite) => rewrite.has.map((condition) => condition.key),
    );
    // The videos channel (lib/videos/filters.ts), the teams page, and Next's router.
    for (const key of [...read, 'player', 'tag', 'team', '_rsc']) expect(pageKeys, key).toContain(key);
  });

  it('fills several instances in, leaving the comments that explain the placeholders as they are', () => {
    const stack = frontCacheConfig(4000, [4001, 4002], '/cache');
    expect(stack).toMatch(
      /^ {4}server 127\.0\.0\.1:4001 max_fails=1 fail_timeout=2s;\n {4}server 127\.0\.0\.1:4002 max_fails=1 fail_timeout=2s;$/m,
    );
    expect(stack).toContain(
      '# @UPSTREAMS@: one `server address:port max_fails=1 fail_timeout=2s;` line per app instance',
    );
  });

  it('passes the live streams on unbuffered and unstored, the only place a read may wait long', () => {
    const live = shipped.match(/location \^~ \/api\/live\/ \{([^}]*)\}/)?.[1] ?? '';
    expect(live).toContain('proxy_cache off;');
    expect(live).toContain('proxy_buffering off;');
    // The app's heartbeat keeps an idle stream well within the front's wait.
    const readTimeoutS = Number(live.match(/proxy_read_timeout (\d+)s;/)?.[1]);
    expect(HEARTBEAT_MS * 2).toBeLessThanOrEqual(readTimeoutS * 1000);
    // Everywhere else a read waits at most 30 s, and answers are buffered and cacheable.
    expect(shipped.match(/proxy_read_timeout/g)).toHaveLength(2);
    expect(shipped.match(/proxy_buffering off/g)).toHaveLength(1);
  });

  it('leaves no placeholder unfilled', () => {
    const directives = filled.split('\n').filter((line) => !line.trimStart().startsWith('#'));
    expect(directives.join('\n')).not.toMatch(/@[A-Z_]+@/);
  });
});
