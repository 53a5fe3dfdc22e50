/**
 * Compiles the operator commands (scripts/release/commands.ts) into plain-node ES modules:
 * TypeScript, the path aliases and every package they use in one bundle with shared
 * chunks, so the server needs neither npm, nor tsx, nor the dev dependencies. Only the
 * packages with native binaries stay outside; the release's node_modules (Next's trace
 * of the server, which uses them too) holds them.
 */
import { build } from 'esbuild';
import path from 'node:path';
import { commandBundleOptions, commonJsShim } from '../command-bundle.mjs';
import { operatorCommands } from './commands';

// NODE_ENV is production in the environment too, not only in the compiled code (`define`):
// lib/shared/env then refuses a command run without the site's settings, which would otherwise
// have made a database of its own in ./data and restored into that.
const productionShim = ["process.env.NODE_ENV = 'production';", commonJsShim].join('\n');

type CommandName = keyof typeof operatorCommands;

/**
 * Writes `<outDir>/<name>.mjs` for every command (or those named: a test's), and their
 * shared chunks under it.
 */
export async function compileCommands(
  outDir: string,
  names = Object.keys(operatorCommands) as CommandName[],
): Promise<void> {
  await build({
    entryPoints: names.map((name) => ({ in: operatorCommands[name], out: name })),
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    ...commandBundleOptions(path.resolve('tsconfig.json')),
    splitting: true,
    banner: { js: productionShim },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
}
