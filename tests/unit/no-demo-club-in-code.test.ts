import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The site is any club's (issue 30): the demo club lives in its seed alone. Its name, its
 * mascot's name and its founding year appear nowhere in the site's words or its code; the
 * mascot page's path (`binkie`, lower-case) is the one SPEC §2 gives it.
 */
const demoNames = [/westhoek/i, /\bKVC\b/i, /Binkie/, /1922/];

const root = path.resolve(__dirname, '../..');
const leftOut = ['lib/demo', 'lib/generated'];

function filesUnder(folder: string): string[] {
  return readdirSync(path.join(root, folder)).flatMap((entry) => {
    const relative = path.posix.join(folder, entry);
    if (leftOut.some((skip) => relative === skip)) return [];
    return statSync(path.join(root, relative)).isDirectory() ? filesUnder(relative) : [relative];
  });
}

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return value && typeof value === 'object' ? Object.values(value).flatMap(stringsOf) : [];
}

const named = (text: string) => demoNames.filter((name) => name.test(text)).map(String);

describe('the demo club', () => {
  it('is named in no message of the site, in any language', () => {
    const found = ['en', 'nl', 'fr'].flatMap((locale) =>
      stringsOf(JSON.parse(readFileSync(path.join(root, `messages/${locale}.json`), 'utf8')))
        .filter((text) => named(text).length > 0)
        .map((text) => `${locale}: ${text}`),
    );
    expect(found).toEqual([]);
  });

  it('is named nowhere in lib/ but its seed', () => {
    const found = filesUnder('lib').flatMap((file) => {
      const hits = named(readFileSync(path.join(root, file), 'utf8'));
      return hits.length ? [`${file}: ${hits.join(', ')}`] : [];
    });
    expect(found).toEqual([]);
  });

  it('is what the check finds where it is named (the seed)', () => {
    expect(named(readFileSync(path.join(root, 'lib/demo/club-settings.ts'), 'utf8'))).toEqual(
      demoNames.map(String),
    );
  });
});
