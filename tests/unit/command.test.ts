import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** scripts/command.ts: every way a command ends is an exit code and at most one line. */
function run(ending: string, env: Record<string, string | undefined> = {}) {
  const child = spawn('node_modules/.bin/tsx', ['tests/support/command-fixture.ts', ending], {
    env: { ...process.env, DEBUG: '', NODE_ENV: 'production', DEMO: '1', ...env } as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise<{ code: number | null; lines: string[] }>((resolve) =>
    child.on('exit', (code) => resolve({ code, lines: stderr.trim().split('\n').filter(Boolean) })),
  );
}

describe('how an operator command ends', { timeout: 60_000 }, () => {
  it('0 and nothing on stderr when it did its work; 2 and its reason when refused', async () => {
    const [done, refused] = await Promise.all([run('done'), run('refused')]);
    expect(done).toEqual({ code: 0, lines: [] });
    expect(refused).toEqual({ code: 2, lines: ['fixture: the folder is in use'] });
  });

  it('1 and one line for a fault, with the stack only under DEBUG', async () => {
    const [quiet, debug] = await Promise.all([run('fault'), run('fault', { DEBUG: '1' })]);
    expect(quiet).toEqual({
      code: 1,
      lines: ["fixture: failed: Cannot read properties of undefined (reading 'id') (DEBUG=1 shows where)"],
    });
    expect(debug.code).toBe(1);
    expect(debug.lines[1]).toMatch(/^TypeError: Cannot read properties/);
    expect(debug.lines.slice(2).every((line) => /^\s+at /.test(line))).toBe(true);
  });

  it('never 0 nor silent when something ends the process before the work settled', async () => {
    expect(await run('library-exits')).toEqual({
      code: 1,
      lines: ['fixture: stopped before it finished (Node exit code 0); nothing was confirmed'],
    });
  });

  it('78 and the settings in one line when the environment is wrong', async () => {
    expect(await run('bad-setting', { DEMO: '0', SITE_URL: 'not a url', PAYLOAD_SECRET: undefined })).toEqual(
      {
        code: 78,
        lines: [
          'fixture: invalid environment configuration: SITE_URL: Invalid URL; ' +
            'PAYLOAD_SECRET: must be set with NODE_ENV=production (docs/operations.md "Going live"); ' +
            "run it with the site's settings: set -a; . /etc/club-site/club-site.env; set +a",
        ],
      },
    );
  });
});
