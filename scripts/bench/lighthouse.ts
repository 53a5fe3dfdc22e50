import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromiumFlags, chromiumPath } from './browser';

/**
 * Lighthouse stays out of the app's package.json and lock: it pulls in floating
 * versions. It is installed on first use into the git-ignored `data/tools`.
 * Version 12: 13 needs Node 22.
 */
const toolsDir = path.join('data', 'tools');
const cli = path.join(toolsDir, 'node_modules', 'lighthouse', 'cli', 'index.js');

function ensureLighthouse() {
  const manifest = path.join(toolsDir, 'node_modules', 'lighthouse', 'package.json');
  if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).version.startsWith('12.')) return;
  console.log('Installing Lighthouse 12 into data/tools (once)…');
  const result = spawnSync(
    'npm',
    ['install', '--prefix', toolsDir, '--no-audit', '--no-fund', '--loglevel=error', 'lighthouse@12'],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('installing Lighthouse failed');
}

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Scores = Record<(typeof categories)[number], number>;

type Report = {
  environment: { benchmarkIndex: number };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; numericValue?: number; details?: unknown }>;
};

export const reportDir = path.join('data', 'bench');

/** Where the pages are measured: `label` names the reports, `selfSigned` lets Chromium accept a certificate made for the run. */
export type LighthouseTarget = { origin: string; label: string; selfSigned?: boolean };

/** Lighthouse's mobile preset (its default form factor and throttling) on one URL. */
function audit(
  target: LighthouseTarget,
  urlPath: string,
): {
  scores: Scores;
  failing: string[];
  lcpMs: number;
  tbtMs: number;
  benchmarkIndex: number;
} {
  const url = `${target.origin}${urlPath}`;
  const result = spawnSync(
    process.execPath,
    [
      cli,
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--only-categories=${categories.join(',')}`,
      `--chrome-flags=--headless=new ${[...chromiumFlags, ...(target.selfSigned ? ['--ignore-certificate-errors'] : [])].join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: chromiumPath }, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`lighthouse ${url}: ${result.stderr}`);
  mkdirSync(reportDir, { recursive: true });
  writeFileSync(
    path.join(reportDir, `lighthouse-${target.label}${urlPath.replace(/\W+/g, '-')}.json`),
    result.stdout,
  );
  const report = JSON.parse(result.stdout) as Report;
  const scores = Object.fromEntries(
    categories.map((category) => [category, Math.round((report.categories[category]?.score ?? 0) * 100)]),
  ) as Scores;
  // What keeps a score down: the weighted audits of each category below full marks.
  const failing = categories.flatMap((category) =>
    report.categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${ref.id} ${Math.round((report.audits[ref.id].score ?? 0) * 100)}`),
  );
  const lcpMs = Math.round(report.audits['largest-contentful-paint']?.numericValue ?? 0);
  const tbtMs = Math.round(report.audits['total-blocking-time']?.numericValue ?? 0);
  return { scores, failing, lcpMs, tbtMs, benchmarkIndex: Math.round(report.environment.benchmarkIndex) };
}

/**
 * Lighthouse's own advice on variability: several runs, the median. One run on
 * this 2-core machine swings the performance score by up to 7 points (whether the
 * largest image paints before or after the framework's first long task).
 */
export const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

export function runLighthouse(target: LighthouseTarget, paths: string[]) {
  ensureLighthouse();
  return paths.map((urlPath) => {
    // One run first, not counted: the first visit of a page after a start renders it into
    // the cache and encodes its images for a phone's width, which no later visitor waits for
    // (measured: performance 83 and a first paint held until 2.3 s, then 98–99 every time).
    audit(target, urlPath);
    const results = Array.from({ length: lighthouseRuns }, () => audit(target, urlPath));
    const scores = Object.fromEntries(
      categories.map((category) => [category, median(results.map((result) => result.scores[category]))]),
    ) as Scores;
    // What held down the run whose performance score is the median.
    const typical = results.find((result) => result.scores.performance === scores.performance)!;
    const performanceRange = results.map((result) => result.scores.performance);
    const lcpMs = median(results.map((result) => result.lcpMs));
    const tbtMs = median(results.map((result) => result.tbtMs));
    // Lighthouse's own measure of the CPU before each run. Its simulation multiplies the
    // main thread's observed tasks by a fixed 4, so TBT moves with the machine: this index
    // swings from about 1,000 to 2,200 between runs minutes apart on the 2-core machines here
    // (and Chrome, Lighthouse and the server share those cores, which it does not show).
    const benchmarkIndex = median(results.map((result) => result.benchmarkIndex));
    return {
      path: urlPath,
      scores,
      lcpMs,
      tbtMs,
      benchmarkIndex,
      failing: typical.failing,
      performanceRange,
    };
  });
}
