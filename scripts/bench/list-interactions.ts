import type { Page } from '@playwright/test';
import { launchChromium } from './browser';

/** One refiltering of a list screen, measured from the visitor's action to the new list in the DOM. */
export type ListInteraction = {
  name: string;
  path: string;
  /** The region whose content is the list (`#games-results`, `#news-results`). */
  results: string;
  /** What the visitor does; each run does it twice in a row (a first and a second change). */
  act: [(page: Page) => Promise<unknown>, (page: Page) => Promise<unknown>];
};

export type InteractionFigures = {
  name: string;
  /** Medians over the runs, in milliseconds: the first change (cold: code loaded on demand) and the second. */
  firstMs: number;
  secondMs: number;
  /** Bytes on the wire (compressed) that the first change brought: scripts, and everything else. */
  firstScriptBytes: number;
  firstOtherBytes: number;
  runs: number[];
};

export const listInteractions: ListInteraction[] = [
  {
    name: 'matches: "Past", then type "Friendly"',
    path: '/en/games',
    results: '#games-results',
    act: [
      (page) => page.getByRole('button', { name: 'Past', exact: true }).click(),
      (page) => page.getByRole('combobox', { name: 'Type' }).selectOption('friendly'),
    ],
  },
  {
    name: 'matches: the oldest season, then "Past"',
    path: '/en/games',
    results: '#games-results',
    act: [
      async (page) => {
        const seasons = page.getByRole('combobox', { name: 'Season' });
        await seasons.selectOption({ index: (await seasons.locator('option').count()) - 1 });
      },
      (page) => page.getByRole('button', { name: 'Past', exact: true }).click(),
    ],
  },
  {
    name: 'news: "load more", twice',
    path: '/en/news',
    results: '#news-results',
    act: [
      (page) => page.getByRole('link', { name: 'Load more news' }).click(),
      (page) => page.getByRole('link', { name: 'Load more news' }).click(),
    ],
  },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * In the page: resolves with the milliseconds from the visitor's next click or
 * change (captured before any handler runs) to the moment the results region
 * holds a different list and is no longer busy.
 */
function watchNextChange(page: Page, results: string) {
  // A string, not a function: the bench runs through tsx, whose helpers the page lacks.
  return page.evaluate<number>(`new Promise((resolve) => {
    const region = () => document.querySelector(${JSON.stringify(results)});
    const before = region().innerHTML;
    let start = 0;
    const began = () => { start = start || performance.now(); };
    document.addEventListener('click', began, { capture: true, once: true });
    document.addEventListener('change', began, { capture: true, once: true });
    const observer = new MutationObserver(() => {
      const now = region();
      const busy = now.getAttribute('aria-busy') === 'true' || now.querySelector('[aria-busy="true"]');
      if (start && !busy && now.innerHTML !== before) {
        observer.disconnect();
        resolve(performance.now() - start);
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  })`);
}

async function oneRun(page: Page, origin: string, interaction: ListInteraction) {
  await page.goto(`${origin}${interaction.path}`, { waitUntil: 'networkidle' });
  const transfers: Promise<{ script: boolean; bytes: number }>[] = [];
  page.on('requestfinished', (request) =>
    transfers.push(
      request
        .sizes()
        .then((size) => ({ script: request.resourceType() === 'script', bytes: size.responseBodySize }))
        // A request still open when the run's context closes.
        .catch(() => ({ script: false, bytes: 0 })),
    ),
  );
  const times: number[] = [];
  let first = { script: 0, other: 0 };
  for (const [index, act] of interaction.act.entries()) {
    const changed = watchNextChange(page, interaction.results);
    // The observer must be in place before the action: let the evaluate reach the page first.
    await page.waitForTimeout(50);
    await act(page);
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${interaction.name}: no new list within 30 s`)), 30_000),
    );
    times.push(await Promise.race([changed, timeout]));
    if (index === 0) {
      await page.waitForLoadState('networkidle');
      const done = await Promise.all(transfers.splice(0));
      first = {
        script: done.filter((t) => t.script).reduce((sum, t) => sum + t.bytes, 0),
        other: done.filter((t) => !t.script).reduce((sum, t) => sum + t.bytes, 0),
      };
    }
  }
  return { times, first };
}

/** Each interaction `runs` times, each run in a fresh context (empty cache, as a first visit). */
export async function measureListInteractions(origin: string, runs = 7): Promise<InteractionFigures[]> {
  const browser = await launchChromium();
  try {
    const figures: InteractionFigures[] = [];
    for (const interaction of listInteractions) {
      const results: Awaited<ReturnType<typeof oneRun>>[] = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        results.push(await oneRun(await context.newPage(), origin, interaction));
        await context.close();
      }
      figures.push({
        name: interaction.name,
        firstMs: median(results.map((result) => result.times[0])),
        secondMs: median(results.map((result) => result.times[1])),
        firstScriptBytes: median(results.map((result) => result.first.script)),
        firstOtherBytes: median(results.map((result) => result.first.other)),
        runs: results.map((result) => Math.round(result.times[0])),
      });
    }
    return figures;
  } finally {
    await browser.close();
  }
}
