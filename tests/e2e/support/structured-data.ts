import type { Page } from '@playwright/test';

/** The schema.org types in a page's JSON-LD (Playwright's text locators skip script contents). */
export function structuredDataTypes(page: Page): Promise<string[]> {
  return page.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
    scripts.flatMap((script) => {
      const data = JSON.parse(script.textContent ?? '{}');
      return [data, ...(data['@graph'] ?? [])].map((node) => node['@type']).filter(Boolean);
    }),
  );
}
