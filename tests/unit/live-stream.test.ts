import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/live/matches/[id]/route';
import { publishLiveMatch } from '@/lib/domain/live/bus';
import {
  endLiveStreamsOnStop,
  LIVE_MAX_PER_CLIENT,
  liveConnections,
  processLiveConnections,
} from '@/lib/domain/live/connections';
import type { LiveMatchState } from '@/lib/domain/live/match-state';
import { metrics } from '@/lib/shared/metrics/registry.mjs';

const state = (matchId: string, version: number, home = 0): LiveMatchState => ({
  matchId,
  status: 'first-half',
  minute: 10 + version,
  score: { home, away: 0 },
  events: [],
  version,
});

let open: AbortController[] = [];
afterEach(() => {
  for (const controller of open) controller.abort();
  open = [];
});

/** Opens the stream of `matchId` as a browser would; its reader and a way to leave. */
async function connect(matchId: string, headers: Record<string, string> = {}, query = '') {
  const controller = new AbortController();
  open.push(controller);
  const response = await GET(
    new Request(`http://site/api/live/matches/${matchId}${query}`, { headers, signal: controller.signal }),
    { params: Promise.resolve({ id: matchId }) },
  );
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  // A read that outlived a wait is kept for the next one: its chunk must not be lost.
  let pending: Promise<ReadableStreamReadResult<Uint8Array>> | undefined;
  /** The next message that carries data (comments and the retry line skipped), or null by `ms`. */
  const nextMessage = async (ms = 500): Promise<{ id: string; data: LiveMatchState } | null> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const end = buffered.indexOf('\n\n');
      if (end >= 0) {
        const block = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const id = block.match(/^id: (.*)$/m)?.[1];
        const data = block.match(/^data: (.*)$/m)?.[1];
        if (id && data) return { id, data: JSON.parse(data) };
        continue;
      }
      const left = deadline - Date.now();
      if (left <= 0 || !reader) return null;
      pending ??= reader.read();
      const chunk = await Promise.race([
        pending,
        new Promise<null>((resolve) => setTimeout(() => resolve(null), left)),
      ]);
      if (!chunk) return null;
      pending = undefined;
      if (chunk.done) return null;
      buffered += decoder.decode(chunk.value, { stream: true });
    }
  };
  return { response, nextMessage, leave: () => controller.abort() };
}

const id = () => `m${Math.floor(Math.random() * 1e9)}`;

describe('GET /api/live/matches/{id}', () => {
  it('is an event stream that no cache stores or compresses, and nginx passes on unbuffered', async () => {
    const { response } = await connect(id());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store, no-transform');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    // Its connection ends with it: a browser reconnecting after the stream ended opens a new
    // one, never re-using one to a server that is stopping (which would hold its stop).
    expect(response.headers.get('connection')).toBe('close');
  });

  it('sends the current state at once to a client that has not seen it, then each newer save', async () => {
    const match = id();
    await publishLiveMatch(state(match, 3, 1));
    const stream = await connect(match);
    expect(await stream.nextMessage()).toMatchObject({ id: '3', data: { version: 3, score: { home: 1 } } });
    await publishLiveMatch(state(match, 4, 2));
    expect(await stream.nextMessage()).toMatchObject({ id: '4', data: { score: { home: 2 } } });
    // An older or repeated state (a message that arrived late) is not sent again.
    await publishLiveMatch(state(match, 4, 2));
    await publishLiveMatch(state(match, 2, 0));
    expect(await stream.nextMessage(200)).toBeNull();
  });

  it('resumes after the last event the client got (Last-Event-ID), or the version its page shows (?since=)', async () => {
    const match = id();
    await publishLiveMatch(state(match, 5));
    const upToDate = await connect(match, { 'last-event-id': '5' });
    const pageAtFive = await connect(match, {}, '?since=5');
    const behind = await connect(match, { 'last-event-id': '4' });
    expect(await behind.nextMessage()).toMatchObject({ id: '5' });
    expect(await upToDate.nextMessage(200)).toBeNull();
    expect(await pageAtFive.nextMessage(200)).toBeNull();
    await publishLiveMatch(state(match, 6));
    expect(await upToDate.nextMessage()).toMatchObject({ id: '6' });
    expect(await pageAtFive.nextMessage()).toMatchObject({ id: '6' });
    // A made-up id counts as none: the client gets the current state.
    const garbled = await connect(match, { 'last-event-id': 'not-a-version' });
    expect(await garbled.nextMessage()).toMatchObject({ id: '6' });
  });

  it('ends every open stream when the process is stopping, so the server’s graceful stop need not wait for them', async () => {
    const match = id();
    await publishLiveMatch(state(match, 2));
    const streams = [await connect(match), await connect(id())];
    expect(await streams[0].nextMessage()).toMatchObject({ id: '2' });
    expect(processLiveConnections().count()).toBeGreaterThanOrEqual(2);

    processLiveConnections().endAll();
    for (const stream of streams) expect(await stream.nextMessage(1_000)).toBeNull();
    // Ended, not merely silent: each gave its place back.
    expect(processLiveConnections().count()).toBe(0);
    // Streams opened after are streams like any other.
    const later = await connect(match);
    expect(await later.nextMessage()).toMatchObject({ id: '2' });
  });

  it('answers 404 to an id no match can have', async () => {
    const { response } = await connect('..%2Fadmin');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('holds a bounded number of streams per visitor, counted in the live-connections gauge', async () => {
    const visitor = { 'x-forwarded-for': '203.0.113.7' };
    const before = processLiveConnections().count();
    const streams = [];
    for (let i = 0; i < LIVE_MAX_PER_CLIENT; i++) streams.push(await connect(id(), visitor));
    expect(streams.every(({ response }) => response.status === 200)).toBe(true);
    expect((await metrics().liveConnections.get()).values[0].value).toBe(before + LIVE_MAX_PER_CLIENT);

    const refused = await connect(id(), visitor);
    expect(refused.response.status).toBe(429);
    expect(refused.response.headers.get('retry-after')).toBeTruthy();
    expect((await connect(id(), { 'x-forwarded-for': '203.0.113.8' })).response.status).toBe(200);

    // A stream the visitor leaves frees its place.
    streams[0].leave();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect((await connect(id(), visitor)).response.status).toBe(200);
  });
});

describe('the live connection bounds', () => {
  it('refuse past the instance’s bound with 503, and count loopback (the front cache) only there', () => {
    const bounds = liveConnections({ max: 3, perClient: 1 });
    const first = bounds.admit('198.51.100.1');
    expect(first.ok).toBe(true);
    expect(bounds.admit('198.51.100.1')).toEqual({ ok: false, status: 429 });
    expect(bounds.admit('127.0.0.1').ok).toBe(true);
    expect(bounds.admit('::ffff:127.0.0.1').ok).toBe(true);
    expect(bounds.admit('198.51.100.2')).toEqual({ ok: false, status: 503 });
    if (first.ok) {
      first.release();
      first.release();
    }
    expect(bounds.count()).toBe(2);
    expect(bounds.admit('198.51.100.1').ok).toBe(true);
  });
});

describe('ending the streams on stop', () => {
  it('ends the admitted streams, not the released ones, when asked', () => {
    const bounds = liveConnections();
    const [kept, left] = [bounds.admit('198.51.100.1'), bounds.admit('198.51.100.2')];
    if (!kept.ok || !left.ok) throw new Error('admitted');
    left.release();
    bounds.endAll();
    expect(kept.ended.aborted).toBe(true);
    expect(left.ended.aborted).toBe(false);
  });

  it('happens on SIGTERM (a service manager’s stop) and SIGINT', () => {
    for (const signal of ['SIGTERM', 'SIGINT']) {
      const server = new EventEmitter();
      const bounds = liveConnections();
      const admitted = bounds.admit('198.51.100.1');
      endLiveStreamsOnStop(server, bounds);
      expect(admitted.ok && admitted.ended.aborted).toBe(false);
      server.emit(signal);
      expect(admitted.ok && admitted.ended.aborted).toBe(true);
    }
  });
});
