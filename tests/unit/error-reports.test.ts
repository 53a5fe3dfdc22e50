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
  receiver.envelopes.length = 0;
});

async function freshLog() {
  const { log } = await import('../../lib/log/logger');
  const { flushErrorReports } = await import('../../lib/log/error-reports');
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
  });
});
