/**
 * A release unpacked into an empty folder and run as a club's server runs it: `node` and
 * nothing else on the PATH of its commands and its server, no checkout, no node_modules
 * but the release's own. Used by the release's end-to-end tests and the stack's upgrade.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Release } from '../release';
import { background, stopGroup, waitFor, type Service } from '../stack/services';

export type InstalledRelease = {
  folder: string;
  /** `node commands/<name>.mjs …` in the release folder; exit status and output. */
  command: (
    name: string,
    args: string[],
    env: Record<string, string>,
  ) => { status: number | null; output: string };
  /** `node server.js` on `port`, resolved once it answers. */
  start: (name: string, port: number, env: Record<string, string>) => Promise<Service & { origin: string }>;
  remove: () => void;
};

/** A PATH holding `node` alone: the release must not need npm, npx or tsx. */
function nodeOnlyPath(root: string): string {
  const bin = path.join(root, 'bin');
  mkdirSync(bin);
  symlinkSync(process.execPath, path.join(bin, 'node'));
  return bin;
}

/** Unpacks `release.tarball` into a new temporary folder, as `tar -xzf` on a server would. */
export function installRelease(release: Release): InstalledRelease {
  const root = mkdtempSync(path.join(tmpdir(), 'club-installed-'));
  const unpacked = spawnSync('tar', ['-xzf', path.resolve(release.tarball), '-C', root], { stdio: 'inherit' });
  if (unpacked.status !== 0) throw new Error(`unpacking ${release.tarball} failed`);
  const folder = path.join(root, release.id);
  const PATH = nodeOnlyPath(root);
  const environment = (env: Record<string, string>): NodeJS.ProcessEnv => ({
    PATH,
    NODE_ENV: 'production',
    ...env,
  });
  return {
    folder,
    command: (name, args, env) => {
      const result = spawnSync('node', [`commands/${name}.mjs`, ...args], {
        cwd: folder,
        env: environment(env),
        encoding: 'utf8',
        timeout: 120_000,
      });
      return { status: result.status, output: `${result.stdout}${result.stderr}` };
    },
    start: async (name, port, env) => {
      const origin = `http://127.0.0.1:${port}`;
      const server = background(name, 'node', ['server.js'], {
        ...environment(env),
        PORT: String(port),
        HOSTNAME: '127.0.0.1',
        NEXT_TELEMETRY_DISABLED: '1',
      }, folder);
      await waitFor(name, async () => (await fetch(`${origin}/robots.txt`)).ok);
      return { name, origin, stop: () => stopGroup(server) };
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
