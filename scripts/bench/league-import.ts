/**
 * What a league import costs (docs/performance.md "Importing from the league"):
 * `npx tsx scripts/bench/league-import.ts [events=300] [ours=60]`. On a fresh SQLite file,
 * imports an iCalendar feed of a whole league's `events` matches, `ours` of them our team's
 * (60, the most one import writes: FEED_LIMITS.matches), served on loopback; then the same feed
 * again (nothing changes), then the feed with every kick-off moved by a day; prints each run's
 * time, the memory it added (RSS, heap) and how long a contact-form save started during the
 * first import waited for it (the import holds SQLite's one writer for its whole transaction).
 * Nothing else should run meanwhile.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const count = Number(process.argv[2] ?? 300);
const ours = Number(process.argv[3] ?? 60);
const dir = mkdtempSync(path.join(tmpdir(), 'league-import-'));
process.env.DATABASE_URL = `file:${path.join(dir, 'bench.db')}`;
process.env.MEDIA_DIR = path.join(dir, 'media');
process.env.PAYLOAD_SECRET ??= 'league-import-bench-secret-not-for-production';
process.env.LEAGUE_FEEDS_LOCAL = '1';
process.env.LOG_LEVEL ??= 'warn';

const [{ getPayload }, { default: config }, { databaseMigrations }, { importFeed }] = await Promise.all([
  import('payload'),
  import('@/lib/cms/payload.config'),
  import('@/lib/cms/database'),
  import('@/lib/cms/collections/LeagueFeeds/import-feed'),
]);
const payload = await getPayload({ config });
await payload.db.migrate({ migrations: databaseMigrations(process.env.DATABASE_URL) });

const create = <T>(collection: string, data: Record<string, unknown>) =>
  payload.create({ collection: collection as never, data: data as never, depth: 0 }) as Promise<
    T & { id: number }
  >;
await create('clubs', { name: 'Bench Town', shortName: 'BEN', isOwnClub: true });
const opponents = Array.from({ length: 20 }, (_, at) => `Opponent ${String.fromCharCode(65 + at)}`);
for (const [at, name] of opponents.entries()) await create('clubs', { name, shortName: `O${at}` });
const team = await create('teams', {
  name: 'First team',
  slug: 'first-team',
  category: 'first_team',
  order: 1,
});
const season = await create('seasons', { name: '2030–2031', startsOn: '2030-07-01', endsOn: '2031-06-30' });
const competition = await create('competitions', { name: 'League', kind: 'league' });

/** `count` matches, one every 20 hours from August on, ours home and away in turn. */
function feed(shiftDays: number): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Bench//EN'];
  for (let n = 0; n < count; n++) {
    const start = new Date(Date.UTC(2030, 7, 1, 18) + n * 20 * 3_600_000 + shiftDays * 86_400_000);
    const stamp = start.toISOString().replace(/[-:]/g, '').slice(0, 15) + 'Z';
    // Our matches spread over the season; the others are two opponents'.
    const us =
      Math.floor((n * ours) / count) !== Math.floor(((n + 1) * ours) / count)
        ? 'Bench Town'
        : opponents[(n + 7) % 20];
    const [home, away] = n % 2 ? [opponents[n % 20], us] : [us, opponents[n % 20]];
    lines.push(
      'BEGIN:VEVENT',
      `UID:bench-${n}`,
      `DTSTART:${stamp}`,
      `SUMMARY:${home} - ${away}`,
      'END:VEVENT',
    );
  }
  return [...lines, 'END:VCALENDAR', ''].join('\r\n');
}

let body = feed(0);
const server = createServer((_, response) => response.writeHead(200).end(body));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { id } = await create('league-feeds', {
  title: 'Bench',
  kind: 'calendar',
  team: team.id,
  season: season.id,
  competition: competition.id,
  url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.ics`,
});

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(0)} MB`;
async function run(label: string, during?: () => Promise<number>) {
  global.gc?.();
  const before = process.memoryUsage();
  let peak = before.rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  const [report, waited] = await Promise.all([importFeed(payload, id), during?.()]);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const { created, changed, unchanged, skipped, problem } = report;
  console.log(
    `${label}: ${seconds.toFixed(2)} s, created ${created}, changed ${changed}, unchanged ${unchanged}` +
      `, skipped ${skipped}` +
      `${problem ? `, refused: ${problem}` : ''}; RSS peak +${mb(peak - before.rss)}` +
      `, heap after +${mb(process.memoryUsage().heapUsed - before.heapUsed)}` +
      (waited === undefined ? '' : `; a form save meanwhile waited ${waited.toFixed(2)} s`),
  );
}

/** Resolves when the import has opened its transaction (the writer is then its own). */
function transactionOpened(): Promise<void> {
  const begin = payload.db.beginTransaction.bind(payload.db);
  return new Promise((resolve) => {
    payload.db.beginTransaction = async (...args) => {
      const id = await begin(...args);
      payload.db.beginTransaction = begin;
      resolve();
      return id;
    };
  });
}

/** A contact message saved once the import's transaction is open: how long it took. */
async function formSaveDuring(): Promise<number> {
  await transactionOpened();
  const started = performance.now();
  await create('contact-messages', {
    firstName: 'Bench',
    lastName: 'Visitor',
    email: 'bench@example.com',
    subject: 'fan-mail',
    message: 'Saved while the league import runs.',
    locale: 'en',
  });
  return (performance.now() - started) / 1000;
}

console.log(`league import of ${count} matches, ${ours} of them ours, Node ${process.version}`);
await run('first import', formSaveDuring);
await run('same feed again');
body = feed(1);
await run('every kick-off moved');
server.close();
await payload.destroy();
rmSync(dir, { recursive: true, force: true });
process.exit(0);
