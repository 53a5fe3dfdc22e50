import { log } from '@/lib/shared/log/logger';
import { circuitBreaker } from '@/lib/shared/resilience/circuit-breaker.mjs';
import type { LiveMatchState } from './match-state';

/**
 * The front holds the visitors' live streams itself (nginx's nchan module,
 * deploy/nginx/club-site.conf): a saved state is POSTed to its publisher location, which
 * keeps it as the channel's one message and sends it to every subscriber.
 *
 * Each POST is bounded: loopback or a private network answers in a millisecond, and a
 * front that does not answer within FRONT_PUBLISH_TIMEOUT_MS costs a save no more. After
 * three failures in a row the front's breaker opens and saves stop waiting on it at all.
 * What a front did not take (the newest state of each match) is sent again every
 * FRONT_RETRY_MS until it answers, so its streams, and the pages that reconnect to it after
 * it restarted, catch up with the saves made while it was away.
 */
export const FRONT_PUBLISH_TIMEOUT_MS = 500;
export const FRONT_RETRY_MS = 2_000;
/** A front unreachable for a day has restarted empty or is gone: its backlog stops growing past this. */
const MAX_UNSENT = 200;

/** The publisher location of `state`'s match under `base` (e.g. http://127.0.0.1:8081/live-publish/). */
export const frontChannelUrl = (base: string, matchId: string) =>
  new URL(encodeURIComponent(matchId), base.endsWith('/') ? base : `${base}/`);

async function post(base: string, state: LiveMatchState): Promise<void> {
  const answer = await fetch(frontChannelUrl(base, state.matchId), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(state),
    signal: AbortSignal.timeout(FRONT_PUBLISH_TIMEOUT_MS),
  });
  await answer.body?.cancel();
  // nchan: 201 (delivered to subscribers) or 202 (queued, nobody listening yet).
  if (!answer.ok) throw new Error(`answered ${answer.status}`);
}

export type FrontPublisher = {
  /** Sends `state` to the front, or keeps it for the next try; never rejects. */
  publish: (state: LiveMatchState) => Promise<void>;
  /** How many matches' states wait for the front. */
  waiting: () => number;
  close: () => void;
};

/** The publisher of one front, at `base`. */
export function frontPublisher(base: string, { retryMs = FRONT_RETRY_MS } = {}): FrontPublisher {
  const host = new URL(base).host;
  const breaker = circuitBreaker({ failureThreshold: 3, openMs: retryMs });
  const unsent = new Map<string, LiveMatchState>();
  let retry: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  let warned = false;

  const keep = (state: LiveMatchState) => {
    const waiting = unsent.get(state.matchId);
    if (waiting && waiting.version >= state.version) return;
    unsent.delete(state.matchId);
    unsent.set(state.matchId, state);
    if (unsent.size > MAX_UNSENT) unsent.delete(unsent.keys().next().value as string);
  };
  const retryLater = () => {
    if (closed || retry || unsent.size === 0) return;
    retry = setTimeout(() => {
      retry = undefined;
      void flush();
    }, retryMs);
    retry.unref?.();
  };
  /** Sends `state`; true when the front took it. */
  const send = async (state: LiveMatchState): Promise<boolean> => {
    if (!breaker.allows()) return false;
    const startedAt = Date.now();
    try {
      await post(base, state);
      breaker.succeeded();
      if (warned) log.info(`the front at ${host} takes live match states again`);
      warned = false;
      return true;
    } catch (error) {
      breaker.failed(startedAt);
      if (!warned) log.warn({ err: error }, `live match state not published to the front at ${host}`);
      warned = true;
      return false;
    }
  };
  /** The states the front did not take, oldest first, while it takes them. */
  const flush = async () => {
    for (const state of [...unsent.values()]) {
      if (closed) return;
      if (!(await send(state))) break;
      if (unsent.get(state.matchId) === state) unsent.delete(state.matchId);
    }
    retryLater();
  };

  return {
    async publish(state) {
      if (closed) return;
      // A newer state replaces an older one still waiting: the front needs only the latest.
      keep(state);
      if (unsent.size > 1) return flush();
      if (await send(state)) {
        if (unsent.get(state.matchId) === state) unsent.delete(state.matchId);
      }
      retryLater();
    },
    waiting: () => unsent.size,
    close() {
      closed = true;
      clearTimeout(retry);
      unsent.clear();
    },
  };
}

/** One publisher per front (LIVE_PUBLISH_URL lists them): a save goes to all at once. */
export function frontPublishers(bases: string[], options?: { retryMs?: number }) {
  const publishers = bases.map((base) => frontPublisher(base, options));
  return {
    publish: async (state: LiveMatchState) => {
      await Promise.all(publishers.map((publisher) => publisher.publish(state)));
    },
    close: () => {
      for (const publisher of publishers) publisher.close();
    },
  };
}
