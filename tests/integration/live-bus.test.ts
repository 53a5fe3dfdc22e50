import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLiveBus, type LiveBus } from '@/lib/domain/live/bus';
import type { LiveMatchState } from '@/lib/domain/live/match-state';
import { startRedis } from '@/scripts/stack/services';

// A real Redis server (Debian's, installed by `npm test`), as several instances share it.
let redis: Awaited<ReturnType<typeof startRedis>>;
beforeAll(async () => {
  redis = await startRedis(6300 + Math.floor(Math.random() * 600));
});
afterAll(() => redis?.stop());

const buses: LiveBus[] = [];
const instance = (url?: string) => {
  const bus = createLiveBus(url);
  buses.push(bus);
  return bus;
};
afterEach(() => {
  for (const bus of buses.splice(0)) bus.close();
});

const state = (matchId: string, version: number): LiveMatchState => ({
  matchId,
  status: 'second-half',
  minute: 60 + version,
  score: { home: version, away: 0 },
  events: [],
  version,
});
const id = () => `match-${Math.floor(Math.random() * 1e9)}`;

/** The states `bus` delivers for `matchId`, as they arrive. */
function listen(bus: LiveBus, matchId: string) {
  const received: number[] = [];
  bus.subscribe(matchId, (delivered) => received.push(delivered.version));
  return received;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, timeoutMs: number): Promise<number> {
  const started = performance.now();
  while (!check()) {
    if (performance.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await pause(10);
  }
  return performance.now() - started;
}

describe('the live bus in one process', () => {
  it('delivers each newer state to the match’s listeners only, once, until they leave', async () => {
    const bus = instance();
    const match = id();
    const received = listen(bus, match);
    const other = listen(bus, id());
    const leaving: number[] = [];
    const leave = bus.subscribe(match, (delivered) => leaving.push(delivered.version));
    await bus.publish(state(match, 1));
    leave();
    await bus.publish(state(match, 2));
    await bus.publish(state(match, 2));
    await bus.publish(state(match, 1));
    expect(received).toEqual([1, 2]);
    expect(leaving).toEqual([1]);
    expect(other).toEqual([]);
    expect((await bus.latest(match))?.version).toBe(2);
  });
});

describe('the live bus across instances (Redis)', () => {
  it('brings a state saved through instance A to instance B’s listeners within 2 s, and to an instance started later', async () => {
    const [a, b] = [instance(redis.url), instance(redis.url)];
    const match = id();
    const onA = listen(a, match);
    const onB = listen(b, match);
    // B listens once its connection has subscribed; a first publish may come before that.
    await pause(300);
    await a.publish(state(match, 1));
    const ms = await until(() => onB.includes(1), 2_000);
    console.log(`A → B through Redis: ${ms.toFixed(0)} ms`);
    expect(onA).toEqual([1]);
    expect(onB).toEqual([1]);
    expect((await instance(redis.url).latest(match))?.version).toBe(1);
  });

  it('with Redis frozen, publishes within its bounds to its own listeners; after thawing, the others catch up', async () => {
    const [a, b] = [instance(redis.url), instance(redis.url)];
    const match = id();
    const onA = listen(a, match);
    const onB = listen(b, match);
    await pause(300);
    await a.publish(state(match, 1));
    await until(() => onB.includes(1), 2_000);

    redis.pause();
    try {
      const started = performance.now();
      await a.publish(state(match, 2));
      const ms = performance.now() - started;
      console.log(`publish with Redis frozen: ${ms.toFixed(0)} ms`);
      expect(ms).toBeLessThan(1_500);
      expect(onA).toEqual([1, 2]);
      await pause(500);
      expect(onB).toEqual([1]);
    } finally {
      redis.resume();
    }
    const caughtUp = await until(() => onB.includes(2), 10_000);
    console.log(`B caught up ${caughtUp.toFixed(0)} ms after Redis thawed`);
    await a.publish(state(match, 3));
    await until(() => onB.includes(3), 2_000);
    expect(onB).toEqual([1, 2, 3]);
  }, 30_000);

  it('with Redis unreachable, still delivers to its own listeners at once', async () => {
    const alone = instance('redis://127.0.0.1:1');
    const match = id();
    const received = listen(alone, match);
    const started = performance.now();
    await alone.publish(state(match, 1));
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(received).toEqual([1]);
  });
});
