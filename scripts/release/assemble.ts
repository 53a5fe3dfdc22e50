/**
 * Turns Next's standalone output into a release folder and its tarball
 * (scripts/release.ts says what a release holds).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { removeBuildPages } from '@/lib/shared/cache/build-pages.mjs';
import { fileCacheFolders } from '@/lib/shared/cache/site-cache.mjs';
import { writeOwnBrowserFiles } from './browser-files';
import { compileCommands } from './compile-commands';
import { shipServerSourceMaps } from './server-source-maps';

/**
 * What Next's standalone output copies of the build machine's own: an `.env`, and `data/`
 * (traced because lib/shared/env/index.ts reads the local default secret there). Neither is the server's.
 */
function removeBuildMachineFiles(folder: string): void {
  for (const entry of readdirSync(folder)) {
    if (entry.startsWith('.env') || entry === 'data') rmSync(path.join(folder, entry), { recursive: true });
  }
}

export async function assembleRelease(
  distDir: string,
  release: { id: string; folder: string; tarball: string },
): Promise<void> {
  const standalone = path.join(distDir, 'standalone');
  if (!existsSync(path.join(standalone, 'server.js'))) {
    throw new Error(`${standalone}/server.js is missing: was ${distDir} built with NEXT_OUTPUT=standalone?`);
  }
  const { folder, tarball } = release;
  rmSync(folder, { recursive: true, force: true });
  rmSync(tarball, { force: true });
  cpSync(standalone, folder, { recursive: true, verbatimSymlinks: true });
  removeBuildMachineFiles(folder);
  // What the build rendered on its own empty database, in Next's files and in the site's
  // file cache: every page renders from the server's database on its first request.
  removeBuildPages(path.join(folder, '.next'));
  rmSync(fileCacheFolders(path.join(folder, '.next')).pages, { recursive: true, force: true });
  shipServerSourceMaps(path.join(distDir, 'server'), path.join(folder, '.next', 'server'));
  cpSync(path.join(distDir, 'static'), path.join(folder, '.next', 'static'), { recursive: true });
  writeOwnBrowserFiles(path.join(folder, '.next'));
  cpSync('public', path.join(folder, 'public'), { recursive: true });
  // The server's set-up (deploy/install.sh, the units, the front cache), run from the release.
  cpSync('deploy', path.join(folder, 'deploy'), { recursive: true });
  await compileCommands(path.join(folder, 'commands'));
  writeFileSync(path.join(folder, 'RELEASE'), `${release.id}\n`);
  // Fast compression: the tarball is made on every release and unpacked by every test run.
  const packed = spawnSync('tar', ['-c', '-I', 'gzip -1', '-f', tarball, '-C', path.dirname(folder), release.id], {
    stdio: 'inherit',
  });
  if (packed.status !== 0) throw new Error(`packing ${tarball} failed (exit ${packed.status})`);
}
