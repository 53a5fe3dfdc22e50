/**
 * `node --conditions=production scripts/command-launcher.mjs <script> [arguments]`: runs an operator command of a
 * checkout (scripts/<script>.ts; `npm run db:prepare`, `admin:create`, `backup`, `restore`)
 * with plain Node. esbuild compiles the project's own TypeScript into one module beside the
 * packages; the packages load through Node's own module loader.
 *
 * Why `--conditions=production`: under Node's own `node` condition, every Lexical package
 * (the CMS's rich-text editor) is a wrapper whose top-level await imports its real module.
 * Dozens of them importing one another: now and then one of those imports never settled on
 * Node 20, the event loop ran dry, and Node ended the command with exit 13 and no word (a
 * nightly backup silently not made). The `production` condition names the real modules.
 * Why not tsx: its hooks thread makes each of the CMS's thousands of imports a round trip;
 * a command took 6 s of CPU to start, 1.5 s this way.
 */
import { build } from 'esbuild';
import { existsSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Packages stay outside the module, imported by Node. A subpath of a package without an
 * exports map (`next/cache`) has no extension, which Node's ES module loader does not add:
 * such an import is given the file Node's require finds for it.
 */
const isFile = (file) => existsSync(file) && statSync(file).isFile();

const packagesByNode = {
  name: 'packages-by-node',
  setup(build) {
    build.onResolve({ filter: /^[^./#]/ }, ({ path: specifier, resolveDir }) => {
      if (specifier.startsWith('@/')) return undefined; // the project's own (tsconfig paths)
      if (specifier.startsWith('node:')) return { path: specifier, external: true };
      // Node 20's import.meta.resolve answers such a subpath (or a folder) without looking.
      const url = import.meta.resolve(specifier, pathToFileURL(`${resolveDir}/`).href);
      if (!url.startsWith('file:') || isFile(fileURLToPath(url))) return { path: specifier, external: true };
      const file = createRequire(`${resolveDir}/`).resolve(specifier);
      return { path: pathToFileURL(file).href, external: true };
    });
  },
};

const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error('usage: node scripts/command-launcher.mjs <script in scripts/, without .ts> [arguments]');
  process.exit(2);
}

// Inside the project, so that the packages it imports resolve from node_modules; one file
// per process, so that two commands at once never share one.
const compiled = path.resolve('node_modules', '.cache', 'club-commands', `${script}-${process.pid}.mjs`);
try {
  await build({
    entryPoints: [path.resolve('scripts', `${script}.ts`)],
    outfile: compiled,
    bundle: true,
    plugins: [packagesByNode],
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'error',
    tsconfig: 'tsconfig.json',
  });
} catch (error) {
  console.error(`${script}: failed: could not compile it (${error.message.split('\n')[0]})`);
  process.exit(1);
}
// The compiled module goes when the process does. Node's 13 says the command's modules
// never finished loading (a top-level await that never settled): never that, and never
// silently. Any other code is the command's own.
process.on('exit', () => {
  rmSync(compiled, { force: true });
  // Node sets it in an earlier 'exit' listener: the code this one is given is still 0.
  if (process.exitCode !== 13) return;
  console.error(`${script}: stopped while loading (Node exit code 13); nothing was done`);
  process.exitCode = 1;
});
// The command reads its arguments, and knows it was started, as if Node ran it directly.
process.argv = [process.argv[0], compiled, ...args];
await import(pathToFileURL(compiled).href);
