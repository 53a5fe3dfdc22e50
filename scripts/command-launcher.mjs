/**
 * `node --conditions=production scripts/command-launcher.mjs <script> [arguments]`: runs an operator command of a
 * checkout (scripts/<script>.ts; `npm run db:prepare`, `admin:create`, `backup`, `restore`)
 * with plain Node. esbuild compiles the command, the packages it uses included, into one module
 * (scripts/command-bundle.mjs, as a release's commands are), kept in node_modules/.cache
 * until one of the files it was made from changes: a command's start is then one file to parse.
 *
 * Why `--conditions=production`: the packages this leaves to Node (the native ones) resolve
 * as they do in the bundle. Why not tsx: its hooks thread makes each of the CMS's thousands
 * of imports a round trip; a command took 6 s of CPU to start, 0.9 s this way.
 */
import { build } from 'esbuild';
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { commandBundleOptions, commonJsShim } from './command-bundle.mjs';

const [script, ...args] = process.argv.slice(2);
if (!script || !/^[a-z][a-z-]*$/.test(script)) {
  console.error('usage: node scripts/command-launcher.mjs <script in scripts/, without .ts> [arguments]');
  process.exit(2);
}

// Inside node_modules, so that the native packages the bundle imports resolve from it.
const cacheDir = path.resolve('node_modules', '.cache', 'club-commands');
const compiled = path.join(cacheDir, `${script}.mjs`);
/** The files the bundle was made from, with their size and time: `{ [file]: [mtimeMs, size] }`. */
const madeFrom = path.join(cacheDir, `${script}.inputs.json`);

/** @param {string} file */
function fingerprint(file) {
  const stat = statSync(file, { throwIfNoEntry: false });
  return stat ? [stat.mtimeMs, stat.size] : null;
}

/** Whether the kept bundle was made from the files as they are now (about 20 ms for 3,000). */
function isFresh() {
  let inputs;
  try {
    inputs = JSON.parse(readFileSync(madeFrom, 'utf8'));
    statSync(compiled);
  } catch {
    return false;
  }
  return Object.entries(inputs).every(([file, kept]) => {
    const now = fingerprint(file);
    return now !== null && now[0] === kept[0] && now[1] === kept[1];
  });
}

/**
 * Compiles the command beside the kept one and moves it into place: a command started
 * meanwhile reads a whole file, the old one or the new one, never half of one.
 */
async function compile() {
  mkdirSync(cacheDir, { recursive: true });
  const partial = path.join(cacheDir, `${script}-${process.pid}`);
  const { metafile } = await build({
    ...commandBundleOptions(path.resolve('tsconfig.json')),
    entryPoints: [path.resolve('scripts', `${script}.ts`)],
    outfile: `${partial}.mjs`,
    banner: { js: commonJsShim },
    metafile: true,
  });
  const inputs = Object.fromEntries(
    Object.keys(metafile.inputs).map((file) => [path.resolve(file), fingerprint(path.resolve(file))]),
  );
  writeFileSync(`${partial}.json`, JSON.stringify(inputs));
  renameSync(`${partial}.mjs`, compiled);
  renameSync(`${partial}.json`, madeFrom);
}

if (!isFresh()) {
  try {
    await compile();
  } catch (error) {
    rmSync(path.join(cacheDir, `${script}-${process.pid}.mjs`), { force: true });
    console.error(`${script}: failed: could not compile it (${String(error.message).split('\n')[0]})`);
    process.exit(1);
  }
}
// Node's 13 says the command's modules never finished loading (a top-level await that never
// settled): never that, and never silently. Any other code is the command's own.
process.on('exit', () => {
  // Node sets it in an earlier 'exit' listener: the code this one is given is still 0.
  if (process.exitCode !== 13) return;
  console.error(`${script}: stopped while loading (Node exit code 13); nothing was done`);
  process.exitCode = 1;
});
// The command reads its arguments, and knows it was started, as if Node ran it directly.
process.argv = [process.argv[0], compiled, ...args];
await import(pathToFileURL(compiled).href);
