import { audit, ensureLighthouse, type Audit, type Scores } from './lighthouse';
import { twinName } from './content-twin';
import { median, pairedDifference, type Difference } from './paired';

/**
 * How many pairs each page's figures are the medians of. One run on this shared 2-core machine
 * swings a performance score by up to 15 points (the floor's own: 80 and 94 a minute apart);
 * a pair's difference moves far less. Each Lighthouse run takes 15–20 s here: five pairs on
 * nine pages are about half an hour.
 */
export const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

export type PairedRow = {
  name: string;
  path: string;
  /** Our page's medians. */
  scores: Scores;
  tbtMs: number;
  lcpMs: number;
  /** The floor's medians over the runs paired with this page's. */
  floor: { performance: number; tbtMs: number; scriptMs: number };
  scriptMs: number;
  /** Ours minus the floor's, pair by pair. */
  performance: Difference;
  tbt: Difference;
  /**
   * Where the page's main-thread time goes beyond the floor's: per group of Lighthouse's breakdown
   * (script evaluation, style and layout, parsing HTML…), the median of the pairs' differences,
   * largest first. What a page worse than the floor should be searched for first.
   */
  mainThread: { group: string; difference: Difference }[];
  /** The benchmark index Lighthouse measured before each of this page's runs (ours and the floor's). */
  indexes: number[];
  /** What held down the run whose performance score is the median. */
  failing: string[];
  /**
   * With the content twin (content-twin.ts): the twin's performance minus the floor's (what the
   * page's DOM and CSS cost the framework) and ours minus the twin's (what our code costs beyond
   * it), pair by pair, and the same for the total blocking time.
   */
  twin?: { content: Difference; code: Difference; contentTbt: Difference; codeTbt: Difference };
};

const medianOf = (runs: Audit[], figure: (run: Audit) => number) => median(runs.map(figure));

/**
 * Lighthouse on each page of `pages` and on the floor, alternately (floor, page, floor, page…),
 * every run at the same CPU slowdown: whatever the shared machine does during a page's minute
 * weighs on its pairs alike, and a slow phase shows as a low floor, not as a worse page.
 */
export function runPaired(
  origins: { ours: string; floor: string },
  pages: readonly { name: string; path: string }[],
  cpuSlowdown: number,
  { runs = lighthouseRuns, withTwins = false } = {},
): PairedRow[] {
  ensureLighthouse();
  const floorUrl = `${origins.floor}/`;
  // One run of each first, not counted: the first visit of a page after a start renders it into
  // the cache and encodes its images for a phone's width, which no later visitor waits for.
  audit(floorUrl, 'floor', cpuSlowdown);
  return pages.map(({ name, path }) => {
    const label = `ours${path.replace(/\W+/g, '-')}`;
    const twinUrl = `${origins.floor}/twin/${twinName(name)}`;
    const twinLabel = `twin-${twinName(name)}`;
    audit(`${origins.ours}${path}`, label, cpuSlowdown);
    if (withTwins) audit(twinUrl, twinLabel, cpuSlowdown);
    const floor: Audit[] = [];
    const ours: Audit[] = [];
    const twins: Audit[] = [];
    for (let run = 0; run < runs; run++) {
      floor.push(audit(floorUrl, 'floor', cpuSlowdown));
      if (withTwins) twins.push(audit(twinUrl, twinLabel, cpuSlowdown));
      ours.push(audit(`${origins.ours}${path}`, label, cpuSlowdown));
      process.stderr.write('.');
    }
    process.stderr.write('\n');
    const scores = Object.fromEntries(
      Object.keys(ours[0].scores).map((category) => [
        category,
        medianOf(ours, (run) => run.scores[category as keyof Scores]),
      ]),
    ) as Scores;
    const typical = ours.find((run) => run.scores.performance === scores.performance) ?? ours[0];
    return {
      name,
      path,
      scores,
      tbtMs: medianOf(ours, (run) => run.tbtMs),
      lcpMs: medianOf(ours, (run) => run.lcpMs),
      scriptMs: medianOf(ours, (run) => run.scriptMs),
      floor: {
        performance: medianOf(floor, (run) => run.scores.performance),
        tbtMs: medianOf(floor, (run) => run.tbtMs),
        scriptMs: medianOf(floor, (run) => run.scriptMs),
      },
      performance: pairedDifference(
        ours.map((run) => run.scores.performance),
        floor.map((run) => run.scores.performance),
      ),
      tbt: pairedDifference(
        ours.map((run) => run.tbtMs),
        floor.map((run) => run.tbtMs),
      ),
      mainThread: [...new Set([...ours, ...floor].flatMap((run) => Object.keys(run.mainThread)))]
        .map((group) => ({
          group,
          difference: pairedDifference(
            ours.map((run) => run.mainThread[group] ?? 0),
            floor.map((run) => run.mainThread[group] ?? 0),
          ),
        }))
        .sort((a, b) => b.difference.median - a.difference.median),
      indexes: [...floor, ...twins, ...ours].map((run) => run.benchmarkIndex),
      failing: typical.failing,
      twin: withTwins ? twinDifferences(floor, twins, ours) : undefined,
    };
  });
}

function twinDifferences(floor: Audit[], twins: Audit[], ours: Audit[]): NonNullable<PairedRow['twin']> {
  const performance = (runs: Audit[]) => runs.map((run) => run.scores.performance);
  const tbt = (runs: Audit[]) => runs.map((run) => run.tbtMs);
  return {
    content: pairedDifference(performance(twins), performance(floor)),
    code: pairedDifference(performance(ours), performance(twins)),
    contentTbt: pairedDifference(tbt(twins), tbt(floor)),
    codeTbt: pairedDifference(tbt(ours), tbt(twins)),
  };
}
