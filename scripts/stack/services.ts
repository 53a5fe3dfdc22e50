/**
 * The servers of the several-instances stack, each started on a loopback port in its own
 * process group: PostgreSQL and Redis from Debian's packages, and the app instances
 * (`next start` of one build); the front cache is scripts/front-cache.ts. Used by
 * `npm run stack`, its end-to-end test and the integration test of the shared brakes.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export type Service = { name: string; stop: () => Promise<void> };

const isRoot = process.getuid?.() === 0;

function postgresBin(tool: string): string {
  const root = '/usr/lib/postgresql';
  const version = existsSync(root) ? readdirSync(root).sort().at(-1) : undefined;
  if (!version) throw new Error('PostgreSQL is not installed: apt-get install postgresql');
  return path.join(root, version, 'bin', tool);
}

/** PostgreSQL refuses to run as root; Debian's package brings the `postgres` user for it. */
function asDatabaseUser(command: string, args: string[]): [string, string[]] {
  return isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')}: ${result.stderr || result.stdout}`);
}

function output(command: string, args: string[]): string {
  return spawnSync(command, args, { encoding: 'utf8' }).stdout.trim();
}

export function background(
  name: string,
  command: string,
  args: string[],
  env?: NodeJS.ProcessEnv,
  cwd?: string,
): ChildProcess {
  const child = spawn(command, args, {
    cwd,
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: env ?? process.env,
  });
  child.on('exit', (code, signal) => {
    // 143: Next's own exit once it has finished its requests after a SIGTERM (a stop).
    if (code && code !== 143) console.error(`[stack] ${name} exited with ${code ?? signal}`);
  });
  return child;
}

/** Whether any process of the group led by `pid` is still alive. */
export function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Ends a process group and waits until every process of it is gone, not only its leader:
 * `npx` exits as soon as it has passed the signal on, while the server it started may
 * still be finishing its requests. What is left after 10 s is killed.
 */
export async function stopGroup(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  const pid = child.pid;
  if (!pid || !groupAlive(pid)) return;
  try {
    process.kill(-pid, signal);
  } catch {
    return;
  }
  const deadline = Date.now() + 10_000;
  while (groupAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  if (groupAlive(pid)) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {}
    while (groupAlive(pid)) await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Stops every service of a stack at once, each on its own, and resolves once every stop has
 * ended. One after another, a stop that threw (a server killed before, a folder still being
 * written) ended the loop, and `npm run stack` with it, leaving the later services on their ports,
 * and two servers taking their full 10 s to finish kept the last ones up for 20 s (issue 47).
 */
export async function stopServices(services: { name: string; stop: () => Promise<void> | void }[]) {
  const ends = await Promise.allSettled(services.map(async (service) => service.stop()));
  ends.forEach((end, index) => {
    if (end.status === 'rejected')
      console.error(`[stack] stopping ${services[index].name} failed:`, end.reason);
  });
}

export async function waitFor(description: string, ready: () => Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await ready().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${description} did not come up within ${timeoutMs / 1000} s`);
}

/**
 * A server the tests take through bad days: stopped (`halt`) and started again, or frozen
 * (`pause`, SIGSTOP: connections are accepted and never answered, as on a hung host) and
 * thawed (`resume`).
 */
export type ControllableServer = Service & {
  url: string;
  halt: () => Promise<void>;
  start: () => Promise<void>;
  pause: () => void;
  resume: () => void;
};

/** A throwaway cluster in a temporary folder, trusting loopback connections only. */
export async function startPostgres(port: number): Promise<ControllableServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'club-postgres-'));
  if (isRoot)
    chownSync(dataDir, Number(output('id', ['-u', 'postgres'])), Number(output('id', ['-g', 'postgres'])));
  run(...asDatabaseUser(postgresBin('initdb'), ['-D', dataDir, '-U', 'club', '--auth=trust', '-E', 'UTF8']));
  let server: ChildProcess | undefined;
  const start = async () => {
    server = background(
      'postgres',
      ...asDatabaseUser(postgresBin('postgres'), [
        '-D',
        dataDir,
        '-p',
        String(port),
        '-h',
        '127.0.0.1',
        '-k',
        dataDir,
        // Its routine start and stop lines would drown the tests' own output.
        '-c',
        'log_min_messages=warning',
      ]),
    );
    await waitFor(
      'PostgreSQL',
      async () =>
        spawnSync(postgresBin('pg_isready'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'club']).status ===
        0,
    );
  };
  // SIGINT: PostgreSQL's fast shutdown (open sessions end, nothing is lost).
  const halt = async () => {
    if (server) await stopGroup(server, 'SIGINT');
  };
  // The postmaster and every process it forked: each backend sits in a session of its own.
  const signalAll = (signal: NodeJS.Signals) => {
    const postmaster = readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0];
    const children = output('ps', ['-o', 'pid=', '--ppid', postmaster]).split(/\s+/).filter(Boolean);
    for (const pid of [postmaster, ...children]) process.kill(Number(pid), signal);
  };
  await start();
  run(postgresBin('createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'club', 'club']);
  return {
    name: 'postgres',
    url: `postgres://club@127.0.0.1:${port}/club`,
    start,
    halt,
    pause: () => signalAll('SIGSTOP'),
    resume: () => signalAll('SIGCONT'),
    stop: async () => {
      await halt();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Redis without persistence: the cache is rebuilt from the database if it is lost. */
export async function startRedis(port: number): Promise<ControllableServer> {
  let server: ChildProcess | undefined;
  const start = async () => {
    server = background('redis', 'redis-server', [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--loglevel',
      'warning',
    ]);
    await waitFor(
      'Redis',
      async () =>
        spawnSync('redis-cli', ['-p', String(port), 'ping'])
          .stdout?.toString()
          .trim() === 'PONG',
    );
  };
  const halt = async () => {
    if (server) await stopGroup(server);
  };
  // A server that is gone (killed, or halted by a test) has nothing left to signal.
  const signal = (name: NodeJS.Signals) => {
    if (server?.pid && groupAlive(server.pid)) process.kill(server.pid, name);
  };
  await start();
  return {
    name: 'redis',
    url: `redis://127.0.0.1:${port}`,
    start,
    halt,
    pause: () => signal('SIGSTOP'),
    resume: () => signal('SIGCONT'),
    // A frozen server ignores SIGTERM until it is thawed.
    stop: async () => {
      signal('SIGCONT');
      await halt();
    },
  };
}

/**
 * An S3-compatible store for the uploaded media every instance reads: s3rver (from the npm
 * registry; no S3 server is packaged in Debian 12), with its files in a temporary folder.
 * A club points S3_* at its own store (MinIO, Garage, Ceph, a cloud bucket).
 */
export async function startObjectStore(
  port: number,
): Promise<Service & { env: Record<string, string>; halt: () => Promise<void>; start: () => Promise<void> }> {
  const directory = mkdtempSync(path.join(tmpdir(), 'club-objects-'));
  let server: S3rver | undefined;
  const start = async () => {
    server = new S3rver({
      port,
      address: '127.0.0.1',
      directory,
      silent: true,
      configureBuckets: [{ name: 'media' }],
    });
    await server.run();
  };
  // Stopped and started again on the same folder, as a store that restarts keeps its files.
  const halt = async () => {
    await server?.close();
    server = undefined;
  };
  await start();
  return {
    name: 'object store',
    // s3rver's fixed credentials.
    env: {
      S3_BUCKET: 'media',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    halt,
    start,
    stop: async () => {
      await halt();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * One `next start` of the current build, sharing the database, the cache and the media
 * store with the others. Its own folders (MEDIA_DIR) are its own, as on a host of its own.
 */
export async function startApp(
  name: string,
  port: number,
  env: Record<string, string>,
): Promise<Service & { origin: string }> {
  const origin = `http://127.0.0.1:${port}`;
  const ownFolder = mkdtempSync(path.join(tmpdir(), 'club-instance-'));
  const server = background(name, 'npx', ['next', 'start', '-p', String(port), '-H', '127.0.0.1'], {
    ...process.env,
    MEDIA_DIR: path.join(ownFolder, 'media'),
    ...env,
    // What the instance calls itself at (its jobs ticker), as a service manager sets it.
    PORT: String(port),
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
  });
  await waitFor(name, async () => (await fetch(`${origin}/robots.txt`)).ok);
  return {
    name,
    origin,
    stop: async () => {
      await stopGroup(server);
      rmSync(ownFolder, { recursive: true, force: true });
    },
  };
}
