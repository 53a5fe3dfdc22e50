import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthCheck, waitSeconds } from '@/scripts/health-check';

const ready = { status: 'ready', checks: { database: { ok: true, ms: 2 }, migrations: { ok: true, ms: 2 } } };
const notReady = {
  status: 'not ready',
  checks: { database: { ok: false, reason: 'no answer in time', ms: 1001 }, migrations: { ok: true, ms: 1 } },
};

/** An instance whose readiness answers each of `answers` in turn, then the last one again. */
function answering(...answers: [number, unknown][]): typeof fetch {
  let asked = 0;
  return (async () => {
    const [status, body] = answers[Math.min(asked++, answers.length - 1)];
    return Response.json(body, { status });
  }) as typeof fetch;
}

const noWait = async () => {};

describe('npm run health', () => {
  it('exits 0 when the instance is ready, 1 with the failing check in one line when not', async () => {
    expect(await healthCheck([], { port: '3000', fetch: answering([200, ready]) })).toEqual({
      exitCode: 0,
      line: 'ready: database 2 ms, migrations 2 ms',
    });
    expect(await healthCheck([], { port: '3000', fetch: answering([503, notReady]) })).toEqual({
      exitCode: 1,
      line: 'not ready: database: no answer in time (1001 ms)',
    });
  });

  it('with --wait asks again until the instance is ready, or says it still is not after that long', async () => {
    let clock = 0;
    const sleep = async (ms: number) => {
      clock += ms;
    };
    const options = { port: '3000', now: () => clock, sleep };
    const outcome = await healthCheck(['--wait', '5'], {
      ...options,
      fetch: answering([503, notReady], [503, notReady], [200, ready]),
    });
    expect(outcome.exitCode).toBe(0);
    expect(clock).toBe(1_000);
    clock = 0;
    const never = await healthCheck(['--wait', '2'], { ...options, fetch: answering([503, notReady]) });
    expect(never).toEqual({
      exitCode: 1,
      line: 'not ready: database: no answer in time (1001 ms), still after 2 s',
    });
    expect(clock).toBeGreaterThanOrEqual(1_500);
    expect(clock).toBeLessThanOrEqual(2_000);
  });

  it('says so when nothing answers, and exits 2 for a wrong argument', async () => {
    const refused = (async () => {
      throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
    }) as typeof fetch;
    expect(await healthCheck([], { port: '3999', fetch: refused, sleep: noWait })).toEqual({
      exitCode: 1,
      line: 'not ready: nothing answers at http://127.0.0.1:3999/api/health/ready (ECONNREFUSED)',
    });
    for (const args of [['--wait'], ['--wait', 'soon'], ['5'], ['--wait', '5', 'extra']]) {
      expect(waitSeconds(args), args.join(' ')).toBeUndefined();
      expect((await healthCheck(args, { port: '3000' })).exitCode).toBe(2);
    }
    expect((await healthCheck([], { port: 'http' })).exitCode).toBe(2);
  });
});

describe('the command as an operator runs it', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer((request, response) => {
      response.writeHead(request.url === '/api/health/ready' ? 503 : 404, {
        'content-type': 'application/json',
      });
      response.end(JSON.stringify(notReady));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => server.close());

  // Run by its own process, so the exit code and the one line are what systemd and cron see.
  it('prints one line on stderr and exits 1 when not ready', async () => {
    // Not spawnSync: the instance above answers from this very process.
    const run = (...args: string[]) =>
      new Promise<{ status: number | null; stderr: string }>((resolve) => {
        execFile(
          process.execPath,
          ['--import', 'tsx', 'scripts/health-check.ts', ...args],
          { encoding: 'utf8', env: { ...process.env, PORT: String(port) } },
          (error, _stdout, stderr) => resolve({ status: error ? Number(error.code) : 0, stderr }),
        );
      });
    const notReadyRun = await run();
    expect(notReadyRun.status).toBe(1);
    expect(notReadyRun.stderr.trim().split('\n')).toEqual([
      'not ready: database: no answer in time (1001 ms)',
    ]);
  }, 30_000);
});
