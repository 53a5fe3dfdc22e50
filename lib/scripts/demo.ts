/**
 * `npm run demo`: migrates and seeds the embedded database when needed, builds
 * when the sources changed, then serves the production build on PORT (3000).
 */
import { spawn } from 'node:child_process';
import { buildIfStale } from './build-if-stale';
import { prepareDatabase } from './prepare-database';

async function main() {
  await prepareDatabase('always');
  buildIfStale();
  const port = process.env.PORT ?? '3000';
  const server = spawn('npx', ['next', 'start', '-p', port], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });
  const stop = (signal: NodeJS.Signals) => server.kill(signal);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  server.on('exit', (code) => process.exit(code ?? 0));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
