import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobTurns } from '@/lib/cms/jobs/turn';
import { rateLimiter } from '@/lib/shared/rate-limit';
import {
  REDIS_COMMAND_TIMEOUT_MS,
  REDIS_CONNECT_TIMEOUT_MS,
  redisBreaker,
} from '@/lib/shared/resilience/guarded-redis.mjs';
import { startRedis } from '@/scripts/stack/services';

// A real Redis server (Debian's, installed by `npm test`), as several instances share it.
let redis: Awaited<ReturnType<typeof startRedis>>;
beforeAll(async () => {
  redis = await startRedis(6300 + Math.floor(Math.random() * 600));
});
afterAll(() => redis?.stop());

describe('scheduled jobs with several instances', () => {
  it('run on exactly one of the instances whose ticks race', async () => {
    const instances = Array.from({ length: 4 }, (_, index) => jobTurns(redis.url, `instance-${index}`));
    try {
      const turns = await Promise.all(instances.map((instance) => instance.isMyTurn(500)));
      expect(turns.filter(Boolean)).toHaveLength(1);
      // While the turn is held, a late tick runs nothing, on any instance.
      expect(await Promise.all(instances.map((instance) => instance.isMyTurn(500)))).not.toContain(true);
      // Once it lapses, the next tick runs again, on one instance.
      await new Promise((resolve) => setTimeout(resolve, 600));
      const next = await Promise.all(instances.map((instance) => instance.isMyTurn(500)));
      expect(next.filter(Boolean)).toHaveLength(1);
    } finally {
      for (const instance of instances) instance.close();
    }
  });

  it('run on every tick of a single process, and while Redis cannot be reached', async () => {
    expect(await jobTurns(undefined).isMyTurn(500)).toBe(true);
    const unreachable = jobTurns('redis://127.0.0.1:1');
    expect(await unreachable.isMyTurn(500)).toBe(true);
    unreachable.close();
  });
});

describe('the forms’ rate limit with several instances', () => {
  it('counts the requests every instance receives together, per form and address', async () => {
    const window = { limit: 3, windowMs: 60_000 };
    const [a, b] = [rateLimiter(window, redis.url), rateLimiter(window, redis.url)];
    const key = `contact:198.51.100.${Math.floor(Math.random() * 250)}`;
    const answers = [await a(key), await b(key), await a(key), await b(key), await a(key)];
    expect(answers).toEqual([true, true, true, false, false]);
    expect(await b(`${key}-other`)).toBe(true);
  });

  it('falls back to counting on its own while Redis cannot be reached', async () => {
    const alone = rateLimiter({ limit: 1, windowMs: 60_000 }, 'redis://127.0.0.1:1');
    expect([await alone('x'), await alone('x')]).toEqual([true, false]);
  });

  it('counts on its own within the bound while Redis is frozen, and together again once it answers', async () => {
    const window = { limit: 2, windowMs: 60_000 };
    const [a, b] = [rateLimiter(window, redis.url), rateLimiter(window, redis.url)];
    redis.pause();
    try {
      const started = performance.now();
      expect([await a('frozen'), await a('frozen'), await a('frozen'), await a('frozen')]).toEqual([
        true,
        true,
        false,
        false,
      ]);
      // Three bounded failures open the breaker; the fourth answer does not ask Redis.
      expect(performance.now() - started).toBeLessThan(
        3 * (REDIS_CONNECT_TIMEOUT_MS + REDIS_COMMAND_TIMEOUT_MS),
      );
    } finally {
      redis.resume();
    }
    // The breaker's probe, not a visitor, finds Redis back.
    await vi.waitFor(() => expect(redisBreaker(redis.url).state()).toBe('closed'), {
      timeout: 5_000,
      interval: 100,
    });
    const key = `contact:203.0.113.${Math.floor(Math.random() * 250)}`;
    expect([await a(key), await b(key), await a(key)]).toEqual([true, true, false]);
  }, 15_000);
});
