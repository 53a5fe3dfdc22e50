/**
 * `npm run demo`: migrates the embedded database and seeds the demo club (the demo road
 * of prepare-database.ts), builds when the sources changed, then serves the production
 * build on PORT (3000). package.json marks its environment DEMO=1, so it runs on the local
 * secret and origin, which a club's server refuses.
 */
import { spawn } from 'node:child_process';
import { buildIfStale } from './build-if-stale';
import { prepareDatabase } from './prepare-database';

async function main() {
  await prepareDatabase('demo');
  buildIfStale();
  const port = process.env.PORT ?? '3000';
  const server = spawn('npx', ['next', 'start', '-p', port], {
    stdio: 'inherit',
    env: { ...process.env, PORT: port, NODE_ENV: 'production', DEMO: '1', NEXT_TELEMETRY_DISABLED: '1' },
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
