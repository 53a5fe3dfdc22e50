import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

/**
 * Chrome's explicit compile hint: the functions of a script that starts with this line are
 * compiled on a background thread while the script streams in, not one by one on the main
 * thread when each is first called.
 */
export const compileHint = '//# allFunctionsCalledOnLoad';

/**
 * The framework's start is the longest task of every first view: Turbopack instantiates each
 * module of React, Next and our layout, and V8 compiles every factory on the main thread as
 * it is called. Measured on `/en` (Chromium 156, 4× CPU throttling, 2-core machine): the
 * module loader's own time fell from 90–125 ms to 6–8 ms, and the 156–206 ms start task
 * was gone (docs/performance.md "Performance"). Only the chunks a public page loads at start get the
 * hint: they run whole on load; chunks loaded on demand and the admin's do not.
 *
 * @param {string} distDir Next's output folder, absolute or relative to the working directory
 */
export function addCompileHints(distDir) {
  const chunks = [...new Set([...frameworkChunks(distDir), ...publicEntryChunks(distDir)])];
  for (const chunk of chunks) {
    const file = path.join(distDir, chunk);
    const code = readFileSync(file, 'utf8');
    if (!code.startsWith(compileHint)) writeFileSync(file, `${compileHint}\n${code}`);
  }
}

/** React, Next's client and the module loader: every page's first scripts. */
function frameworkChunks(distDir) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
  return manifest.rootMainFiles.filter((file) => file.endsWith('.js'));
}

/**
 * The entry chunks of every public route (`app/[lang]`: layout, page, error and not-found
 * boundaries), read from the client reference manifests Next writes beside each route.
 */
function publicEntryChunks(distDir) {
  const publicRoutes = path.join(distDir, 'server', 'app', '[lang]');
  if (!existsSync(publicRoutes)) return [];
  return readdirSync(publicRoutes, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('_client-reference-manifest.js'))
    .flatMap((file) => {
      const scope = {};
      scope.globalThis = scope;
      vm.runInNewContext(readFileSync(path.join(publicRoutes, file), 'utf8'), scope);
      return Object.values(scope.__RSC_MANIFEST).flatMap((route) =>
        Object.values(route.entryJSFiles ?? {}).flat(),
      );
    });
}
