/**
 * What whole saves cost on the embedded SQLite database (docs/several-servers.md "What a save
 * costs on SQLite"): `npx tsx scripts/bench/sqlite-writes.ts [writers=1,8,32] [saves=300] [file]`.
 * Stores contact messages with two notes each (a row, two array rows, a queued mail: the
 * inbox's usual save) through Payload's local API on a fresh file, with that many saves at a
 * time, and prints saves per second, the latency of a save (p50, p99) and the saves that
 * failed (SQLITE_BUSY and the like). Run it from two shells at once with the same `file`
 * (migrated by a first run of one save) to see two processes share it. Nothing else should
 * run meanwhile.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const writersList = (process.argv[2] ?? '1,8,32').split(',').map(Number);
const saves = Number(process.argv[3] ?? 300);
const shared = process.argv[4] ? path.resolve(process.argv[4]) : undefined;
const dir = shared ? path.dirname(shared) : mkdtempSync(path.join(tmpdir(), 'sqlite-writes-'));
process.env.DATABASE_URL = `file:${shared ?? path.join(dir, 'bench.db')}`;
process.env.MEDIA_DIR = path.join(dir, 'media');
process.env.PAYLOAD_SECRET ??= 'sqlite-writes-bench-secret-not-for-production';

const [{ getPayload }, { default: config }, { databaseMigrations }] = await Promise.all([
  import('payload'),
  import('@/lib/cms/payload.config'),
  import('@/lib/cms/database'),
]);
const payload = await getPayload({ config });
await payload.db.migrate({ migrations: databaseMigrations(process.env.DATABASE_URL) });

const message = (n: number) => ({
  firstName: 'Bench',
  lastName: `Writer ${n}`,
  email: `bench${n}@example.com`,
  phone: '+32 470 12 34 56',
  subject: 'fan-mail',
  message: 'Could the players sign a shirt for my son?',
  marketingConsent: true,
  locale: 'en',
  notes: [{ text: 'First note.' }, { text: 'Second note.' }],
});

for (const writers of writersList) {
  const latencies: number[] = [];
  let failed = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async () => {
      while (next < saves) {
        const n = next++;
        const t = performance.now();
        try {
          await payload.create({ collection: 'contact-messages', data: message(n) as never, depth: 0 });
          latencies.push(performance.now() - t);
        } catch (error) {
          if (failed++ === 0) console.error(error);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  console.log(
    `${writers} at a time: ${(latencies.length / seconds).toFixed(0)} saves/s, ` +
      `p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, failed ${failed}/${saves}`,
  );
}

await payload.destroy();
if (!shared) rmSync(dir, { recursive: true, force: true });
