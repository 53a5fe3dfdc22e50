import { expect, test, type Page } from '@playwright/test';
import { everyDetailPage, everyScreen } from './support/site';

/**
 * A screen reader reads the browser's accessibility tree, not the page: what the tree lacks,
 * its user cannot reach (a list of the page's headings, the next link). Chromium leaves out
 * of it whatever it skips rendering, such as the content of a `content-visibility: auto` box
 * far from the viewport, until the visitor scrolls there (docs/performance.md "Known limits").
 * So on a phone, on arrival, every heading and link of the page is in Chromium's tree.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true });

const roles = ['heading', 'link'] as const;
type Names = Record<(typeof roles)[number], string[]>;

/** The names of the page's headings and links in Chromium's own accessibility tree. */
async function inAccessibilityTree(page: Page): Promise<Names> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  const named = (role: string) =>
    nodes
      .filter((node) => !node.ignored && node.role?.value === role)
      .map((node) => String(node.name?.value ?? '').replace(/\s+/g, ' '));
  return Object.fromEntries(roles.map((role) => [role, named(role)])) as Names;
}

/** The same, as the page's markup and styles declare them (Playwright's own reading of ARIA). */
async function inMarkup(page: Page): Promise<Names> {
  const names = async (role: (typeof roles)[number]) =>
    Promise.all(
      (await page.getByRole(role).all()).map(async (element) =>
        ((await element.getAttribute('aria-label')) ?? (await element.innerText()))
          .replace(/\s+/g, ' ')
          .trim(),
      ),
    );
  return Object.fromEntries(await Promise.all(roles.map(async (role) => [role, await names(role)]))) as Names;
}

/** What the markup has and the accessibility tree lacks, by role. */
async function missingFromTree(page: Page): Promise<Names> {
  const [tree, markup] = [await inAccessibilityTree(page), await inMarkup(page)];
  return Object.fromEntries(
    roles.map((role) => [
      role,
      markup[role].filter((name) => !tree[role].some((named) => named.includes(name.slice(0, 40)))),
    ]),
  ) as Names;
}

for (const { path } of [...everyScreen(), ...everyDetailPage()].filter(({ locale }) => locale === 'en')) {
  test(`${path}: every heading and link is in the accessibility tree on arrival`, async ({ page }) => {
    await page.goto(path, { waitUntil: 'load' });
    // Chromium updates its tree a moment after the page changes (what hydration mounts).
    await expect.poll(() => missingFromTree(page), { timeout: 5_000 }).toEqual({ heading: [], link: [] });
  });
}
