import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * Server configuration, read once from the environment and validated at start-up.
 * Every variable has a safe local default so `npm run demo` works on a fresh clone;
 * a production server must set PAYLOAD_SECRET and SITE_URL (docs/operations.md "Going live").
 */
const schema = z.object({
  // Marks the demo and the tests (their scripts set it): they may run a production build
  // on the local defaults, which a club's server must never do.
  DEMO: z
    .enum(['0', '1'], 'DEMO must be 1 (the demo and the tests) or 0')
    .default('0')
    .transform((value) => value === '1'),
  // The demo's simulated live match (lib/cms/jobs/demo-live-match.ts): on by default in the demo,
  // off where a steady demo is wanted (the end-to-end tests' server).
  DEMO_LIVE_MATCH: z
    .enum(['0', '1'], 'DEMO_LIVE_MATCH must be 1 (play the demo match) or 0')
    .default('1')
    .transform((value) => value === '1'),
  DATABASE_URL: z
    .string()
    .regex(/^(file:|postgres(ql)?:\/\/)/, 'DATABASE_URL must start with file: or postgres://')
    .default('file:./data/club.db'),
  PAYLOAD_SECRET: z.string().min(32, 'PAYLOAD_SECRET must be at least 32 characters').optional(),
  SITE_URL: z.url().default('http://localhost:3000'),
  // Other origins editors open the CMS admin from (comma-separated), e.g. an
  // internal address; the admin refuses session cookies from anywhere else.
  CMS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url())),
  MEDIA_DIR: z.string().min(1).default('./data/media'),
  // The port and address this instance listens on, as its service manager gives them to
  // Next's server (HOSTNAME is how `node server.js` reads LISTEN_ADDRESS): the jobs ticker
  // calls the instance itself there (lib/shared/http/own-origin.ts).
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  LISTEN_ADDRESS: z.string().min(1).optional(),
  HOSTNAME: z.string().min(1).optional(),
  // How many reverse proxies (the front cache, a TLS terminator) stand before the app and
  // append to X-Forwarded-For: the visitor's address is read that many hops back.
  TRUSTED_PROXIES: z.coerce.number().int().min(0).max(5).default(0),
  // Several servers: uploads in an S3-compatible bucket instead of MEDIA_DIR.
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // Several app instances: the Next cache they share (lib/shared/cache/shared-cache-handler.mjs).
  REDIS_URL: z
    .url()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
    .optional(),
  // The front's live publisher (nchan, deploy/nginx/club-site.conf), one URL per front
  // server, comma-separated: each saved match state is POSTed there, and the front streams
  // it to visitors itself. Unset (one process, no front), the app streams (app/api/live).
  LIVE_PUBLISH_URL: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url())),
  // League feeds (lib/cms/collections/LeagueFeeds) may be fetched from this machine or its
  // network, over plain http: for tests only. A club's server leaves it unset, so an address a
  // staff account types reaches the public internet over https and nothing else.
  LEAGUE_FEEDS_LOCAL: z
    .enum(['0', '1'], 'LEAGUE_FEEDS_LOCAL must be 1 (tests: feeds on loopback) or 0')
    .default('0')
    .transform((value) => value === '1'),
  NEXT_PUBLIC_GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]+$/, 'NEXT_PUBLIC_GTM_ID must look like GTM-XXXXXXX')
    .optional(),
  NEXT_PUBLIC_API_BASE_URL: z.string().min(1).optional(),
  // Confirmation and CMS password-reset e-mails (lib/domain/mail/smtp.ts). Without SMTP_HOST
  // they are written to the log instead of sent.
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASS: z.string().min(1).optional(),
  // The sender when the club has set none in Club settings (lib/domain/mail/smtp.ts `sender`).
  SMTP_FROM: z.string().min(3).optional(),
  // The bearer token Prometheus sends to GET /api/metrics; unset, the endpoint answers 404.
  METRICS_TOKEN: z.string().min(32, 'METRICS_TOKEN must be at least 32 characters').optional(),
  // The server's log (lib/shared/log): JSON lines on stdout from this level up.
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Server errors also go to Sentry (or a compatible service) at this DSN (lib/shared/log/error-reports.ts).
  SENTRY_DSN: z.url().optional(),
});

export type Env = z.infer<typeof schema> & { PAYLOAD_SECRET: string };

/** The variables this schema reads: docs/operations.md "Configuration" names each (a test checks). */
export const serverVariables = Object.keys(schema.shape);

/** The settings that are wrong, one line each: the server and every command stop with them. */
export class InvalidEnvironment extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment configuration:\n${problems.join('\n')}`);
    this.name = 'InvalidEnvironment';
  }
}

/**
 * Several app instances (a shared cache, REDIS_URL) must agree on what the local defaults
 * would make different per machine: the secret that signs CMS sessions (each host would
 * generate its own and refuse the others' logins) and the public origin.
 */
const sharedByInstances = ['PAYLOAD_SECRET', 'SITE_URL'] as const;

/**
 * A club's production server must be told both too: a generated secret would change with
 * the machine (a restore or a move logs every editor out and breaks preview links), and
 * the default origin is localhost, which would end up in canonical links, sitemaps and the
 * CMS's accepted origin. Only the demo and the tests (DEMO=1) run production on the defaults.
 */
const requiredInProduction = ['PAYLOAD_SECRET', 'SITE_URL'] as const;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = schema.safeParse(source);
  const keptComments = commentsKeptInValues(source);
  // A value with a kept comment is named once, with that reason: it is why the value fails.
  const explained = new Set(keptComments.map(({ name }) => name));
  const problems = parsed.success
    ? []
    : parsed.error.issues
        .filter((issue) => !explained.has(String(issue.path[0])))
        .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  const missing = new Map<string, string>();
  if (source.REDIS_URL) {
    for (const name of sharedByInstances) {
      missing.set(name, `several instances share REDIS_URL, so each must be given the same ${name}`);
    }
  }
  if (source.NODE_ENV === 'production' && source.DEMO !== '1') {
    for (const name of requiredInProduction) {
      if (!missing.has(name))
        missing.set(name, 'must be set with NODE_ENV=production (docs/operations.md "Going live")');
    }
  }
  for (const [name, reason] of missing) {
    if (!source[name]) problems.push(`  ${name}: ${reason}`);
  }
  problems.push(...keptComments.map(({ problem }) => problem));
  if (source.S3_BUCKET && !(source.S3_ACCESS_KEY_ID && source.S3_SECRET_ACCESS_KEY)) {
    problems.push('  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: S3_BUCKET needs both');
  }
  if (!parsed.success || problems.length > 0) {
    throw new InvalidEnvironment(problems);
  }
  return { ...parsed.data, PAYLOAD_SECRET: parsed.data.PAYLOAD_SECRET ?? localSecret() };
}

/** Settings whose value may hold a space before `#`: a password is whatever the mail provider gave. */
const mayHoldSpaceHash = new Set(['SMTP_PASS']);

/**
 * `SITE_URL=https://club.example   # the public address`: a shell drops the comment, but
 * systemd's EnvironmentFile= keeps it as part of the value, so the service and the
 * operator's commands would run on different settings (a 116-character secret, an invalid
 * URL). No other value of ours holds whitespace followed by `#`, so such a value is a
 * comment systemd kept. The value itself is not repeated: it may be the secret.
 */
export function commentsKeptInValues(
  source: Record<string, string | undefined>,
): { name: string; problem: string }[] {
  const problems = [];
  for (const name of serverVariables) {
    const comment = mayHoldSpaceHash.has(name) ? undefined : source[name]?.match(/\s(#.*)$/s)?.[1];
    if (comment === undefined) continue;
    problems.push({
      name,
      problem:
        `  ${name}: ends in "${comment}": a comment after the value? ` +
        'systemd keeps it as part of the value; put comments on lines of their own',
    });
  }
  return problems;
}

/**
 * Without PAYLOAD_SECRET (the demo, the tests, `next dev`), a random secret is generated
 * once and kept in the git-ignored data folder: never committed, stable across restarts
 * of this machine.
 */
function localSecret(): string {
  const file = path.resolve('data', '.payload-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export const env = parseEnv(process.env);
