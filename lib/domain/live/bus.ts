import { createClient } from 'redis';
import { env } from '@/lib/shared/env';
import { SHARED_CACHE_KEY_PREFIX } from '@/lib/shared/cache/site-cache.mjs';
import { withTimeout } from '@/lib/shared/resilience/circuit-breaker.mjs';
import {
  guardedRedis,
  REDIS_COMMAND_TIMEOUT_MS,
  REDIS_CONNECT_TIMEOUT_MS,
  redisBreaker,
} from '@/lib/shared/resilience/guarded-redis.mjs';
import { frontPublishers } from './front-publisher';
import type { LiveMatchState } from './match-state';

/**
 * The live match bus: a saved match's state goes to every open live stream of every
 * instance, and to the front's (LIVE_PUBLISH_URL: nginx's nchan module holds the visitors'
 * streams there, lib/domain/live/front-publisher.ts). In one process it is a fan-out in memory. With REDIS_URL, each state is also
 * published on one Redis channel that every instance listens to, and kept under a key of
 * its own, so an instance that starts, or listens again after an outage, answers with the
 * latest state at once.
 *
 * Redis is asked like everywhere else (lib/shared/resilience/guarded-redis.mjs): bounded calls
 * behind the instance's circuit breaker. While it is refused or frozen, an instance's own
 * visitors still get its own saves at once; the states Redis did not take are published
 * again when it answers, and the listening connection is opened again, catching up with
 * the states published meanwhile. Every message carries the whole state, and a state is
 * delivered only when its version is newer than the last one delivered, so a repeat or a
 * message that arrives late changes nothing.
 */

export type LiveListener = (state: LiveMatchState) => void;

export const LIVE_CHANNEL = `${SHARED_CACHE_KEY_PREFIX}live`;
export const liveStateKey = (matchId: string) => `${SHARED_CACHE_KEY_PREFIX}live:state:${matchId}`;
/** A match's state outlives its day in Redis; the match page has it from the database after. */
const STATE_TTL_S = 24 * 3600;
/** The latest state of this many matches is kept in memory (a club plays a few at once). */
const KEPT_IN_MEMORY = 200;
/** How often an instance with listeners asks Redis whether it still answers. */
export const LIVE_WATCH_EVERY_MS = 2_000;

/** Keeps the newer of two states in Redis and publishes it; an older one is dropped. */
const PUBLISH_IF_NEWER = `
local current = redis.call('GET', KEYS[1])
if current and tonumber(cjson.decode(current).version) >= tonumber(ARGV[2]) then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[3])
redis.call('PUBLISH', KEYS[2], ARGV[1])
return 1`;

/** A state as read from Redis, or undefined when it is not one. */
export function parseLiveState(text: string): LiveMatchState | undefined {
  try {
    const value = JSON.parse(text) as Partial<LiveMatchState> | null;
    if (typeof value?.matchId !== 'string' || !Number.isFinite(value.version)) return undefined;
    if (!Array.isArray(value.events) || typeof value.score !== 'object') return undefined;
    return value as LiveMatchState;
  } catch {
    return undefined;
  }
}

export type LiveBus = {
  publish: (state: LiveMatchState) => Promise<void>;
  subscribe: (matchId: string, listener: LiveListener) => () => void;
  /** The newest state known of a match: in memory, else from Redis (bounded), else undefined. */
  latest: (matchId: string) => Promise<LiveMatchState | undefined>;
  close: () => void;
};

export function createLiveBus(redisUrl?: string, frontPublishUrls: string[] = []): LiveBus {
  const listeners = new Map<string, Set<LiveListener>>();
  const known = new Map<string, LiveMatchState>();
  /** States this instance saved that Redis did not take: sent when it answers again. */
  const unsent = new Map<string, LiveMatchState>();
  let closed = false;

  const remember = (state: LiveMatchState) => {
    known.delete(state.matchId);
    known.set(state.matchId, state);
    if (known.size > KEPT_IN_MEMORY) known.delete(known.keys().next().value as string);
  };
  /** Delivers `state` to this instance's listeners, if it is newer than what they had. */
  const deliver = (state: LiveMatchState) => {
    const before = known.get(state.matchId);
    if (before && before.version >= state.version) return;
    remember(state);
    for (const listener of listeners.get(state.matchId) ?? []) {
      try {
        listener(state);
      } catch {
        // One stream's failure is its own; the others still get the state.
      }
    }
  };

  // Only the instance that saved a state sends it to the fronts: one that heard of it
  // through Redis does not, so each front gets each state once.
  const fronts = frontPublishers(frontPublishUrls);
  const toFronts = (state: LiveMatchState) => fronts.publish(state);

  if (!redisUrl) {
    return {
      async publish(state) {
        deliver(state);
        await toFronts(state);
      },
      subscribe: subscribeIn(listeners, () => {}),
      latest: async (matchId) => known.get(matchId),
      close() {
        listeners.clear();
        fronts.close();
      },
    };
  }

  const url = redisUrl;
  const redis = guardedRedis(url, { onRecover: () => resendUnsent() });
  const breaker = redisBreaker(url);

  const sendToRedis = (state: LiveMatchState) =>
    redis.run(
      async (client) => {
        await client.eval(PUBLISH_IF_NEWER, {
          keys: [liveStateKey(state.matchId), LIVE_CHANNEL],
          arguments: [JSON.stringify(state), String(state.version), String(STATE_TTL_S)],
        });
        unsent.delete(state.matchId);
      },
      () => {
        const waiting = unsent.get(state.matchId);
        if (!waiting || waiting.version < state.version) unsent.set(state.matchId, state);
      },
    );
  const resendUnsent = async () => {
    for (const state of [...unsent.values()]) await sendToRedis(state);
  };
  const readFromRedis = (matchId: string) =>
    redis.run(
      async (client) => {
        const text = await client.get(liveStateKey(matchId));
        return text ? parseLiveState(text) : undefined;
      },
      () => undefined,
    );

  // The listening connection: its own, as Redis allows nothing else on a subscribed one.
  let subscriber: ReturnType<typeof createClient> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let watch: ReturnType<typeof setInterval> | undefined;

  const dropSubscriber = () => {
    const client = subscriber;
    subscriber = undefined;
    try {
      client?.destroy();
    } catch {
      // Already closed.
    }
  };
  const listenLater = () => {
    if (closed || retry || listeners.size === 0) return;
    retry = setTimeout(() => {
      retry = undefined;
      void listen();
    }, LIVE_WATCH_EVERY_MS);
    retry.unref?.();
  };
  /** The states of the matches watched here that were published while this instance was not listening. */
  const catchUp = async () => {
    for (const matchId of listeners.keys()) {
      const state = await readFromRedis(matchId);
      if (state) deliver(state);
    }
  };
  const listen = async () => {
    if (closed || subscriber || listeners.size === 0) return;
    if (!breaker.allows()) return listenLater();
    const client = createClient({
      url,
      disableOfflineQueue: true,
      socket: { connectTimeout: REDIS_CONNECT_TIMEOUT_MS, reconnectStrategy: false },
    });
    subscriber = client;
    client.on('error', () => {});
    client.on('end', () => {
      if (subscriber !== client) return;
      subscriber = undefined;
      listenLater();
    });
    try {
      await withTimeout(client.connect(), REDIS_CONNECT_TIMEOUT_MS, 'connecting to Redis');
      await withTimeout(
        client.subscribe(LIVE_CHANNEL, (message) => {
          const state = parseLiveState(message);
          if (state) deliver(state);
        }),
        REDIS_COMMAND_TIMEOUT_MS,
        'SUBSCRIBE',
      );
    } catch {
      if (subscriber === client) dropSubscriber();
      breaker.failed();
      return listenLater();
    }
    await catchUp();
  };

  // A frozen Redis keeps the listening socket open and silent: the watch asks it (through
  // the guarded connection, which feeds the breaker) while someone listens here, and a
  // breaker that opens drops the listening connection, to be opened again once it closes.
  const watchRedis = () => {
    if (watch) return;
    watch = setInterval(() => {
      if (listeners.size === 0) return;
      void redis.run(
        (client) => client.ping(),
        () => undefined,
      );
      if (breaker.state() === 'open' && subscriber) dropSubscriber();
      if (!subscriber) void listen();
    }, LIVE_WATCH_EVERY_MS);
    watch.unref?.();
  };
  breaker.whenClosed(() => {
    if (closed) return;
    dropSubscriber();
    void listen();
  });

  return {
    async publish(state) {
      deliver(state);
      await Promise.all([sendToRedis(state), toFronts(state)]);
    },
    subscribe: subscribeIn(listeners, () => {
      watchRedis();
      void listen();
    }),
    async latest(matchId) {
      const inMemory = known.get(matchId);
      if (inMemory) return inMemory;
      const stored = await readFromRedis(matchId);
      if (stored) remember(stored);
      return stored;
    },
    close() {
      closed = true;
      listeners.clear();
      clearTimeout(retry);
      clearInterval(watch);
      dropSubscriber();
      redis.close();
      fronts.close();
    },
  };
}

/** `subscribe` over `listeners`; `onListen` runs when a listener is added. */
function subscribeIn(listeners: Map<string, Set<LiveListener>>, onListen: () => void) {
  return (matchId: string, listener: LiveListener) => {
    let forMatch = listeners.get(matchId);
    if (!forMatch) listeners.set(matchId, (forMatch = new Set()));
    forMatch.add(listener);
    onListen();
    return () => {
      forMatch.delete(listener);
      if (forMatch.size === 0 && listeners.get(matchId) === forMatch) listeners.delete(matchId);
    };
  };
}

/**
 * This process's bus, on `globalThis`: the CMS's hook that publishes and the route that
 * streams may be separate bundles, each with a copy of this module.
 */
function processBus(): LiveBus {
  const key = Symbol.for('club-site.live-bus');
  const global = globalThis as { [key]?: LiveBus };
  return (global[key] ??= createLiveBus(env.REDIS_URL || undefined, env.LIVE_PUBLISH_URL));
}

/** Sends a saved match's state to every open live stream, of every instance and front. Bounded: never waits on Redis or a front. */
export function publishLiveMatch(state: LiveMatchState): Promise<void> {
  return processBus().publish(state);
}

/** Calls `listener` with each newer state of the match; returns the unsubscribe. */
export function subscribeLiveMatch(matchId: string, listener: LiveListener): () => void {
  return processBus().subscribe(matchId, listener);
}

/** The newest state this instance knows of the match (memory, then Redis). */
export function latestLiveMatch(matchId: string): Promise<LiveMatchState | undefined> {
  return processBus().latest(matchId);
}
