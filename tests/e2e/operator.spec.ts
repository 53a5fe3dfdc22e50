import { expect, test } from '@playwright/test';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { demoUsers } from './support/cms';

/**
 * The production build as a club's server runs it (docs/operations.md "Going live"): a wrong setting
 * stops the start, `npm start` answers on the loopback only, and a restore leaves no page
 * of the state before it in the cache. Ports next to the suite's own (+130..+132).
 */
const basePort = () => Number(process.env.E2E_PORT ?? 3100);

const production = {
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  PAYLOAD_SECRET: 'a-production-secret-of-at-least-32-characters',
  SITE_URL: 'https://www.club.example',
  DEMO: '0',
};

type Server = { child: ChildProcess; stderr: () => string; exited: Promise<number | null> };

/** A process group of its own, so stopping it stops next-server too. */
function start(command: string, args: string[], env: Record<string, string | undefined>): Server {
  const child = spawn(command, args, {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, ...env } as NodeJS.ProcessEnv,
  });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stderr: () => stderr, exited };
}

async function stop(server: Server | undefined): Promise<void> {
  if (!server?.child.pid || server.child.exitCode !== null) return;
  try {
    process.kill(-server.child.pid, 'SIGTERM');
  } catch {
    return;
  }
  await server.exited;
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

async function waitUntilAnswering(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if ((await fetch(url).catch(() => null))?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

/** Whether anything accepts a TCP connection at host:port. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

test.describe('a club server', () => {
  test.describe.configure({ mode: 'serial' });

  test('a wrong setting stops the start with the list of problems, and no page is answered', async () => {
    const port = basePort() + 130;
    const server = start('node_modules/.bin/next', ['start', '-p', String(port), '-H', '127.0.0.1'], {
      ...production,
      PAYLOAD_SECRET: undefined,
      // Comments after values, as systemd's EnvironmentFile keeps them.
      TRUSTED_PROXIES: '1 # the front cache',
      SITE_URL: 'not a url',
    });
    const startedAt = Date.now();
    let answered = false;
    try {
      while (server.child.exitCode === null && Date.now() - startedAt < 30_000) {
        answered ||= await answers(`http://127.0.0.1:${port}/en`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await server.exited).toBe(78);
      expect(Date.now() - startedAt).toBeLessThan(15_000);
      expect(answered).toBe(false);
      expect(server.stderr()).toContain('Invalid environment configuration:');
      expect(server.stderr()).toContain('PAYLOAD_SECRET: must be set with NODE_ENV=production');
      expect(server.stderr()).toContain(
        'TRUSTED_PROXIES: ends in "# the front cache": a comment after the value?',
      );
      expect(server.stderr()).toContain('SITE_URL: Invalid URL');
    } finally {
      await stop(server);
    }
  });

  test('npm start answers on 127.0.0.1 only unless LISTEN_ADDRESS says otherwise', async () => {
    const port = basePort() + 131;
    const server = start('npm', ['start'], { ...production, DEMO: '1', PORT: String(port) });
    try {
      await waitUntilAnswering(`http://127.0.0.1:${port}/robots.txt`);
      // Another loopback address reaches a server bound to every interface, not this one.
      expect(await accepts('127.0.0.2', port)).toBe(false);
    } finally {
      await stop(server);
    }
  });
});

test.describe('a restore', () => {
  test.setTimeout(300_000);
  const port = basePort() + 132;
  const origin = `http://127.0.0.1:${port}`;
  const work = mkdtempSync(path.join(tmpdir(), 'club-restore-'));
  // A build folder of its own: the suite's server must not serve this site's pages.
  const build = `.next-restore-${port}`;
  const site = {
    ...production,
    DEMO: '1',
    DATABASE_URL: `file:${path.join(work, 'club.db')}`,
    MEDIA_DIR: path.join(work, 'media'),
    NEXT_DIST_DIR: build,
  };
  let server: Server | undefined;

  const command = (script: string, args: string[], env: Record<string, string | undefined>) => {
    const result = spawnSync(
      'node',
      ['--conditions=production', 'scripts/command-launcher.mjs', script, ...args],
      {
        env: { ...process.env, ...env } as NodeJS.ProcessEnv,
        encoding: 'utf8',
      },
    );
    expect(result.status, result.stderr).toBe(0);
  };
  const startSite = async () => {
    server = start('node_modules/.bin/next', ['start', '-p', String(port), '-H', '127.0.0.1'], {
      ...site,
      PORT: String(port),
    });
    await waitUntilAnswering(`${origin}/en`);
  };

  test.afterAll(async () => {
    await stop(server);
    rmSync(work, { recursive: true, force: true });
    rmSync(build, { recursive: true, force: true });
  });

  test('leaves no page of the state before it in the cache', async () => {
    for (const entry of readdirSync('.next')) {
      if (entry !== 'cache') cpSync(path.join('.next', entry), path.join(build, entry), { recursive: true });
    }
    // The demo's content, through the commands themselves.
    command('backup', [path.join(work, 'demo')], { DEMO: '1', NODE_ENV: 'production' });
    command('restore', [path.join(work, 'demo')], site);
    await startSite();

    const slug = `after-the-backup-${Date.now()}`;
    const title = `Published after the backup ${Date.now()}`;
    const pages = ['/en', '/en/news', `/en/news/article/${slug}`, '/en/rss.xml', '/en/sitemap.xml'];
    const shows = async (page: string) => {
      const answer = await fetch(`${origin}${page}`);
      const body = await answer.text();
      return answer.ok && (body.includes(title) || body.includes(slug));
    };
    for (const page of pages) await fetch(`${origin}${page}`); // cached as they are

    command('backup', [path.join(work, 'nightly')], site);

    const login = await fetch(`${origin}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(demoUsers.admin),
    });
    const headers = {
      Authorization: `JWT ${(await login.json()).token}`,
      'content-type': 'application/json',
    };
    const [model] = (await (await fetch(`${origin}/api/news?locale=en&limit=1&depth=0`, { headers })).json())
      .docs;
    const created = await fetch(`${origin}/api/news?locale=en`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        title,
        slug,
        kind: 'article',
        excerpt: title,
        body: model.body,
        publishedAt: new Date().toISOString(),
        _status: 'published',
      }),
    });
    expect(created.status).toBe(201);
    for (const page of pages) await expect.poll(() => shows(page), { timeout: 20_000 }).toBe(true);
    // What the server wrote (its cache of the CMS's reads, emptied by the restore before it
    // started): the service user's only.
    const written = readdirSync(path.join(build, 'cache', 'fetch-cache'), {
      recursive: true,
      withFileTypes: true,
    });
    const modes = written.map((entry) => statSync(path.join(entry.parentPath, entry.name)).mode & 0o777);
    expect(modes.length).toBeGreaterThan(0);
    expect(new Set(modes)).toEqual(new Set([0o600, 0o700].filter((mode) => modes.includes(mode))));
    expect(modes).toContain(0o600);

    await stop(server);
    command('restore', [path.join(work, 'nightly')], site);
    await startSite();
    for (const page of pages) expect(await shows(page), page).toBe(false);
    expect((await fetch(`${origin}/en/news/article/${slug}`)).status).toBe(404);
  });
});
