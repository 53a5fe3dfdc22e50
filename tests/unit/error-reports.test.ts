import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startEnvelopeReceiver } from '../support/envelope-receiver';

/**
 * Errors logged at error level reach Sentry when SENTRY_DSN is set, through a stand-in
 * receiver on a loopback port: with the error and the route, without personal data.
 */
let receiver: Awaited<ReturnType<typeof startEnvelopeReceiver>>;
beforeAll(async () => {
  receiver = await startEnvelopeReceiver();
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await receiver.close();
});
beforeEach(() => {
  // Each test gets the log as a fresh server start would, reading SENTRY_DSN anew.
  vi.resetModules();
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('club-site.error-reports')];
  receiver.envelopes.length = 0;
});

async function freshLog() {
  const { log } = await import('../../lib/shared/log/logger');
  const { flushErrorReports } = await import('../../lib/shared/log/error-reports');
  return { log, flushErrorReports };
}

describe('error reports', () => {
  it('sends nothing without SENTRY_DSN', async () => {
    vi.stubEnv('SENTRY_DSN', undefined);
    const { log, flushErrorReports } = await freshLog();
    log.error({ err: new Error('the database went away'), route: '/api/forms/contact' }, 'failed');
    await flushErrorReports();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.envelopes).toHaveLength(0);
  });

  it('sends an error logged at error level, with its route and without personal data', async () => {
    vi.stubEnv('SENTRY_DSN', receiver.dsn);
    const { log, flushErrorReports } = await freshLog();
    const error = new Error(
      'Failed query: insert into "contact_messages" values (?, ?)\nparams: Zelda-Quux,zq@example.org',
    );
    log.error({ err: error, route: '/api/forms/contact', requestId: 'req-12345678' }, 'storing failed');
    log.warn({ err: new Error('a warning is not an error report') }, 'only a warning');
    expect(await flushErrorReports(5_000)).toBe(true);
    const envelopes = await receiver.received(1);
    expect(envelopes).toHaveLength(1);
    const [envelope] = envelopes;
    expect(envelope).toContain('Failed query');
    expect(envelope).toContain('"route":"/api/forms/contact"');
    expect(envelope).toContain('"requestId":"req-12345678"');
    expect(envelope).not.toMatch(/Zelda|zq@example/);
    expect(envelope).not.toContain('a warning is not an error report');
    // Sent by Sentry's public Node SDK, not a client assembled from its internals.
    expect(envelope).toMatch(/"sdk":\{[^}]*"name":"sentry\.javascript\.node"/);
  });
});

describe("Next's onRequestError (instrumentation.ts)", () => {
  it('logs a failed request with its digest, route and kind, and reports it', async () => {
    vi.stubEnv('SENTRY_DSN', receiver.dsn);
    vi.stubEnv('NEXT_RUNTIME', 'nodejs');
    const { onRequestError } = await import('../../instrumentation');
    const { flushErrorReports } = await import('../../lib/shared/log/error-reports');
    const error = Object.assign(new Error('the news list failed for zq@example.org'), {
      digest: '2893546717',
    });
    await onRequestError(
      error,
      { path: '/en/news?q=zq@example.org', method: 'GET', headers: { 'x-request-id': 'req-87654321' } },
      {
        routerKind: 'App Router',
        routePath: '/[lang]/news',
        routeType: 'render',
        revalidateReason: undefined,
      },
    );
    await flushErrorReports(5_000);
    const [envelope] = await receiver.received(1);
    expect(envelope).toContain('the news list failed');
    expect(envelope).toContain('"route":"/[lang]/news"');
    expect(envelope).toContain('"kind":"render"');
    expect(envelope).toContain('"digest":"2893546717"');
    expect(envelope).toContain('"requestId":"req-87654321"');
    expect(envelope).not.toContain('zq@example');
  });
});
