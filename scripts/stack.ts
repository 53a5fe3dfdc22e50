/**
 * `npm run stack`: the site as it runs on several servers, on this machine: PostgreSQL,
 * Redis, an S3-compatible media store, two app instances of one build and the nginx
 * front cache (which also holds the live match streams) behind the TLS terminator, on
 * loopback ports. The front cache answers on PORT (3000), the terminator on PORT + 7;
 * Ctrl-C stops all. The database is a throwaway cluster
 * seeded with the demo club on every start.
 *
 * package.json runs it with `node --import tsx`, not the `tsx` command: that command passes a
 * Ctrl-C on to this process and kills it (SIGKILL) unless it hears back within 30 ms. It did so
 * while the stop was removing the front's folders, before instance B, Redis and PostgreSQL had
 * been told to stop, and they kept their ports (issue 47, seen with strace).
 */
import { spawnSync } from 'node:child_process';
import { buildIfStale } from './build-if-stale';
import { startStack } from './stack/index';

async function main() {
  const packages = spawnSync(
    'bash',
    ['scripts/debian-packages.sh', 'nginx-light', 'libnginx-mod-nchan', 'postgresql', 'redis-server'],
    { stdio: 'inherit' },
  );
  if (packages.status !== 0) throw new Error('installing the Debian packages failed');
  buildIfStale();
  const stack = await startStack(Number(process.env.PORT ?? 3000));
  console.log(
    [
      '',
      `TLS terminator       ${stack.site.httpsOrigin}/en   ← visitors (a certificate made for the run: accept it once)`,
      `Front cache (nginx)  ${stack.front.origin}/en`,
      `Instance A           ${stack.a.origin}/admin`,
      `Instance B           ${stack.b.origin}/admin`,
      `PostgreSQL           ${stack.postgres.url}`,
      `Redis                ${stack.redis.url}`,
      `Media (S3, s3rver)   ${stack.objects.env.S3_ENDPOINT}/${stack.objects.env.S3_BUCKET}`,
      `Live publisher       ${stack.shared.LIVE_PUBLISH_URL}   ← the instances send each saved match state (nchan)`,
      'Ctrl-C stops them all.',
    ].join('\n'),
  );
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
