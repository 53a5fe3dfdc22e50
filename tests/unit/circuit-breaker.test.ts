import { describe, expect, it, vi } from 'vitest';
import { useHungServer } from '../support/hung-server';
import { rateLimiter } from '@/lib/shared/rate-limit';
import { DatabaseUnavailable, isUnreachable } from '@/lib/shared/resilience/database';
import { circuitBreaker, TimeoutError, withTimeout } from '@/lib/shared/resilience/circuit-breaker.mjs';
import {
  REDIS_COMMAND_TIMEOUT_MS,
  REDIS_CONNECT_TIMEOUT_MS,
} from '@/lib/shared/resilience/guarded-redis.mjs';

describe('circuit breaker', () => {
  it('opens after the threshold of failures in a row, and a success in between resets the count', () => {
    const breaker = circuitBreaker({ failureThreshold: 3, probe: async () => {} });
    breaker.failed();
    breaker.failed();
    breaker.succeeded();
    breaker.failed();
    breaker.failed();
    expect(breaker.allows()).toBe(true);
    expect(breaker.troubled()).toBe(true);
    breaker.failed();
    expect(breaker.state()).toBe('open');
    expect(breaker.allows()).toBe(false);
  });

  it('while open, probes on a timer of its own once per period and closes when the probe answers', async () => {
    vi.useFakeTimers();
    try {
      let answering = false;
      let probes = 0;
      const events: string[] = [];
      const breaker = circuitBreaker({
        failureThreshold: 1,
        openMs: 1_000,
        probe: async () => {
          probes += 1;
          if (!answering) throw new Error('still down');
        },
        onOpen: () => events.push('open'),
        onClose: () => events.push('close'),
      });
      breaker.failed();
      await vi.advanceTimersByTimeAsync(999);
      expect(probes).toBe(0);
      // Callers never wait for the probe: they keep using their fallback meanwhile.
      expect(breaker.allows()).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(probes).toBe(1);
      expect(breaker.state()).toBe('open');
      await vi.advanceTimersByTimeAsync(500);
      expect(probes).toBe(1);
      expect(breaker.allows()).toBe(false);
      answering = true;
      // The probe alone finds the service back.
      await vi.advanceTimersByTimeAsync(500);
      expect(probes).toBe(2);
      expect(breaker.state()).toBe('closed');
      expect(breaker.allows()).toBe(true);
      expect(events).toEqual(['open', 'close']);
      // Still troubled for a period: a call refused before the probe may end after it.
      expect(breaker.troubled()).toBe(true);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(breaker.troubled()).toBe(false);
      await vi.advanceTimersByTimeAsync(5_000);
      expect(probes).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('without a probe of its own closes after a period, and the next failure opens it again', () => {
    let clock = 0;
    const breaker = circuitBreaker({ failureThreshold: 1, openMs: 100, now: () => clock });
    breaker.failed();
    clock = 99;
    expect(breaker.allows()).toBe(false);
    clock = 100;
    expect(breaker.allows()).toBe(true);
    expect(breaker.state()).toBe('closed');
    breaker.failed();
    clock = 150;
    expect(breaker.allows()).toBe(false);
    clock = 200;
    expect(breaker.allows()).toBe(true);
  });

  it('bounds a promise that never settles', async () => {
    const started = Date.now();
    await expect(withTimeout(new Promise(() => {}), 50, 'a hung call')).rejects.toBeInstanceOf(TimeoutError);
    expect(Date.now() - started).toBeLessThan(500);
  });
});

/** A Redis that accepts connections and never answers, as a frozen (SIGSTOP) one does. */
const hung = useHungServer();

describe('a rate limit against a Redis that never answers', () => {
  it('answers from its own memory within the bound, then at once without asking Redis', async () => {
    const address = { port: hung.port() };
    const allow = rateLimiter({ limit: 2, windowMs: 60_000 }, `redis://127.0.0.1:${address.port}`);
    const timed = async () => {
      const started = performance.now();
      const allowed = await allow('visitor');
      return { allowed, ms: performance.now() - started };
    };
    const first = await timed();
    expect(first.ms).toBeLessThan(REDIS_CONNECT_TIMEOUT_MS + REDIS_COMMAND_TIMEOUT_MS + 200);
    const second = await timed();
    const third = await timed();
    // The limit still holds, counted in memory.
    expect([first.allowed, second.allowed, third.allowed]).toEqual([true, true, false]);
    // Three failures opened the breaker: Redis is no longer asked.
    const fourth = await timed();
    expect(fourth.allowed).toBe(false);
    expect(fourth.ms).toBeLessThan(20);
    // Each failed connection was torn down, not left holding queued commands.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(hung.openConnections()).toBe(0);
  }, 10_000);
});

describe('what counts as an unreachable database', () => {
  it('connection failures and timeouts anywhere along the causes, not a query the database refused', () => {
    const timeout = new Error('timeout exceeded when trying to connect');
    expect(isUnreachable(new Error('Failed query: select 1', { cause: timeout }))).toBe(true);
    expect(isUnreachable(new Error('Query read timeout'))).toBe(true);
    expect(isUnreachable(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isUnreachable(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(true);
    expect(isUnreachable(new DatabaseUnavailable())).toBe(true);
    expect(isUnreachable(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
    expect(isUnreachable(new Error('NEXT_NOT_FOUND'))).toBe(false);
  });
});
