import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromiumFlags, chromiumPath } from './browser';
import { cpuSlowdownFor } from './cpu-slowdown';

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

type Audit = { scores: Scores; failing: string[]; lcpMs: number; tbtMs: number; benchmarkIndex: number };

/**
 * Lighthouse's mobile preset (its default form factor and network throttling) on one URL,
 * its CPU slowdown `cpuSlowdown` times (Lighthouse's own default when not given).
 */
function audit(target: LighthouseTarget, urlPath: string, cpuSlowdown?: number): Audit {
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
      ...(cpuSlowdown === undefined ? [] : [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`]),
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
    // Its benchmark index calibrates the first counted run.
    let index = audit(target, urlPath).benchmarkIndex;
    const results: (Audit & { calibratedOn: number; cpuSlowdown: number })[] = [];
    for (let run = 0; run < lighthouseRuns; run++) {
      // Calibrated on the index Lighthouse measured just before (the previous run's): the
      // same reference phone whether this shared machine is in a slow phase or a fast one.
      const cpuSlowdown = cpuSlowdownFor(index);
      const result = audit(target, urlPath, cpuSlowdown);
      results.push({ ...result, calibratedOn: index, cpuSlowdown });
      index = result.benchmarkIndex;
    }
    const scores = Object.fromEntries(
      categories.map((category) => [category, median(results.map((result) => result.scores[category]))]),
    ) as Scores;
    // What held down the run whose performance score is the median.
    const typical = results.find((result) => result.scores.performance === scores.performance)!;
    const performanceRange = results.map((result) => result.scores.performance);
    const lcpMs = median(results.map((result) => result.lcpMs));
    const tbtMs = median(results.map((result) => result.tbtMs));
    return {
      path: urlPath,
      scores,
      lcpMs,
      tbtMs,
      // The index each run was calibrated on and the slowdown it was given (medians), and the
      // index the runs themselves measured: far apart, the machine's speed moved under them.
      calibratedOn: median(results.map((result) => result.calibratedOn)),
      benchmarkIndex: median(results.map((result) => result.benchmarkIndex)),
      cpuSlowdown: median(results.map((result) => result.cpuSlowdown)),
      failing: typical.failing,
      performanceRange,
    };
  });
}
