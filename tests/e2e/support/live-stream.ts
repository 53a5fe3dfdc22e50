/**
 * A live match stream read as a browser's EventSource reads it: the messages' ids and
 * states as they arrive (Node 20 has no EventSource of its own).
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
export type LiveStreamReader = {
  status: number;
  headers: Headers;
  /** The first message whose state has `version`; when it arrived (performance.now()). */
  arrivalOf: (version: number, timeoutMs: number) => Promise<number>;
  /** The versions received so far. */
  versions: () => number[];
  close: () => void;
};

/** The answer's status and headers, and its body as it arrives; `close` ends the request. */
function streamRequest(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Headers; body: IncomingMessage; close: () => void }> {
  // https: the stack's TLS terminator, whose certificate is made for the run.
  const send = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(url, { headers, rejectUnauthorized: false }, (response) => {
      const received = new Headers();
      for (const [name, value] of Object.entries(response.headers)) {
        if (value !== undefined) received.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      resolve({
        status: response.statusCode ?? 0,
        headers: received,
        body: response,
        close: () => outgoing.destroy(),
      });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

export async function openLiveStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<LiveStreamReader> {
  // A browser's EventSource says what it accepts; nchan holds streams only for such requests.
  const response = await streamRequest(url, { accept: 'text/event-stream', ...headers });
  const arrivals = new Map<number, number>();
  const waiting = new Set<() => void>();
  let buffered = '';
  response.body.setEncoding('utf8');
  response.body.on('data', (chunk: string) => {
    buffered += chunk;
    let end;
    while ((end = buffered.indexOf('\n\n')) >= 0) {
      const data = buffered.slice(0, end).match(/^data: (.*)$/m)?.[1];
      buffered = buffered.slice(end + 2);
      if (data) arrivals.set(JSON.parse(data).version, performance.now());
      for (const wake of waiting) wake();
    }
  });
  // Closed.
  response.body.on('error', () => undefined);
  return {
    status: response.status,
    headers: response.headers,
    versions: () => [...arrivals.keys()],
    arrivalOf: (version, timeoutMs) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const at = arrivals.get(version);
          if (at === undefined) return;
          waiting.delete(check);
          clearTimeout(timer);
          resolve(at);
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`version ${version} did not arrive on ${url} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiting.add(check);
        check();
      }),
    close: response.close,
  };
}
