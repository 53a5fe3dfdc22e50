import { createClient } from '@libsql/client';
import { spawn } from 'node:child_process';
import { openSync, readFileSync, rmSync } from 'node:fs';
import { stopGroup } from '../../../scripts/stack/services';

/**
 * The suite's production build started once more, on a copy of the suite's database and with
 * settings of its own (a mail server, for one), for a test that changes what every other test
 * reads (the club settings) or needs what the suite's server lacks. Started and stopped
 * within the test: some five seconds.
 */
export async function startOwnServer(name: string, port: number, env: Record<string, string>) {
  const database = `./data/${name}-e2e.db`;
  const logFile = `./data/${name}-e2e.log`;
  const removeDatabase = () => {
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${database}${suffix}`, { force: true });
  };
  removeDatabase();
  // Consistent while the other tests write to the suite's database.
  const source = createClient({ url: 'file:./data/e2e.db' });
  await source.execute({ sql: 'VACUUM INTO ?', args: [database] });
  source.close();

  const origin = `http://127.0.0.1:${port}`;
  const output = openSync(logFile, 'w');
  const server = spawn('npx', ['next', 'start', '-p', String(port), '-H', '127.0.0.1'], {
    detached: true,
    stdio: ['ignore', output, output],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DEMO: '1',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      DATABASE_URL: `file:${database}`,
      // The links the server writes (mails, the admin) point at this server.
      SITE_URL: origin,
      CMS_ORIGINS: '',
      TRUSTED_PROXIES: '1',
      ...env,
    },
  });
  const stop = async () => {
    // The whole group, not only npx, which exits before the server it started: the database
    // is removed once no process has it open.
    await stopGroup(server);
    removeDatabase();
    rmSync(logFile, { force: true });
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const up = await fetch(`${origin}/robots.txt`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { origin, stop, database, logFile };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const log = readFileSync(logFile, 'utf8').slice(-2000);
  await stop();
  throw new Error(`the server did not start; its log:\n${log}`);
}
