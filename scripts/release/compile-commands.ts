/**
 * Compiles the operator commands (scripts/release/commands.ts) into plain-node ES modules:
 * TypeScript, the path aliases and every package they use in one bundle with shared
 * chunks, so the server needs neither npm, nor tsx, nor the dev dependencies. Only the
 * packages with native binaries stay outside; the release's node_modules (Next's trace
 * of the server, which uses them too) holds them.
 */
import { build } from 'esbuild';
import path from 'node:path';
import { operatorCommands } from './commands';

/** Native add-ons, and optional drivers that are not installed and are only tried. */
export const nativePackages = [
  'libsql',
  '@libsql/*',
  'sharp',
  'pg-native',
  'cloudflare:sockets',
  '@opentelemetry/api',
];

// Bundled CommonJS packages call `require` on Node's own modules and read `__dirname`.
// NODE_ENV is production in the environment too, not only in the compiled code (`define`):
// lib/shared/env then refuses a command run without the site's settings, which would otherwise
// have made a database of its own in ./data and restored into that.
const commonJsShim = [
  "process.env.NODE_ENV = 'production';",
  "import { createRequire as __createRequire } from 'node:module';",
  "import { fileURLToPath as __fileURLToPath } from 'node:url';",
  'const require = __createRequire(import.meta.url);',
  'const __filename = __fileURLToPath(import.meta.url);',
  "const __dirname = __fileURLToPath(new URL('.', import.meta.url));",
].join('\n');

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
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    // Lexical's real modules, not its wrappers that top-level-await them (scripts/command-launcher.mjs says why).
    conditions: ['production'],
    target: 'node20.19',
    external: nativePackages,
    // Stylesheets and fonts the admin's components import are the browser's, not a command's.
    loader: { '.css': 'empty', '.scss': 'empty', '.woff': 'empty', '.woff2': 'empty', '.svg': 'empty' },
    banner: { js: commonJsShim },
    define: { 'process.env.NODE_ENV': '"production"' },
    tsconfig: path.resolve('tsconfig.json'),
    logLevel: 'warning',
    legalComments: 'none',
  });
}
