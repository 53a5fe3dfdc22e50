/**
 * A release's browser files (`.next/static`: scripts, styles and fonts named by a hash of
 * their content) and the list of those its own build made (`.next/own-browser-files.txt`),
 * written when the release is assembled. An upgrade keeps the running build's own files
 * in the new release (`node commands/keep-static.mjs`), not the ones that build kept in
 * turn, so a release holds the files of two builds however many releases came before.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const OWN_FILES_LIST = 'own-browser-files.txt';

const staticFolder = (distDir: string) => path.join(distDir, 'static');

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Lists the browser files of the build in `distDir` as its own (before any are kept beside them). */
export function writeOwnBrowserFiles(distDir: string): number {
  const files = filesUnder(staticFolder(distDir));
  writeFileSync(path.join(distDir, OWN_FILES_LIST), `${files.join('\n')}\n`);
  return files.length;
}

/** The running build's own files: its list, or all it has for a release from before the list. */
function ownFilesOf(distDir: string): string[] {
  const list = path.join(distDir, OWN_FILES_LIST);
  if (!existsSync(list)) return filesUnder(staticFolder(distDir));
  // A name that leaves the folder is nobody's browser file.
  return readFileSync(list, 'utf8')
    .split('\n')
    .filter((file) => file && !path.isAbsolute(file) && !file.split(/[\\/]/).includes('..'));
}

/**
 * Copies into the build in `distDir` the own browser files of the build in `previousDistDir`;
 * a file already there is the same file (its name is its content's hash) and stays. Returns
 * how many were copied.
 */
export function keepBrowserFiles(previousDistDir: string, distDir: string): number {
  let copied = 0;
  for (const file of ownFilesOf(previousDistDir)) {
    const from = path.join(staticFolder(previousDistDir), file);
    const to = path.join(staticFolder(distDir), file);
    if (existsSync(to) || !existsSync(from)) continue;
    mkdirSync(path.dirname(to), { recursive: true });
    copyFileSync(from, to);
    copied += 1;
  }
  return copied;
}
