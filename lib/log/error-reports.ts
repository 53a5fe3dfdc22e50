import {
  captureException,
  captureMessage,
  createStackParser,
  createTransport,
  dedupeIntegration,
  flush,
  getClient,
  linkedErrorsIntegration,
  setCurrentClient,
  type ErrorEvent,
} from '@sentry/core';
import { ServerRuntimeClient, nodeStackLineParser } from '@sentry/core/server';
import { withoutPersonalData } from './personal-data';

/**
 * Server errors to Sentry (or a service that speaks its protocol) when SENTRY_DSN is set.
 * `@sentry/core`'s server client, the one `@sentry/node` and `@sentry/nextjs` build on,
 * without their OpenTelemetry instrumentation and build plugin: the log decides what is
 * an error (every line at level error or above, lib/log/logger.ts), and this sends it
 * with the stack, the route and the request id. No request, user, body or breadcrumb is
 * sent, and texts are scrubbed like the log's.
 */
// One client per process, though the server's code and each route's are bundled apart.
const shared = globalThis as { [key: symbol]: boolean | undefined };
const startedKey = Symbol.for('club-site.error-reports');

function start(dsn: string | undefined): boolean {
  if (!dsn) return false;
  const client = new ServerRuntimeClient({
    dsn,
    release: process.env.NEXT_PUBLIC_BUILD_ID,
    environment: process.env.NODE_ENV,
    platform: 'node',
    runtime: { name: 'node', version: process.version },
    sendDefaultPii: false,
    traceLifecycle: 'static',
    integrations: [dedupeIntegration(), linkedErrorsIntegration()],
    stackParser: createStackParser(nodeStackLineParser()),
    transport: (options) =>
      createTransport(options, async (request) => {
        const response = await fetch(options.url, {
          method: 'POST',
          body: request.body as BodyInit,
          headers: options.headers,
          signal: AbortSignal.timeout(5_000),
        });
        return {
          statusCode: response.status,
          headers: {
            'retry-after': response.headers.get('retry-after'),
            'x-sentry-rate-limits': response.headers.get('x-sentry-rate-limits'),
          },
        };
      }),
    beforeSend: scrubbed,
  });
  setCurrentClient(client);
  client.init();
  return true;
}

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
  // Read when the first error is reported, from the environment lib/env/index.ts validated at start.
  shared[startedKey] ??= start(process.env.SENTRY_DSN);
  if (!shared[startedKey]) return;
  const definedTags = Object.fromEntries(Object.entries(tags).filter(([, value]) => value !== undefined));
  if (error instanceof Error)
    captureException(error, {
      tags: definedTags,
      extra: message ? { message: withoutPersonalData(message) } : {},
    });
  else if (message) captureMessage(withoutPersonalData(message), { level: 'error', tags: definedTags });
}

/** Waits (at most `timeoutMs`) until the reports made so far are sent: tests, and a server stopping. */
export async function flushErrorReports(timeoutMs = 2_000): Promise<boolean> {
  return getClient() ? flush(timeoutMs) : true;
}
