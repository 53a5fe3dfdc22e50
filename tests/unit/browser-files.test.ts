import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { keepBrowserFiles, writeOwnBrowserFiles } from '@/scripts/release/browser-files';

/** Releases' `.next` folders, each with browser files of its own build, as assembled. */
let root: string;
const distOf = (release: string) => path.join(root, release, '.next');
function assemble(release: string, files: string[], { listed = true } = {}) {
  for (const file of files) {
    const at = path.join(distOf(release), 'static', file);
    mkdirSync(path.dirname(at), { recursive: true });
    writeFileSync(at, `/* ${file} */`);
  }
  if (listed) writeOwnBrowserFiles(distOf(release));
}
const has = (release: string, file: string) => existsSync(path.join(distOf(release), 'static', file));

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'browser-files-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

it('lists the files its own build made', () => {
  assemble('a', ['chunks/a.js', 'media/font.woff2']);
  expect(readFileSync(path.join(distOf('a'), 'own-browser-files.txt'), 'utf8')).toBe(
    'chunks/a.js\nmedia/font.woff2\n',
  );
});

it('keeps the running build’s own files, not those it kept in turn: two builds, however many came before', () => {
  assemble('a', ['chunks/a.js', 'chunks/shared.js']);
  assemble('b', ['chunks/b.js', 'chunks/shared.js']);
  expect(keepBrowserFiles(distOf('a'), distOf('b'))).toBe(1);
  assemble('c', ['chunks/c.js']);
  expect(keepBrowserFiles(distOf('b'), distOf('c'))).toBe(2);
  expect(['chunks/c.js', 'chunks/b.js', 'chunks/shared.js'].every((file) => has('c', file))).toBe(true);
  expect(has('c', 'chunks/a.js')).toBe(false);
});

it('keeps every file of a running release from before the list, and none named outside the folder', () => {
  assemble('old', ['chunks/old.js', 'chunks/older.js'], { listed: false });
  assemble('new', ['chunks/new.js']);
  expect(keepBrowserFiles(distOf('old'), distOf('new'))).toBe(2);
  writeFileSync(path.join(distOf('new'), 'own-browser-files.txt'), '../../secret\nchunks/new.js\n');
  writeFileSync(path.join(root, 'new', 'secret'), 'not a browser file');
  assemble('next', ['chunks/next.js']);
  expect(keepBrowserFiles(distOf('new'), distOf('next'))).toBe(1);
  expect(existsSync(path.join(distOf('next'), 'secret'))).toBe(false);
});
