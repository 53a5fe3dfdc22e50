import { execSync } from 'node:child_process';
import path from 'node:path';
import { withPayload } from '@payloadcms/next/withPayload';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { addCompileHints } from './lib/shared/build/compile-hints.mjs';
import { waitForDatabase } from './lib/shared/build/database-gate.mjs';
import { readPathSegmentsForBuild } from './lib/shared/build/path-segments.mjs';
import { builtPathSegment, builtPreviousPathSegments } from './lib/domain/club/path-segment.mjs';
import {
  adminPolicy,
  apiPolicy,
  filePolicy,
  publicPolicy,
} from './lib/shared/http/content-security-policy.mjs';
import { securityHeaders } from './lib/shared/http/security-headers.mjs';
import {
  channelQueryRewrites,
  clubSegmentRedirects,
  localizedRewrites,
  matchesQueryRewrites,
  newsQueryRewrites,
  rankingQueryRewrites,
  teamsQueryRewrites,
} from './lib/domain/i18n/rewrites';
import { pathnamesFor } from './lib/domain/screens/registry';

// Messages are compiled at build time, so browsers get no ICU message parser.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/domain/i18n/request.ts',
  experimental: {
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
});

/**
 * One id per build, known to the server and baked into the client, so an open
 * page can notice that a newer build is live (SPEC §4 build freshness). It must
 * not change between the build's workers, which each load this file:
 * scripts/build-if-stale.ts sets BUILD_ID once; a bare `next build` uses the commit.
 */
function commitId() {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'local';
  }
}
const buildId = process.env.BUILD_ID ?? commitId();

/**
 * Next's cache: on this process's disk by default; several app instances share one in
 * Redis or Valkey (docs/several-servers.md "Running on several servers"), so a publish expires a page on
 * all of them. Which of the two is chosen when a server starts, from REDIS_URL
 * (lib/shared/cache/cache-handler.mjs), so a release built once runs either way. Next's
 * per-process memory cache would keep a page another instance expired, hence size 0; the
 * disk handler keeps its own. Both keep nothing for pages and reads about what does not
 * exist (lib/shared/cache/keep-policy.mjs).
 */
const cache = {
  // Next loads it by path; the config is compiled to CommonJS, where there is no import.meta.
  cacheHandler: path.resolve(process.cwd(), 'lib/shared/cache/cache-handler.mjs'),
  cacheMaxMemorySize: 0,
};

/**
 * `npm run release` (scripts/release.ts) builds Next's standalone server: the server and
 * only the files of node_modules it uses, started with `node server.js`. The demo's and
 * the tests' builds stay as they are, for `next start`. A release is built from a checked
 * tree (`npm test` runs tsc first), so its build skips Next's second type check (≈ 1 min),
 * and so does the demo's (SKIP_NEXT_TYPE_CHECK=1, scripts/demo.ts): a newcomer's first page
 * waits for no check that the test command makes anyway.
 */
const release = process.env.NEXT_OUTPUT === 'standalone';
const output = release ? 'standalone' : undefined;
const skipTypeCheck = release || process.env.SKIP_NEXT_TYPE_CHECK === '1';

/**
 * The club's `{club}` path segment (Club settings) is compiled into the router's rewrites,
 * next-intl's pathnames and every link, server and browser alike: a build reads it, and the
 * club's earlier ones, from its database first (lib/shared/build/path-segments.mjs), and the routes
 * are derived from it then. At `next start` the built routes are used as they are.
 */
function clubRoutes(phase: string) {
  if (phase === PHASE_PRODUCTION_BUILD || phase === PHASE_DEVELOPMENT_SERVER) readPathSegmentsForBuild();
  const pathSegment = builtPathSegment();
  const table = pathnamesFor(pathSegment);
  return {
    pathSegment,
    redirects: clubSegmentRedirects(builtPreviousPathSegments(), pathSegment),
    rewrites: [
      ...newsQueryRewrites(table),
      ...matchesQueryRewrites(table),
      ...rankingQueryRewrites(table),
      ...teamsQueryRewrites(table),
      ...channelQueryRewrites(table),
      ...localizedRewrites(table),
    ],
  };
}

const nextConfig = (routes: ReturnType<typeof clubRoutes>): NextConfig => ({
  ...cache,
  // A copy of a build in another folder (the restore test's), where lib/shared/cache/site-cache.mjs
  // also looks for the file cache. A release is built into `.next` (scripts/release.ts).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  output,
  // A release's server traces files the code reads at run time from the project folder; the
  // earlier releases kept in `release/` are never among them (each release carried the last).
  outputFileTracingExcludes: { '*': ['release/**'] },
  typescript: { ignoreBuildErrors: skipTypeCheck },
  generateBuildId: async () => buildId,
  // Compiled into server and browser code alike (lib/domain/club/path-segment.mjs reads it).
  env: { NEXT_PUBLIC_BUILD_ID: buildId, CLUB_PATH_SEGMENT: routes.pathSegment },
  poweredByHeader: false,
  compiler: {
    // Before the pages are prerendered, so every later step serves the hinted chunks.
    runAfterProductionCompile: async ({ distDir }) => {
      addCompileHints(distDir);
      // Next reads the database from here on; the demo's seed may still be running.
      await waitForDatabase();
    },
  },
  // Next hashes the whole page in JavaScript on every response to send an ETag: half of
  // its CPU time on a cached 116 KB page (measured 374 -> 749 req/s on /en without it).
  // What it bought was a 304 for a browser reloading a page it holds; a cached page is
  // 17 KB gzip. Link navigations fetch RSC payloads, which carried no ETag anyway.
  generateEtags: false,
  reactStrictMode: true,
  images: {
    formats: ['image/avif', 'image/webp'],
    // Only the CMS's files: any other path (`/_next/image?url=/etc/passwd`) is a 400, where
    // the optimizer fetched it through the site, met a redirect and answered 500.
    localPatterns: [{ pathname: '/api/media/file/**' }],
  },
  async redirects() {
    return routes.redirects;
  },
  async rewrites() {
    return { beforeFiles: routes.rewrites, afterFiles: [], fallback: [] };
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      {
        source: '/((?!admin(?:/|$)|api(?:/|$)).*)',
        headers: [{ key: 'Content-Security-Policy', value: publicPolicy(process.env.NEXT_PUBLIC_GTM_ID) }],
      },
      { source: '/admin/:path*', headers: [{ key: 'Content-Security-Policy', value: adminPolicy }] },
      {
        source: '/api/((?!media/file/).*)',
        headers: [{ key: 'Content-Security-Policy', value: apiPolicy }],
      },
      // Set before Payload answers, so it replaces the policy Payload gives SVG files alone.
      { source: '/api/media/file/:path*', headers: [{ key: 'Content-Security-Policy', value: filePolicy }] },
    ];
  },
});

/**
 * Payload asks for the browser's colour scheme on every path (Accept-CH, Critical-CH and
 * Vary on `/:path*`) so that its admin renders in the right theme. On the public site
 * Critical-CH made Chrome fetch every first page twice (an internal 307 retry with the
 * hint: one more round trip before anything paints, 150 ms in Lighthouse's mobile
 * model), and the Vary would split every cache's copy of a page in two. Admin only.
 */
function clientHintsForAdminOnly(config: NextConfig): NextConfig {
  const payloadHeaders = config.headers;
  return {
    ...config,
    async headers() {
      return ((await payloadHeaders?.()) ?? []).map((rule) =>
        rule.headers.some((header) => header.key === 'Critical-CH')
          ? { ...rule, source: '/admin/:path*' }
          : rule,
      );
    },
  };
}

export default async function config(phase: string): Promise<NextConfig> {
  const routes = clubRoutes(phase);
  return clientHintsForAdminOnly(
    withPayload(withNextIntl(nextConfig(routes)), { devBundleServerPackages: false }),
  );
}
