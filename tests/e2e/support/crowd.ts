/**
 * Many visitors behind one address (a stadium's Wi-Fi, a carrier's NAT), reaching the site
 * as production is reached: HTTPS through the TLS terminator, whose self-signed test
 * certificate they accept. Node's https, not fetch: each visitor holds connections of its
 * own, as a phone does.
 */
import { Agent, request } from 'node:https';

export type Answer = { status: number; body: string };

/** A phone's connections: a few at once, kept alive between its requests. */
export const phone = () => new Agent({ keepAlive: true, maxSockets: 6, rejectUnauthorized: false });

/** One request through `agent`; the answer's status and text. */
export function send(
  agent: Agent,
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { agent, method, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** The files a page names that a browser loads with it: scripts, styles, fonts, images, icons. */
export function filesNamedBy(html: string): string[] {
  const named = [...html.matchAll(/(?:src|href)="(\/[^"#]+)"/g)].map((match) =>
    match[1].replace(/&amp;/g, '&'),
  );
  return [
    ...new Set(
      named.filter(
        (file) =>
          /^\/_next\/(?:static|image)\//.test(file) || /\.(?:svg|png|ico|webmanifest|woff2)$/.test(file),
      ),
    ),
  ];
}

export type Stream = {
  status: number;
  /** When the first event whose data contains `text` arrived (performance.now()). */
  arrivalOf: (text: string, timeoutMs: number) => Promise<number>;
  /** The id of the newest event received. */
  lastEventId: () => string | undefined;
  close: () => void;
};

/**
 * A live match stream held open as a browser's EventSource holds it; rejects when its
 * headers do not come within 10 s (a proxy that buffers the stream sends none).
 */
export function openStream(agent: Agent, url: string, headers: Record<string, string> = {}): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const headersLate = setTimeout(() => {
      outgoing.destroy();
      reject(new Error(`no answer on ${url} within 10 s`));
    }, 10_000);
    const events: { id?: string; data: string; at: number }[] = [];
    const waiting = new Set<() => void>();
    const outgoing = request(
      url,
      { agent, headers: { accept: 'text/event-stream', ...headers } },
      (response) => {
        clearTimeout(headersLate);
        let buffered = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffered += chunk;
          let end;
          while ((end = buffered.indexOf('\n\n')) >= 0) {
            const block = buffered.slice(0, end);
            buffered = buffered.slice(end + 2);
            const data = block.match(/^data: ?(.*)$/m)?.[1];
            if (data) events.push({ id: block.match(/^id: ?(.*)$/m)?.[1], data, at: performance.now() });
          }
          for (const wake of waiting) wake();
        });
        response.on('error', () => undefined);
        resolve({
          status: response.statusCode ?? 0,
          lastEventId: () => events.findLast((event) => event.id)?.id,
          arrivalOf: (text, timeoutMs) =>
            new Promise((found, late) => {
              const check = () => {
                const event = events.find((candidate) => candidate.data.includes(text));
                if (!event) return;
                waiting.delete(check);
                clearTimeout(timer);
                found(event.at);
              };
              const timer = setTimeout(() => {
                waiting.delete(check);
                late(new Error(`no event with ${text} on ${url} within ${timeoutMs} ms`));
              }, timeoutMs);
              waiting.add(check);
              check();
            }),
          close: () => outgoing.destroy(),
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}
