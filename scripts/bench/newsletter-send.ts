/**
 * One newsletter edition to many subscribers while visitors use the built site
 * (docs/performance.md "Sending a newsletter edition"): `npm run bench:newsletter [-- subscribers=10000]`.
 *
 * The production build (built if stale, as `npm run bench`), started with `next start` on a
 * throwaway copy of the demo's database to which that many confirmed Dutch subscribers are
 * added, its mail going to a local SMTP server that accepts every mail and counts each
 * recipient's. Visitors at a fixed rate (BENCH_RATE requests a second, default 40) over the
 * home page, the news list, an article, the matches and a search (rendered per request, so it
 * reads the database the send writes to), after BENCH_WARMUP_SECONDS (default 30) of them
 * not counted: first for BENCH_BASELINE_SECONDS (default 90) without a send, then while an
 * edition goes out the way a club's does: scheduled "now" through the REST API, sent by the
 * server's own jobs ticker at a rate that lets each run send all it can. Prints per phase p50/p95/p99/max and the errors, the send's time and
 * mails a second, and the server's peak RSS.
 *
 * It refuses to start while something answers on BENCH_PORT (default 3200) or the one above
 * it (the SMTP sink), and exits non-zero with one line when a request failed (5xx or no
 * answer) or the send lost or doubled a mail (counted at the sink).
 */
import { createClient } from '@libsql/client';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { demoUsers } from '@/lib/demo/demo-users';
import { buildIfStale } from '../build-if-stale';
import { prepareDatabase } from '../prepare-database';
import { countingSink } from './counting-sink';
import { largestRssOfGroup } from './group-rss';
import { pacedLoad, summary, type Sample } from './paced-load';
import { portsRefusal } from './ports';
import { benchArticle } from './routes';
import { startSite } from './server';

const subscribers = Number(process.argv[2] ?? 10_000);
const PORT = Number(process.env.BENCH_PORT ?? 3200);
const RATE = Number(process.env.BENCH_RATE ?? 40);
const BASELINE_S = Number(process.env.BENCH_BASELINE_SECONDS ?? 90);
const WARMUP_S = Number(process.env.BENCH_WARMUP_SECONDS ?? 30);
/** Longer than any send of 10,000 at the bench's rate has taken, with room for a slow machine. */
const SEND_TIMEOUT_MS = 15 * 60_000;

/** Words of the demo's texts: each search is a page rendered for its query. */
const searchWords = ['match', 'goal', 'season', 'youth', 'training', 'tickets', 'supporters', 'coach'];
const visits = ['/en', '/en/news', benchArticle, '/en/games', 'search'];
let turn = 0;
const searchPath = (word: string) => `/en/search?q=${word}`;
const nextPath = () => {
  const page = visits[turn % visits.length];
  turn++;
  return page === 'search' ? searchPath(searchWords[turn % searchWords.length]) : page;
};

/** Why the run failed, said in one line at its end. */
class BenchFailure extends Error {}
const fail = (reason: string): never => {
  throw new BenchFailure(reason);
};

const refusal = await portsRefusal([PORT, PORT + 1]);
if (refusal) {
  console.error(refusal);
  process.exit(2);
}

await prepareDatabase('demo');
buildIfStale();

// A copy of the demo's database, consistent however it was left, plus the subscribers in one statement.
const dir = mkdtempSync(path.join(tmpdir(), 'newsletter-send-'));
const database = path.join(dir, 'bench.db');
const demo = createClient({ url: process.env.DATABASE_URL ?? 'file:./data/club.db' });
await demo.execute({ sql: 'VACUUM INTO ?', args: [database] });
demo.close();
const copy = createClient({ url: `file:${database}` });
const address = (n: number) => `reader${n}@bench.example`;
await copy.execute(
  `INSERT INTO newsletter_subscribers (email, locale, consent_at, policy_version, status, consent_form, updated_at, created_at)
   WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${subscribers})
   SELECT 'reader' || i || '@bench.example', 'nl', '2026-11-01T00:00:00.000Z', 'bench', 'confirmed', 'sign-up',
          '2026-11-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z' FROM n`,
);
copy.close();

const sink = await countingSink(PORT + 1);
const site = await startSite(PORT, {
  DATABASE_URL: `file:${database}`,
  SITE_URL: `http://127.0.0.1:${PORT}`,
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(sink.port),
  // The demo's match would write its live states meanwhile: not a club's usual send.
  DEMO_LIVE_MATCH: '0',
  LOG_LEVEL: 'warn',
});
const { origin } = site;
const done = (code: number) => {
  site.stop();
  sink.close();
  rmSync(dir, { recursive: true, force: true });
  process.exit(code);
};

try {
  const api = async (method: string, route: string, token?: string, body?: unknown) => {
    const response = await fetch(`${origin}/api${route}`, {
      method,
      headers: {
        'content-type': 'application/json',
        origin,
        ...(token ? { authorization: `JWT ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok) fail(`${method} /api${route} answered ${response.status}: ${JSON.stringify(answer)}`);
    return answer;
  };
  const { token } = (await api('POST', '/users/login', undefined, {
    email: demoUsers[0].email,
    password: demoUsers[0].password,
  })) as { token: string };
  // Every run of the ticker may send them all: the send's own speed, not the club's rate, is measured.
  await api('POST', '/globals/club-settings', token, { newsletter: { mailsPerMinute: subscribers } });
  const { docs: news } = (await api(
    'GET',
    '/news?limit=3&depth=0&where[_status][equals]=published',
    token,
  )) as {
    docs: { id: number }[];
  };
  const paragraph = (text: string) => ({
    type: 'paragraph',
    version: 1,
    format: '',
    indent: 0,
    direction: null,
    textFormat: 0,
    children: [{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }],
  });
  const { doc: edition } = (await api('POST', '/newsletter-editions', token, {
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
    news: news.map((item) => item.id),
    includeMatches: true,
  })) as { doc: { id: number } };

  // A fresh server renders each page, and each search, the first time slowly: the visitors of
  // a first run, with the open loop piling requests up behind them, timed out (30 s) while the
  // server warmed. Each path once, then the load for WARMUP_S, none of it counted.
  for (const page of [...visits.filter((visit) => visit !== 'search'), ...searchWords.map(searchPath)]) {
    await (await fetch(`${origin}${page}`)).arrayBuffer();
  }
  const warmup = pacedLoad(origin, nextPath, RATE);
  await new Promise((resolve) => setTimeout(resolve, WARMUP_S * 1000));
  await warmup.stop();

  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, largestRssOfGroup(site.pid))), 250);
  const load = pacedLoad(origin, nextPath, RATE);
  await new Promise((resolve) => setTimeout(resolve, BASELINE_S * 1000));
  const rssBefore = peakRss;
  const scheduledAt = performance.now();
  await api('POST', `/newsletter-editions/${edition.id}/send`, token, {});
  type Counts = Record<string, number>;
  let state: { status?: string; counts?: Counts } = {};
  while (state.status !== 'sent') {
    if (performance.now() - scheduledAt > SEND_TIMEOUT_MS)
      fail(`the edition was not sent within ${SEND_TIMEOUT_MS / 60_000} min`);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    state = await api('GET', `/newsletter-editions/${edition.id}?depth=0`, token);
  }
  await load.stop();
  clearInterval(sampler);

  const firstAt = sink.firstAt() ?? scheduledAt;
  const lastAt = sink.lastAt() ?? firstAt;
  const phase = (samples: Sample[]) => {
    const { requests, p50, p95, p99, max, errors } = summary(samples);
    const ms = (value: number) => `${value.toFixed(0)} ms`;
    return {
      line: `${requests} requests, p50 ${ms(p50)}, p95 ${ms(p95)}, p99 ${ms(p99)}, max ${ms(max)}, errors ${errors.length}`,
      errors,
    };
  };
  const before = phase(load.samples.filter((sample) => sample.startedAt < scheduledAt));
  const during = phase(
    load.samples.filter((sample) => sample.startedAt >= firstAt && sample.startedAt <= lastAt),
  );
  const waiting = load.samples.filter(
    (sample) => sample.startedAt >= scheduledAt && sample.startedAt < firstAt,
  );
  const seconds = (lastAt - firstAt) / 1000;
  const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
  console.log(
    `\n${subscribers} subscribers, visitors at ${RATE} req/s over ${visits.length} pages (${BASELINE_S} s before the send, then until it was done):`,
  );
  console.log(`  before the send: ${before.line}`);
  console.log(`  during the send: ${during.line}`);
  console.log(
    `  the send: ${sink.count()} mails in ${seconds.toFixed(1)} s from the first to the last (${(sink.count() / Math.max(seconds, 0.001)).toFixed(0)}/s), ` +
      `${((firstAt - scheduledAt) / 1000).toFixed(1)} s from scheduling to the first (the ticker's minute; ${waiting.length} requests meanwhile, not counted); ` +
      `counts ${JSON.stringify(state.counts)}`,
  );
  console.log(`  server's peak RSS: ${mb(peakRss)} (${mb(rssBefore)} before the send)`);

  const errors = [...load.samples.filter((sample) => sample.status === 0 || sample.status >= 500)];
  if (errors.length > 0) {
    const first = errors[0];
    fail(
      `${errors.length} request(s) failed, the first ${first.path} (${first.status === 0 ? 'no answer' : first.status})`,
    );
  }
  const missing = Array.from({ length: subscribers }, (_, n) => address(n + 1)).filter(
    (to) => !sink.perRecipient.has(to),
  );
  const doubled = [...sink.perRecipient].filter(([, count]) => count > 1);
  if (missing.length > 0 || doubled.length > 0) {
    fail(
      `${missing.length} subscriber(s) got no mail, ${doubled.length} got more than one (e.g. ${missing[0] ?? doubled[0]?.[0]})`,
    );
  }
  if (sink.count() !== state.counts?.sent) {
    fail(`the sink received ${sink.count()} mails, the edition counts ${state.counts?.sent} sent`);
  }
  done(0);
} catch (error) {
  console.error(error instanceof BenchFailure ? `bench: ${error.message}` : error);
  done(1);
}
