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
  const port = process.env.PORT ?? '3000';
  // The CMS takes an editor's saves only from SITE_URL (lib/cms/payload.config.ts `csrf`):
  // on another port the demo's admin would refuse every save.
  process.env.SITE_URL ??= `http://localhost:${port}`;
  await prepareDatabase('demo');
  // `npm test` type-checks the tree (tsc), so the demo's build skips Next's own check (≈ 1 min).
  buildIfStale({ env: { DEMO: '1', SKIP_NEXT_TYPE_CHECK: '1' } });
  const server = spawn('npx', ['next', 'start', '-p', port], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', DEMO: '1', NEXT_TELEMETRY_DISABLED: '1' },
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
