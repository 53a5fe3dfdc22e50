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
export const lighthouseDir = path.join(toolsDir, 'node_modules', 'lighthouse');
const cli = path.join(lighthouseDir, 'cli', 'index.js');

export function ensureLighthouse() {
  const manifest = path.join(lighthouseDir, 'package.json');
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

/** One Lighthouse run of a page: its scores and the figures the paired table compares. */
export type Audit = {
  scores: Scores;
  /** The weighted audits below full marks: what keeps a score down. */
  failing: string[];
  lcpMs: number;
  tbtMs: number;
  /** Main-thread time in script evaluation, parsing and compiling (slowed down, as Lighthouse reports it). */
  scriptMs: number;
  /** All of the main thread's time by Lighthouse's groups (style and layout, parsing HTML…), slowed down. */
  mainThread: Record<string, number>;
  /** The index Lighthouse measured before this run: how fast the machine was at that moment. */
  benchmarkIndex: number;
};

/** The main-thread breakdown's groups that are script. */
const scriptGroups = new Set(['scriptEvaluation', 'scriptParseCompile']);

/**
 * Lighthouse's mobile preset (its default form factor and network throttling) on `url`, its CPU
 * slowdown given; the report is kept as `data/bench/lighthouse-<label>.json` (the last run's).
 */
export function audit(url: string, label: string, cpuSlowdown: number): Audit {
  const result = spawnSync(
    process.execPath,
    [
      cli,
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--only-categories=${categories.join(',')}`,
      `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`,
      `--chrome-flags=--headless=new ${chromiumFlags.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: chromiumPath }, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`lighthouse ${url}: ${result.stderr}`);
  mkdirSync(reportDir, { recursive: true });
  writeFileSync(path.join(reportDir, `lighthouse-${label}.json`), result.stdout);
  const report = JSON.parse(result.stdout) as Report;
  const scores = Object.fromEntries(
    categories.map((category) => [category, Math.round((report.categories[category]?.score ?? 0) * 100)]),
  ) as Scores;
  const failing = categories.flatMap((category) =>
    report.categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${ref.id} ${Math.round((report.audits[ref.id].score ?? 0) * 100)}`),
  );
  const breakdown = report.audits['mainthread-work-breakdown']?.details as
    { items: { group: string; duration: number }[] } | undefined;
  const mainThread: Record<string, number> = {};
  for (const item of breakdown?.items ?? [])
    mainThread[item.group] = (mainThread[item.group] ?? 0) + item.duration;
  const scriptMs = Object.entries(mainThread)
    .filter(([group]) => scriptGroups.has(group))
    .reduce((total, [, duration]) => total + duration, 0);
  return {
    scores,
    failing,
    lcpMs: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(report.audits['total-blocking-time']?.numericValue ?? 0),
    scriptMs: Math.round(scriptMs),
    mainThread,
    benchmarkIndex: Math.round(report.environment.benchmarkIndex),
  };
}
