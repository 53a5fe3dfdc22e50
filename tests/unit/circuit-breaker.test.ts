import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimiter } from '@/lib/forms/server/rate-limit';
import { DatabaseUnavailable, isUnreachable } from '@/lib/resilience/database';
import { circuitBreaker, TimeoutError, withTimeout } from '@/lib/resilience/circuit-breaker.mjs';
import { REDIS_COMMAND_TIMEOUT_MS, REDIS_CONNECT_TIMEOUT_MS } from '@/lib/resilience/guarded-redis.mjs';

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

  it('while open, probes once per period in the background and closes when the probe answers', async () => {
    let clock = 0;
    let answering = false;
    let probes = 0;
    const events: string[] = [];
    const breaker = circuitBreaker({
      failureThreshold: 1,
      openMs: 1_000,
      now: () => clock,
      probe: async () => {
        probes += 1;
        if (!answering) throw new Error('still down');
      },
      onOpen: () => events.push('open'),
      onClose: () => events.push('close'),
    });
    breaker.failed();
    clock = 999;
    expect(breaker.allows()).toBe(false);
    expect(probes).toBe(0);
    clock = 1_000;
    // Callers never wait for the probe: they keep using their fallback meanwhile.
    expect(breaker.allows()).toBe(false);
    expect(breaker.allows()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(probes).toBe(1);
    expect(breaker.state()).toBe('open');
    clock = 1_500;
    expect(breaker.allows()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(probes).toBe(1);
    answering = true;
    clock = 2_000;
    breaker.allows();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(probes).toBe(2);
    expect(breaker.state()).toBe('closed');
    expect(breaker.allows()).toBe(true);
    expect(breaker.troubled()).toBe(false);
    expect(events).toEqual(['open', 'close']);
  });

  it('without a probe of its own lets one call through per period, which closes it or keeps it open', () => {
    let clock = 0;
    const breaker = circuitBreaker({ failureThreshold: 1, openMs: 100, now: () => clock });
    breaker.failed();
    clock = 100;
    expect(breaker.allows()).toBe(true);
    expect(breaker.allows()).toBe(false);
    breaker.failed();
    clock = 150;
    expect(breaker.allows()).toBe(false);
    clock = 200;
    expect(breaker.allows()).toBe(true);
    breaker.succeeded();
    expect(breaker.state()).toBe('closed');
  });

  it('bounds a promise that never settles', async () => {
    const started = Date.now();
    await expect(withTimeout(new Promise(() => {}), 50, 'a hung call')).rejects.toBeInstanceOf(TimeoutError);
    expect(Date.now() - started).toBeLessThan(500);
  });
});

/** A Redis that accepts connections and never answers, as a frozen (SIGSTOP) one does. */
let hung: Server;
const sockets = new Set<Socket>();
beforeAll(async () => {
  hung = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
    // Reads what it is sent, so it notices when the client goes; answers nothing.
    socket.resume();
  });
  await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
});
afterAll(() => {
  for (const socket of sockets) socket.destroy();
  hung.close();
});

describe('a rate limit against a Redis that never answers', () => {
  it('answers from its own memory within the bound, then at once without asking Redis', async () => {
    const address = hung.address() as { port: number };
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
    expect(sockets.size).toBe(0);
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
