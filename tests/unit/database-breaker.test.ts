import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHungServer } from '../support/hung-server';
import { circuitBreaker } from '@/lib/shared/resilience/circuit-breaker.mjs';
import {
  DATABASE_READ_DEADLINE_MS,
  databaseBreaker,
  DatabaseUnavailable,
  guardDatabase,
  readDeadline,
} from '@/lib/shared/resilience/database';
import { DATABASE_PROBE_TIMEOUT_MS, probeDatabase } from '@/lib/shared/resilience/database-probe';

/** A PostgreSQL that accepts connections and never answers, as a frozen (SIGSTOP) one does. */
const hung = useHungServer();
afterEach(() => databaseBreaker().succeeded());

const unreachable = () => Object.assign(new Error('connect'), { code: 'ECONNREFUSED' });

describe('database reads while the database is known to be down', () => {
  it('are refused at once, without asking the pool, once a read could not reach it', async () => {
    await expect(guardDatabase(() => Promise.reject(unreachable()))).rejects.toBeInstanceOf(
      DatabaseUnavailable,
    );
    const read = vi.fn(async () => 'rows');
    const started = performance.now();
    await expect(guardDatabase(read)).rejects.toBeInstanceOf(DatabaseUnavailable);
    expect(read).not.toHaveBeenCalled();
    expect(performance.now() - started).toBeLessThan(20);
    expect(databaseBreaker().troubled()).toBe(true);
  });

  it('go through again once the breaker closes, and another error is not counted as an outage', async () => {
    databaseBreaker().succeeded();
    await expect(guardDatabase(async () => 'rows')).resolves.toBe('rows');
    await expect(guardDatabase(() => Promise.reject(new Error('syntax error')))).rejects.toThrow(
      'syntax error',
    );
    expect(databaseBreaker().state()).toBe('closed');
  });
});

describe("a visitor's read of a database that hangs", () => {
  it('gives up at its deadline, and the reads after it are refused at once', async () => {
    const started = performance.now();
    await expect(guardDatabase(() => new Promise(() => {}), { deadlineMs: 200 })).rejects.toBeInstanceOf(
      DatabaseUnavailable,
    );
    expect(performance.now() - started).toBeLessThan(400);
    expect(databaseBreaker().state()).toBe('open');
  });

  it('has one on PostgreSQL at request time, short enough for a 2 s answer; none while building or on SQLite', () => {
    expect(readDeadline('postgres://club@db/club', undefined)).toBe(DATABASE_READ_DEADLINE_MS);
    expect(DATABASE_READ_DEADLINE_MS).toBeLessThanOrEqual(1_500);
    expect(readDeadline('postgres://club@db/club', 'phase-production-build')).toBeUndefined();
    expect(readDeadline('file:./data/club.db', undefined)).toBeUndefined();
  });
});

describe('a failure of a call that started before the probe found the service back', () => {
  it('does not open the breaker again (it met the outage that already ended)', () => {
    let clock = 0;
    const breaker = circuitBreaker({ failureThreshold: 1, openMs: 100, now: () => clock });
    breaker.failed();
    expect(breaker.state()).toBe('open');
    clock = 100;
    expect(breaker.allows()).toBe(true);
    // A read that began at 50, during the outage, fails only now.
    clock = 120;
    breaker.failed(50);
    expect(breaker.state()).toBe('closed');
    expect(breaker.troubled()).toBe(true);
    // A read that began after the close and failed is a new outage.
    breaker.failed(110);
    expect(breaker.state()).toBe('open');
  });
});

describe('the database probe', () => {
  it('gives up on a server that accepts and never answers within its bound, on a connection of its own', async () => {
    const port = hung.port();
    const started = performance.now();
    await expect(probeDatabase(`postgres://club@127.0.0.1:${port}/club`)).rejects.toThrow();
    const ms = performance.now() - started;
    expect(ms).toBeGreaterThanOrEqual(DATABASE_PROBE_TIMEOUT_MS - 50);
    expect(ms).toBeLessThan(DATABASE_PROBE_TIMEOUT_MS + 500);
    // Its connection is not left open behind it.
    await vi.waitFor(() => expect(hung.openConnections()).toBe(0), { timeout: 1_000 });
  });

  it('fails at once on a refused connection, and finds a SQLite file that is there', async () => {
    await expect(probeDatabase('postgres://club@127.0.0.1:1/club')).rejects.toThrow();
    await expect(probeDatabase('file:./package.json')).resolves.toBeUndefined();
    await expect(probeDatabase('file:./no-such-folder/club.db')).rejects.toThrow();
  });
});
