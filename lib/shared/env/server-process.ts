/**
 * The server process's first steps, before anything else of the app runs: files it creates
 * are its own user's, and a wrong setting stops it with its reason. Node.js only:
 * instrumentation.ts imports this module for the Node.js runtime alone, so the edge
 * compilation never meets `process.umask` or `process.exit`.
 */

/** EX_CONFIG of sysexits.h: the unit file can tell a wrong setting from a crash. */
const CONFIGURATION_ERROR = 78;

/**
 * Next logs a register() that throws and keeps listening, answering 500 to every page, so
 * `Restart=on-failure` never fires: the process exits instead, with the list of problems.
 */
function stopOnInvalidEnvironment(error: unknown): never {
  if (!(error instanceof Error) || error.name !== 'InvalidEnvironment') throw error;
  console.error(`${error.message}\nThe server stops: correct these settings and start it again.`);
  process.exit(CONFIGURATION_ERROR);
}

export async function prepareServerProcess(): Promise<void> {
  // Uploads, the database's -wal and -shm and the cache: readable by the service user only
  // (as the operator commands' files, scripts/command.ts).
  process.umask(0o077);
  // A wrong setting stops the start with its reason, before a visitor meets it.
  await import('./index').catch(stopOnInvalidEnvironment);
}
