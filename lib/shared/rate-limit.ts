import { guardedRedis } from '@/lib/shared/resilience/guarded-redis.mjs';

type Window = { limit: number; windowMs: number };

/**
 * A fixed-window counter per key (a visitor on a form, visitor.ts; a mailbox,
 * lib/domain/mail/confirmation.ts). In the Redis that several app instances share when
 * REDIS_URL is set, so the limit holds however many instances answer; in memory for one
 * process, and while Redis cannot be reached or does not answer in time (each instance then
 * counts on its own; lib/shared/resilience/guarded-redis.mjs).
 */
export function rateLimiter(window: Window, redisUrl = process.env.REDIS_URL) {
  const local = memoryLimiter(window);
  if (!redisUrl) return async (key: string) => local(key);
  const redis = guardedRedis(redisUrl);
  return async function allow(key: string): Promise<boolean> {
    const name = `club-site:rate:${key}`;
    return redis.run(
      async (client) => {
        const [count] = (await client
          .multi()
          .incr(name)
          .pExpire(name, window.windowMs, 'NX')
          .exec()) as unknown as [number];
        return count <= window.limit;
      },
      () => local(key),
    );
  };
}

export function memoryLimiter({ limit, windowMs }: Window) {
  const windows = new Map<string, { start: number; count: number }>();
  return function allow(key: string, now = Date.now()): boolean {
    const current = windows.get(key);
    if (!current || now - current.start >= windowMs) {
      // Drop expired windows now and then so the map cannot grow without bound.
      if (windows.size > 10_000) {
        for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k);
      }
      windows.set(key, { start: now, count: 1 });
      return true;
    }
    current.count += 1;
    return current.count <= limit;
  };
}
