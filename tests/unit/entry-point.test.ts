import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { isEntryPoint } from '@/scripts/entry-point';

const root = mkdtempSync(path.join(tmpdir(), 'club-entry-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A script in a checkout whose folder has a space, as a club's "Club site" folder may. */
function script(name: string): { file: string; url: string } {
  const folder = path.join(root, 'Club site', 'lib');
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, name);
  writeFileSync(file, '');
  return { file, url: pathToFileURL(realpathSync(file)).href };
}

describe('the entry guard of the scripts', () => {
  it('knows the script it was started as, in a folder with a space', () => {
    const { file, url } = script('prepare-database.ts');
    // What the old guard compared: never equal, so the script did nothing and exited 0.
    expect(url).not.toBe(`file://${file}`);
    expect(isEntryPoint(url, file)).toBe(true);
  });

  it('knows it through a symbolic link to the checkout', () => {
    const { url } = script('backup.ts');
    const link = path.join(root, 'linked');
    symlinkSync(path.join(root, 'Club site'), link);
    expect(isEntryPoint(url, path.join(link, 'lib', 'backup.ts'))).toBe(true);
  });

  it('stays quiet when imported by another script, or without one', () => {
    const { url } = script('build-if-stale.ts');
    const other = script('demo.ts');
    expect(isEntryPoint(url, other.file)).toBe(false);
    expect(isEntryPoint(url, undefined)).toBe(false);
  });
});
