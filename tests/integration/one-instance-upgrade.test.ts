import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPlaceholders } from '@/deploy/nginx/render.mjs';
import { startFrontCache, type FrontCache } from '@/scripts/front-cache';
import { nginxPath } from '@/scripts/nginx';

/**
 * The default install, one instance behind the front, upgraded by deploy/upgrade.sh under load:
 * uncached GETs and form POSTs through the shipped front (deploy/nginx/club-site.conf, its
 * upstream list as render.mjs writes it for one server), none may fail. It used to restart the
 * one instance in place: 503s for every uncached GET and 502s for half the POSTs until the new
 * one listened. Stand-ins, named here: a `systemctl` that starts and stops an instance per
 * port in the throwaway root, and instances that stop as the site's do
 * (tests/support/stopping-server.ts, with lib/shared/http/prompt-stop.ts) and answer with the name of
 * the release `current` pointed at when they started.
 */
const base = Number(process.env.E2E_PORT ?? 3100) + 172;
const active = base % 2 === 0 ? base : base + 1; // the spare is active + 1, as for 3000
const spare = active + 1;
const frontPort = active + 2;

const root = mkdtempSync(path.join(tmpdir(), 'club-one-instance-'));
const releases = path.join(root, 'opt/club-site/releases');
const run = path.join(root, 'run');

/** A release as upgrade.sh needs one: server.js, and commands that do nothing. */
function release(name: string): string {
  const folder = path.join(root, 'build', name);
  mkdirSync(path.join(folder, 'commands'), { recursive: true });
  mkdirSync(path.join(folder, '.next', 'static'), { recursive: true });
  writeFileSync(path.join(folder, 'server.js'), '');
  for (const command of ['keep-static', 'migrate'])
    writeFileSync(path.join(folder, 'commands', `${command}.mjs`), '');
  return folder;
}

const systemctl = `#!/usr/bin/env bash
# The tests' systemctl: club-site@<port> is a stopping-server.ts on that port.
set -u
run=${JSON.stringify(run)}
port="\${2#club-site@}"
case "$1" in
  list-units)
    for pid in "$run"/*.pid; do
      [ -e "$pid" ] && kill -0 "$(cat "$pid")" 2>/dev/null &&
        echo "club-site@$(basename "$pid" .pid).service loaded active running Club site"
    done
    exit 0 ;;
  start)
    RELEASE="$(basename "$(readlink -f ${JSON.stringify(path.join(root, 'opt/club-site/current'))})")" PORT="$port" \\
      setsid ${JSON.stringify(process.execPath)} --import tsx tests/support/stopping-server.ts >/dev/null 2>&1 &
    echo $! > "$run/$port.pid"
    # Ready once it answers (the unit's ExecStartPost).
    for _ in $(seq 100); do
      (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null && exit 0
      sleep 0.1
    done
    exit 1 ;;
  stop)
    pid="$(cat "$run/$port.pid" 2>/dev/null)" || exit 0
    kill -TERM "$pid" 2>/dev/null
    while kill -0 "$pid" 2>/dev/null; do sleep 0.05; done
    rm -f "$run/$port.pid"
    exit 0 ;;
  restart) "$0" stop "$2" && "$0" start "$2"; exit $? ;;
  *) exit 0 ;;
esac
`;

let front: FrontCache;
beforeAll(async () => {
  mkdirSync(run, { recursive: true });
  mkdirSync(releases, { recursive: true });
  mkdirSync(path.join(root, 'etc/club-site'), { recursive: true });
  writeFileSync(path.join(root, 'etc/club-site/club-site.env'), 'SITE_URL=https://www.club.example\n');
  const old = path.join(releases, '0.1.0-old');
  rmSync(old, { recursive: true, force: true });
  spawnSyncOk('cp', ['-r', release('0.1.0-old'), old]);
  spawnSyncOk('ln', ['-s', old, path.join(root, 'opt/club-site/current')]);
  writeFileSync(path.join(root, 'systemctl'), systemctl);
  chmodSync(path.join(root, 'systemctl'), 0o755);
  spawnSyncOk(path.join(root, 'systemctl'), ['start', `club-site@${active}`]);

  // The front, its upstream list as render.mjs writes it for one server: the instance, and
  // the spare port as its backup.
  front = await startFrontCache(frontPort, [active]);
  const conf = path.join(front.folder, 'nginx.conf');
  const oneServer = fillPlaceholders('@UPSTREAMS@', {
    UPSTREAMS: [`127.0.0.1:${active}`, `127.0.0.1:${spare} backup`],
  });
  writeFileSync(
    conf,
    readFileSync(conf, 'utf8').replace(/^ *server 127\.0\.0\.1:\d+ max_fails.*$/m, oneServer),
  );
  spawnSyncOk('bash', ['-c', frontReload()]);
}, 60_000);

afterAll(async () => {
  for (const port of [active, spare])
    spawnSyncOk(path.join(root, 'systemctl'), ['stop', `club-site@${port}`]);
  front?.stop();
  rmSync(root, { recursive: true, force: true });
});

/** How upgrade.sh checks and reloads this front (FRONT_RELOAD). */
function frontReload(): string {
  const nginx = `${nginxPath} -p ${front.folder} -e ${front.folder}/error.log -c ${front.folder}/nginx.conf`;
  return `${nginx} -t -q && ${nginx} -s reload`;
}

function spawnSyncOk(command: string, args: string[]): void {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')}: ${result.stderr}`);
}

type Outcome = { status: number; body: string } | { error: string };

/**
 * A request through the front, on a kept-alive connection as a browser holds one, and sent
 * again on a new connection, as browsers do, when that one turns out closed before any answer
 * (nginx's old workers close each kept-alive connection after a reload; another kept one may
 * be closing too, so not on one of those).
 */
async function send(agent: http.Agent, method: 'GET' | 'POST', n: number): Promise<Outcome> {
  const first = await sendOnce(agent, method, n);
  return 'error' in first && first.error === 'reused connection closed' ? sendOnce(false, method, n) : first;
}

function sendOnce(agent: http.Agent | false, method: 'GET' | 'POST', n: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port: frontPort,
        method,
        // A page the front has not cached (its instance answers `private, no-store`), and a form.
        path: method === 'GET' ? `/en/news?page=${n}` : '/api/forms/contact',
        headers: { host: '127.0.0.1', 'content-type': 'application/json' },
        agent,
      },
      (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    outgoing.on('error', (error: NodeJS.ErrnoException) =>
      resolve({
        error:
          error.code === 'ECONNRESET' && outgoing.reusedSocket
            ? 'reused connection closed'
            : (error.code ?? error.message),
      }),
    );
    outgoing.end(
      method === 'POST' ? JSON.stringify({ name: 'A visitor', message: `message ${n}` }) : undefined,
    );
  });
}

describe('one instance upgraded under load', () => {
  it('fails no GET and no POST, and ends on the new release alone', { timeout: 120_000 }, async () => {
    const tarball = path.join(root, '0.2.0-new.tar.gz');
    release('0.2.0-new');
    spawnSyncOk('tar', ['-czf', tarball, '-C', path.join(root, 'build'), '0.2.0-new']);

    const outcomes: { method: string; outcome: Outcome }[] = [];
    let loading = true;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
    const loop = async (method: 'GET' | 'POST') => {
      for (let n = 0; loading; n++) outcomes.push({ method, outcome: await send(agent, method, n) });
    };
    const loops = [...Array(4).fill('GET'), ...Array(2).fill('POST')].map(loop);
    await new Promise((resolve) => setTimeout(resolve, 500));

    const upgrade = spawn(
      'bash',
      ['deploy/upgrade.sh', tarball, '--root', root, '--front-conf', path.join(front.folder, 'nginx.conf')],
      {
        env: { ...process.env, SYSTEMCTL: path.join(root, 'systemctl'), FRONT_RELOAD: frontReload() },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let printed = '';
    upgrade.stdout.on('data', (chunk) => (printed += chunk));
    upgrade.stderr.on('data', (chunk) => (printed += chunk));
    const code = await new Promise((resolve) => upgrade.on('exit', resolve));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    loading = false;
    await Promise.all(loops);
    agent.destroy();

    expect(code, printed).toBe(0);
    const failed = outcomes.filter(
      ({ outcome }) => 'error' in outcome || ![200, 201].includes(outcome.status),
    );
    if (failed.length) console.log(readFileSync(path.join(front.folder, 'error.log'), 'utf8'));
    expect(
      failed.map(({ method, outcome }) => `${method} ${'error' in outcome ? outcome.error : outcome.status}`),
    ).toEqual([]);
    const answered = (method: string) => outcomes.filter((entry) => entry.method === method).length;
    expect(answered('GET')).toBeGreaterThan(50);
    expect(answered('POST')).toBeGreaterThan(20);
    // Old first, new last; the old instance stopped, the spare now the front's first address.
    const bodies = outcomes.map(({ outcome }) => ('body' in outcome ? outcome.body : ''));
    expect([bodies[0], bodies.at(-1)]).toEqual(['0.1.0-old', '0.2.0-new']);
    expect(existsSync(path.join(run, `${active}.pid`))).toBe(false);
    expect(readFileSync(path.join(front.folder, 'nginx.conf'), 'utf8')).toContain(
      `server 127.0.0.1:${spare} max_fails=1 fail_timeout=2s;\n    server 127.0.0.1:${active} backup`,
    );
  });
});
