import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobTurns } from '@/lib/cms/jobs/turn';
import { startRedis } from '@/lib/scripts/stack/services';

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
