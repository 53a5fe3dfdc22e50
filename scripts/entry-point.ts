import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/**
 * Whether the module at `moduleUrl` (its `import.meta.url`) is the script Node was started
 * with, so a script runs its command only when started, not when imported. The path is
 * compared as a file URL: pasted into `file://…` by hand, a folder with a space (or any
 * character a URL escapes) never matched, and the script quietly did nothing. Node resolves
 * symbolic links in a module's URL but not in `argv[1]`, hence the real path.
 */
export function isEntryPoint(moduleUrl: string, scriptPath: string | undefined = process.argv[1]): boolean {
  if (!scriptPath) return false;
  return moduleUrl === pathToFileURL(realPath(scriptPath)).href;
}

function realPath(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    return file;
  }
}
