/**
 * One newsletter edition to many subscribers through a local SMTP server
 * (docs/performance.md "Sending a newsletter edition"): `npm run bench:newsletter [-- subscribers=10000]`.
 * On a fresh SQLite file: that many confirmed subscribers of one language, an edition sent by
 * the send job's runner, its runs one after the other at a rate that lets them send as fast as
 * they can (a run ends after 45 s), into a sink on this machine that accepts every mail and
 * keeps none. Prints the time, the mails a second, the
 * peak memory (RSS) of the process, and meanwhile what a page's read would have waited: the
 * p99 of a local-API read of the news made every 50 ms in the same process, and the p99 of
 * the event loop's delay. No built site is started (it takes minutes on a shared machine):
 * the reads stand in for the site's pages, which run in the same process as the job.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const subscribers = Number(process.argv[2] ?? 10_000);
const dir = mkdtempSync(path.join(tmpdir(), 'newsletter-send-'));
process.env.DATABASE_URL = `file:${path.join(dir, 'bench.db')}`;
process.env.MEDIA_DIR = path.join(dir, 'media');
process.env.PAYLOAD_SECRET ??= 'newsletter-send-bench-secret-not-for-production';

/** An SMTP server that says yes to everything and counts the messages. */
async function countingSink(): Promise<{ port: number; count: () => number; close: () => void }> {
  let messages = 0;
  const server = createServer((socket) => {
    let inData = false;
    let buffer = '';
    socket.write('220 sink\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          buffer = buffer.slice(end + 5);
          inData = false;
          messages++;
          socket.write('250 queued\r\n');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const verb = buffer.slice(0, 4).toUpperCase();
        buffer = buffer.slice(newline + 2);
        if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, count: () => messages, close: () => server.close() };
}

const sink = await countingSink();
process.env.SMTP_HOST = '127.0.0.1';
process.env.SMTP_PORT = String(sink.port);

const [{ getPayload }, { default: config }, { databaseMigrations }, { runNewsletterSends }] =
  await Promise.all([
    import('payload'),
    import('@/lib/cms/payload.config'),
    import('@/lib/cms/database'),
    import('@/lib/cms/jobs/newsletter-runner'),
  ]);
const payload = await getPayload({ config });
await payload.db.migrate({ migrations: databaseMigrations(process.env.DATABASE_URL) });

// The subscribers in one statement: through the local API, 10,000 creates take longer than the send.
const client = (payload.db as unknown as { client: { execute: (sql: string) => Promise<unknown> } }).client;
await client.execute(
  `INSERT INTO newsletter_subscribers (email, locale, consent_at, policy_version, status, consent_form)
   WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${subscribers})
   SELECT 'reader' || i || '@example.com', 'nl', '2026-11-01T00:00:00.000Z', 'bench', 'confirmed', 'sign-up' FROM n`,
);
await payload.updateGlobal({
  slug: 'club-settings',
  data: {
    name: 'Bench FC',
    phone: '+32 50 00 00 00',
    email: 'club@example.com',
    address: { street: 'Stadionlaan 1', postalCode: '8000', city: 'Brugge' },
    newsletter: { mailsPerMinute: subscribers },
  } as never,
});
const paragraph = (text: string) => ({
  type: 'paragraph',
  version: 1,
  format: '',
  indent: 0,
  direction: null,
  textFormat: 0,
  children: [{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }],
});
const edition = await payload.create({
  collection: 'newsletter-editions',
  data: {
    locale: 'nl',
    subject: 'Nieuwsbrief van de week',
    preheader: 'Alles over het weekend',
    body: {
      root: {
        type: 'root',
        version: 1,
        format: '',
        indent: 0,
        direction: null,
        children: Array.from({ length: 6 }, (_, i) =>
          paragraph(`Alinea ${i + 1} van het nieuws van de club.`),
        ),
      },
    },
    includeMatches: true,
  } as never,
});
await payload.update({
  collection: 'newsletter-editions',
  id: edition.id,
  data: { status: 'scheduled', sendAt: new Date().toISOString() },
});

let peakRss = process.memoryUsage().rss;
const rssBefore = peakRss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 100);
const loop = monitorEventLoopDelay({ resolution: 10 });
const reads: number[] = [];
let sending = true;
const reader = (async () => {
  while (sending) {
    const t = performance.now();
    await payload.find({ collection: 'news', limit: 10, depth: 0 });
    reads.push(performance.now() - t);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
})();

loop.enable();
const started = performance.now();
let runs = 0;
for (;;) {
  runs++;
  await runNewsletterSends(payload);
  const { status } = await payload.findByID({ collection: 'newsletter-editions', id: edition.id, depth: 0 });
  if (status === 'sent' || runs > 100) break;
}
const seconds = (performance.now() - started) / 1000;
sending = false;
await reader;
loop.disable();
clearInterval(sampler);

const { counts } = await payload.findByID({ collection: 'newsletter-editions', id: edition.id, depth: 0 });
reads.sort((a, b) => a - b);
const p99 = reads[Math.min(reads.length - 1, Math.floor(reads.length * 0.99))] ?? NaN;
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
console.log(
  `${subscribers} subscribers: ${sink.count()} mails in ${seconds.toFixed(1)} s (${(sink.count() / seconds).toFixed(0)}/s, ${runs} run(s)); ` +
    `counts ${JSON.stringify(counts)}; peak RSS ${mb(peakRss)} (${mb(rssBefore)} before); ` +
    `a news read meanwhile p50 ${reads[Math.floor(reads.length / 2)]?.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (${reads.length} reads); ` +
    `event loop delay p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms, max ${(loop.max / 1e6).toFixed(1)} ms`,
);
await payload.destroy();
sink.close();
rmSync(dir, { recursive: true, force: true });
process.exit(0);
