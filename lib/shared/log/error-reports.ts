import type { ErrorEvent } from '@sentry/node';
import { withoutPersonalData } from './personal-data';

/**
 * Server errors to Sentry (or a service that speaks its protocol, GlitchTip) when SENTRY_DSN
 * is set, through Sentry's public Node SDK (`@sentry/node`). Loaded on the first report, and
 * only with a DSN: a site without one never loads it. Set up for error reports alone: no
 * default integrations (no request, console, HTTP or module instrumentation), no OpenTelemetry
 * tracer, no runtime module hooks. The log decides what is an error (every line at level
 * error or above, lib/shared/log/logger.ts), and this sends it with the stack, the route and the
 * request id. No request, user, body or breadcrumb is sent, and texts are scrubbed like the
 * log's. The stack's files and lines are the sources' (the release's server runs with
 * `--enable-source-maps` on the source maps it ships: deploy/systemd/club-site@.service).
 */
type Sdk = typeof import('@sentry/node');

// One SDK per process, though the server's code and each route's are bundled apart.
const shared = globalThis as { [key: symbol]: Promise<Sdk | null> | undefined };
const startedKey = Symbol.for('club-site.error-reports');
const sending = new Set<Promise<unknown>>();

async function start(dsn: string | undefined): Promise<Sdk | null> {
  if (!dsn) return null;
  const sentry = await import('@sentry/node');
  sentry.init({
    dsn,
    release: process.env.NEXT_PUBLIC_BUILD_ID,
    environment: process.env.NODE_ENV,
    defaultIntegrations: false,
    integrations: [sentry.dedupeIntegration(), sentry.linkedErrorsIntegration()],
    enableOpenTelemetrySetup: false,
    enableRuntimeChannelInjection: false,
    beforeBreadcrumb: () => null,
    beforeSend: scrubbed,
  });
  return sentry;
}

// Read when the first error is reported, from the environment lib/shared/env/index.ts validated at start.
const sdk = (): Promise<Sdk | null> => (shared[startedKey] ??= start(process.env.SENTRY_DSN));

function scrubbed(event: ErrorEvent): ErrorEvent {
  if (event.message) event.message = withoutPersonalData(event.message);
  for (const exception of event.exception?.values ?? []) {
    if (exception.value) exception.value = withoutPersonalData(exception.value);
  }
  delete event.request;
  delete event.user;
  delete event.breadcrumbs;
  return event;
}

/** What a report says besides the error: strings only, such as the route and the request id. */
export type ReportTags = Record<string, string | undefined>;

/** Reports an error (or a message logged at error level) when SENTRY_DSN is set; otherwise nothing. */
export function reportError(error: unknown, message: string | undefined, tags: ReportTags): void {
  if (!process.env.SENTRY_DSN && !shared[startedKey]) return;
  const definedTags = Object.fromEntries(Object.entries(tags).filter(([, value]) => value !== undefined));
  const report = sdk()
    .then((sentry) => {
      if (!sentry) return;
      if (error instanceof Error)
        sentry.captureException(error, {
          tags: definedTags,
          extra: message ? { message: withoutPersonalData(message) } : {},
        });
      else if (message)
        sentry.captureMessage(withoutPersonalData(message), { level: 'error', tags: definedTags });
    })
    // A report that cannot be made must never become an error of its own.
    .catch(() => undefined)
    .finally(() => sending.delete(report));
  sending.add(report);
}

/** Waits (at most `timeoutMs`) until the reports made so far are sent: tests, and a server stopping. */
export async function flushErrorReports(timeoutMs = 2_000): Promise<boolean> {
  await Promise.all(sending);
  const sentry = await shared[startedKey];
  return sentry ? sentry.flush(timeoutMs) : true;
}
