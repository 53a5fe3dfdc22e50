import type { LiveListener } from './bus';
import type { LiveMatchState } from './match-state';

/**
 * A match's live stream in Server-Sent Events: each message is the whole state, its `id`
 * the state's version. A browser that reconnects sends the last id it got
 * (`Last-Event-ID`), or the page says which version it was rendered with (`?since=`), and
 * gets the current state at once if it is newer, then every newer one.
 */

/** A comment line now and then: proxies and browsers see the connection is alive. */
export const HEARTBEAT_MS = 15_000;
/**
 * A stream ends after this long and the browser reconnects (with its last id, so nothing
 * is missed): connections spread again over the instances after a restart or a scale-up.
 */
export const MAX_STREAM_MS = 10 * 60_000;
/** How long the browser waits before reconnecting. */
export const RETRY_MS = 3_000;
/** A client that reads this far behind is dropped (it reconnects and gets the latest state). */
const MAX_UNREAD_BYTES = 256 * 1024;

export const LIVE_STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  // Never stored, anywhere; never compressed (compression would hold messages back).
  'Cache-Control': 'no-store, no-transform',
  // nginx passes each message on at once instead of filling its buffer first.
  'X-Accel-Buffering': 'no',
  // The connection ends with the stream. Kept alive, it would be the one the browser's
  // reconnect re-uses: a server that is stopping (endLiveStreamsOnStop) would take that
  // new stream on it and wait for it; a stream holds its connection for minutes anyway.
  Connection: 'close',
} as const;

const VERSION = /^\d{1,15}$/;
/** A match's id as the CMS gives it (a number on SQLite and PostgreSQL, or a text id). */
export const isMatchId = (id: string) => /^[A-Za-z0-9_-]{1,64}$/.test(id);

/** The version the client already shows: the larger of `Last-Event-ID` and `?since=`; 0 when neither is one. */
export function versionSeen(request: Request): number {
  const header = request.headers.get('last-event-id')?.trim() ?? '';
  const query = new URL(request.url).searchParams.get('since') ?? '';
  return Math.max(0, ...[header, query].filter((value) => VERSION.test(value)).map(Number));
}

const liveMessage = (state: LiveMatchState) => `id: ${state.version}\ndata: ${JSON.stringify(state)}\n\n`;

/**
 * A state's message, encoded once for all the streams it goes to (the bus hands the same
 * object to every listener): thousands of streams cost one JSON.stringify, not thousands.
 */
const encoded = new WeakMap<LiveMatchState, Uint8Array>();
const encoder = new TextEncoder();
function encodedMessage(state: LiveMatchState): Uint8Array {
  let bytes = encoded.get(state);
  if (!bytes) encoded.set(state, (bytes = encoder.encode(liveMessage(state))));
  return bytes;
}

export type LiveStreamSource = {
  subscribe: (matchId: string, listener: LiveListener) => () => void;
  latest: (matchId: string) => Promise<LiveMatchState | undefined>;
};

/**
 * The stream of `matchId` for a client that has seen `since`; `onClose` runs once, however
 * it ends (the client left, the stream's time was up, the client read too slowly).
 */
export function liveMatchStream(
  {
    matchId,
    since,
    signal,
    onClose,
  }: { matchId: string; since: number; signal: AbortSignal; onClose: () => void },
  source: LiveStreamSource,
): ReadableStream<Uint8Array> {
  let sent = since;
  let end = () => {};

  return new ReadableStream<Uint8Array>({
    start(controller) {
      let ended = false;
      const write = (chunk: string | Uint8Array) => {
        if (ended) return;
        controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
        if ((controller.desiredSize ?? 0) < -MAX_UNREAD_BYTES) end();
      };
      const send = (state: LiveMatchState) => {
        if (state.version <= sent) return;
        sent = state.version;
        write(encodedMessage(state));
      };
      // Subscribed before the latest state is read: a save in between is not lost.
      const unsubscribe = source.subscribe(matchId, send);
      const heartbeat = setInterval(() => write(': \n\n'), HEARTBEAT_MS);
      const lifetime = setTimeout(() => end(), MAX_STREAM_MS);
      end = () => {
        if (ended) return;
        ended = true;
        unsubscribe();
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        signal.removeEventListener('abort', end);
        try {
          controller.close();
        } catch {
          // The client already went.
        }
        onClose();
      };
      if (signal.aborted) return end();
      signal.addEventListener('abort', end);
      write(`retry: ${RETRY_MS}\n\n`);
      void source.latest(matchId).then(
        (state) => state && send(state),
        () => {},
      );
    },
    cancel() {
      end();
    },
  });
}
