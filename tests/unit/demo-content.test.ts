import { describe, expect, it } from 'vitest';
import type { Block } from '@/lib/demo/lexical';
import { seedPages } from '@/lib/demo/pages/texts';
import { locales } from '@/lib/domain/i18n/locales';

/** Issue 14.6: a club decides from the demo, so its texts read like a real club's. */
const words = (blocks: Block[]) =>
  blocks
    .flatMap((block) =>
      typeof block === 'string' ? [block] : 'heading' in block ? [block.heading] : block.list,
    )
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length;

const page = (key: string) => {
  const found = seedPages.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no seeded page ${key}`);
  return found;
};

describe('demo content', () => {
  for (const key of ['terms', 'online-terms', 'privacy', 'cookies']) {
    it.each(locales)(`the legal page ${key} has at least 300 words with section headings in %s`, (locale) => {
      const body = page(key).body[locale];
      expect(words(body)).toBeGreaterThanOrEqual(300);
      expect(body.filter((block) => typeof block === 'object' && 'heading' in block).length).toBeGreaterThan(
        3,
      );
    });
  }

  it.each(locales)(
    'the privacy policy names the controller, legal bases, retention, rights and the authority in %s',
    (locale) => {
      const text = JSON.stringify(page('privacy').body[locale]);
      expect(text).toMatch(/0412\.345\.678/);
      expect(text).toMatch(/6\.1\.a/);
      expect(text).toMatch(/6\.1\.b/);
      expect(text).toMatch(/privacy@westhoek\.example/);
      expect(text).toMatch(/apd-gba\.be/);
    },
  );

  for (const key of ['volunteers', 'activities', 'for-everybody', 'friends', 'mascot']) {
    it.each(locales)(`the community page ${key} has at least 150 words and a picture in %s`, (locale) => {
      expect(words(page(key).body[locale])).toBeGreaterThanOrEqual(150);
      expect(page(key).picture?.alt[locale]).toBeTruthy();
    });
  }
});
