/**
 * `npm run health [-- --wait <seconds>]` (in a release: `node commands/health-check.mjs`):
 * asks this machine's instance, http://$LISTEN_ADDRESS:$PORT/api/health/ready (or HOSTNAME, which
 * `node server.js` binds to; 127.0.0.1 when neither is set or the server listens everywhere), whether it can serve. Exit 0 when ready; 1 with one line naming the failing check (or why nothing
 * answered); 2 for a wrong argument. With `--wait`, asks every half second until ready or
 * until that many seconds have passed: what the systemd unit runs after a start, and a
 * rolling upgrade before it moves on to the next instance.
 */
import { firstFailure, type Readiness } from '../lib/server/health/checks';
import { ownOrigin } from '../lib/shared/http/own-origin';
import { isEntryPoint } from './entry-point';

const USAGE = 'usage: npm run health [-- --wait <seconds>]';
/** One answer's bound: readiness bounds each of its checks to a second. */
const ASK_TIMEOUT_MS = 3_000;
const ASK_EVERY_MS = 500;

export type Outcome = { exitCode: 0 | 1 | 2; line: string };

type Options = {
  port: string | undefined;
  /** The address the server listens on (LISTEN_ADDRESS, or HOSTNAME as `node server.js` reads it). */
  host?: string | undefined;
  fetch?: typeof fetch;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
};

/** `--wait <seconds>` or nothing; undefined for anything else. */
export function waitSeconds(args: string[]): number | undefined {
  if (args.length === 0) return 0;
  if (args.length !== 2 || args[0] !== '--wait' || !/^\d+(\.\d+)?$/.test(args[1])) return undefined;
  return Number(args[1]);
}

async function askOnce(url: string, ask: typeof fetch): Promise<Outcome> {
  try {
    const response = await ask(url, { signal: AbortSignal.timeout(ASK_TIMEOUT_MS) });
    const body = (await response.json().catch(() => undefined)) as Readiness | undefined;
    if (response.status === 200 && body?.status === 'ready') {
      const times = Object.entries(body.checks).map(([name, check]) => `${name} ${check.ms} ms`);
      return { exitCode: 0, line: `ready: ${times.join(', ')}` };
    }
    const failing = body?.checks ? firstFailure(body) : undefined;
    return { exitCode: 1, line: `not ready: ${failing ?? `${url} answered ${response.status}`}` };
  } catch (error) {
    const { name, cause } = error as { name?: string; cause?: { code?: string } };
    const why =
      name === 'TimeoutError' ? `no answer within ${ASK_TIMEOUT_MS} ms` : (cause?.code ?? String(error));
    return { exitCode: 1, line: `not ready: nothing answers at ${url} (${why})` };
  }
}

export async function healthCheck(
  args: string[],
  {
    port,
    host,
    fetch: ask = fetch,
    now = Date.now,
    sleep = (ms) => new Promise((r) => setTimeout(r, ms)),
  }: Options,
): Promise<Outcome> {
  const seconds = waitSeconds(args);
  if (seconds === undefined) return { exitCode: 2, line: USAGE };
  if (port !== undefined && !/^\d{1,5}$/.test(port))
    return { exitCode: 2, line: `PORT must be a number: ${port}` };
  const url = `${ownOrigin({ port: port ?? '3000', host })}/api/health/ready`;
  const deadline = now() + seconds * 1000;
  for (;;) {
    const outcome = await askOnce(url, ask);
    if (outcome.exitCode === 0 || now() + ASK_EVERY_MS > deadline) {
      return seconds > 0 && outcome.exitCode !== 0
        ? { ...outcome, line: `${outcome.line}, still after ${seconds} s` }
        : outcome;
    }
    await sleep(ASK_EVERY_MS);
  }
}

if (isEntryPoint(import.meta.url)) {
  healthCheck(process.argv.slice(2), {
    port: process.env.PORT,
    host: process.env.LISTEN_ADDRESS ?? process.env.HOSTNAME,
  }).then(({ exitCode, line }) => {
    (exitCode === 0 ? console.log : console.error)(line);
    process.exit(exitCode);
  });
}
