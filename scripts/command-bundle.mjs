// @ts-check
/**
 * How an operator command is compiled, in a checkout (scripts/command-launcher.mjs) and in a
 * release (scripts/release/compile-commands.ts) alike: TypeScript, the path aliases and every
 * package it uses in one bundle, which Node parses as one file. Left to Node's own module
 * loader, a command resolved and read some 3,200 files at every start: 2.3 s of CPU against
 * 0.9 s bundled (Node 20.20, 2-core machine). Plain JavaScript: the launcher runs on `node` alone.
 */

/** Native add-ons, and optional drivers that are not installed and are only tried. */
export const nativePackages = [
  'libsql',
  '@libsql/*',
  'sharp',
  'pg-native',
  'cloudflare:sockets',
  '@opentelemetry/api',
];

/** Bundled CommonJS packages call `require` on Node's own modules and read `__dirname`. */
export const commonJsShim = [
  "import { createRequire as __createRequire } from 'node:module';",
  "import { fileURLToPath as __fileURLToPath } from 'node:url';",
  'const require = __createRequire(import.meta.url);',
  'const __filename = __fileURLToPath(import.meta.url);',
  "const __dirname = __fileURLToPath(new URL('.', import.meta.url));",
].join('\n');

/**
 * esbuild's options for a command, both ways. The `production` condition names Lexical's real
 * modules rather than its wrappers that top-level-await them: under Node's own `node` condition
 * one of those imports now and then never settled on Node 20, and Node ended the command with
 * exit 13 and no word (a nightly backup silently not made).
 *
 * @param {string} tsconfig the project's tsconfig.json (its path aliases)
 * @returns {import('esbuild').BuildOptions}
 */
export function commandBundleOptions(tsconfig) {
  return {
    bundle: true,
    format: 'esm',
    platform: 'node',
    conditions: ['production'],
    target: 'node20.19',
    external: nativePackages,
    // Stylesheets and fonts the admin's components import are the browser's, not a command's.
    loader: { '.css': 'empty', '.scss': 'empty', '.woff': 'empty', '.woff2': 'empty', '.svg': 'empty' },
    tsconfig,
    logLevel: 'error',
    legalComments: 'none',
  };
}
