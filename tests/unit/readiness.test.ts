import { describe, expect, it } from 'vitest';
import { failureReason, firstFailure, readinessOf } from '@/lib/server/health/checks';
import { TimeoutError, withTimeout } from '@/lib/shared/resilience/circuit-breaker.mjs';

describe('readiness', () => {
  it('is ready when every check passes, each with its time in ms', async () => {
    const answer = await readinessOf(
      { database: async () => ({ ok: true }), migrations: async () => ({ ok: true }) },
      1_000,
      withTimeout,
    );
    expect(answer.status).toBe('ready');
    expect(Object.keys(answer.checks)).toEqual(['database', 'migrations']);
    expect(answer.checks.database.ok).toBe(true);
    expect(typeof answer.checks.database.ms).toBe('number');
    expect(firstFailure(answer)).toBeUndefined();
  });

  it('is not ready when one check fails, throws or hangs, and names the first that did', async () => {
    const started = performance.now();
    const answer = await readinessOf(
      {
        database: async () => ({ ok: true }),
        migrations: async () => ({ ok: false, reason: '1 committed migration(s) not applied' }),
        redis: () => new Promise(() => {}),
        objectStore: async () => {
          throw Object.assign(new Error('connect ECONNREFUSED 10.0.0.9:9000'), { code: 'ECONNREFUSED' });
        },
      },
      100,
      withTimeout,
    );
    // Every check runs at once, each within its bound.
    expect(performance.now() - started).toBeLessThan(500);
    expect(answer.status).toBe('not ready');
    expect(answer.checks.redis).toMatchObject({ ok: false, reason: 'no answer in time' });
    expect(answer.checks.objectStore).toMatchObject({ ok: false, reason: 'connection refused' });
    expect(firstFailure(answer)).toMatch(/^migrations: 1 committed migration\(s\) not applied \(\d+ ms\)$/);
  });

  it('never shows a server’s own message: it may hold an address, a user or a connection string', () => {
    const leaky = new Error(
      'password authentication failed for user "club" at postgres://club:secret@db/club',
    );
    expect(failureReason(leaky)).toBe('failed');
    expect(failureReason(Object.assign(leaky, { code: '28P01' }))).toBe('failed (28P01)');
    expect(failureReason(new TimeoutError('PING', 300))).toBe('no answer in time');
    expect(failureReason(Object.assign(new Error('x'), { name: 'NotFound' }))).toBe('failed (NotFound)');
    expect(failureReason(Object.assign(new Error('x'), { code: 'postgres://club:secret@db' }))).toBe(
      'failed',
    );
  });
});
