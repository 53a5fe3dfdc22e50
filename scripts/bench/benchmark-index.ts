import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { launchChromium } from './browser';
import { lighthouseDir } from './lighthouse';
import { median } from './paired';

/**
 * Lighthouse's benchmark index of this machine, measured `probes` times in a row in Chromium with
 * Lighthouse's own page function (the one it runs before every audit), and their median: the
 * bench fixes one CPU slowdown for its whole run from it. On this shared 2-core machine the index
 * of single runs moved between 1,135 and 2,585 within one run (issue 44); a slowdown taken from
 * the run before gave 2.7–8.5× and made the pages' figures follow the machine.
 */
export async function probeBenchmarkIndex(probes: number): Promise<{ median: number; probes: number[] }> {
  const { pageFunctions } = (await import(
    pathToFileURL(path.resolve(lighthouseDir, 'core', 'lib', 'page-functions.js')).href
  )) as { pageFunctions: { computeBenchmarkIndex: () => number } };
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const indexes: number[] = [];
    for (let probe = 0; probe < probes; probe++) {
      indexes.push(Math.round(await page.evaluate(pageFunctions.computeBenchmarkIndex)));
    }
    return { median: median(indexes), probes: indexes };
  } finally {
    await browser.close();
  }
}
