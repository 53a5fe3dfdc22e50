/**
 * A live match stream read as a browser's EventSource reads it: the messages' ids and
 * states as they arrive (Node 20 has no EventSource of its own).
 */
export type LiveStreamReader = {
  status: number;
  headers: Headers;
  /** The first message whose state has `version`; when it arrived (performance.now()). */
  arrivalOf: (version: number, timeoutMs: number) => Promise<number>;
  /** The versions received so far. */
  versions: () => number[];
  close: () => void;
};

export async function openLiveStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<LiveStreamReader> {
  const controller = new AbortController();
  // A browser's EventSource says what it accepts; nchan holds streams only for such requests.
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const arrivals = new Map<number, number>();
  const waiting = new Set<() => void>();
  void (async () => {
    const reader = response.body?.getReader();
    const decoder = new TextDecoder();
    let buffered = '';
    try {
      for (;;) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) return;
        buffered += decoder.decode(chunk.value, { stream: true });
        let end;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          const data = buffered.slice(0, end).match(/^data: (.*)$/m)?.[1];
          buffered = buffered.slice(end + 2);
          if (data) arrivals.set(JSON.parse(data).version, performance.now());
          for (const wake of waiting) wake();
        }
      }
    } catch {
      // Closed.
    }
  })();
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
    close: () => controller.abort(),
  };
}
