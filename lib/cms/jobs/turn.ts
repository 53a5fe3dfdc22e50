import { randomUUID } from 'node:crypto';
import { guardedRedis } from '../../shared/resilience/guarded-redis.mjs';

/**
 * Several app instances each run the minute ticker; Payload marks a job as processing when
 * an instance takes it, which lowers but does not remove the chance that two run it at
 * once. With the shared Redis of several instances (REDIS_URL), a tick runs the jobs only
 * on the instance that claims the turn first; the claim holds most of a minute, longer
 * than a run takes, so no two instances run jobs at the same time. Without Redis (one
 * process) every tick is this instance's turn, and so is a tick while Redis cannot be
 * reached or does not answer in time: Payload's own mark still guards the job.
 */
export function jobTurns(redisUrl: string | undefined, instance: string = randomUUID()) {
  const redis = redisUrl ? guardedRedis(redisUrl) : undefined;
  return {
    async isMyTurn(holdMs: number): Promise<boolean> {
      if (!redis) return true;
      const claimed = await redis.run(
        (client) =>
          client.set('club-site:jobs-turn', instance, {
            condition: 'NX',
            expiration: { type: 'PX', value: holdMs },
          }),
        () => 'OK' as const,
      );
      return claimed === 'OK';
    },
    close: () => redis?.close(),
  };
}
