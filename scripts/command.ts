/**
 * How every operator command ends (docs/operations.md "Going live", Exit codes): 0 when it did its
 * work, otherwise one line on stderr that says why and a code a cron job or a monitor can
 * read. Never silent: a command that ends before its work settles says so too.
 */

/** What a command's exit code means (docs/operations.md "Going live", Exit codes). */
export const EXIT_CODES = {
  ok: 0,
  /** It failed: the database, the disk, the network, or a fault. */
  failed: 1,
  /** The operator asked for something it refuses (usage, a taken e-mail, a folder in use). */
  refused: 2,
  /** A setting in the environment is missing or wrong (EX_CONFIG, as the server's). */
  configuration: 78,
} as const;

/** The umask of the commands and the server (instrumentation.ts): files 0600, folders 0700. */
export const OWNER_ONLY = 0o077;

/** A failure the person at the terminal can correct: its message says how. */
export class CommandRefused extends Error {}

let commandName = 'command';
let settled = false;

const withSettings = "; run it with the site's settings: set -a; . /etc/club-site/club-site.env; set +a";

/** One line for the operator; the stack only with DEBUG, and only for the unexpected. */
function describe(error: unknown): { line: string; code: number } {
  if (error instanceof Error && error.name === 'InvalidEnvironment') {
    const problems = (error as Error & { problems: string[] }).problems.map((problem) => problem.trim());
    // Run without the site's settings (a root shell that never read the environment file),
    // a command would otherwise have worked on the checkout's defaults: a database of its own.
    const unset = problems.some((problem) => problem.includes('must be set with NODE_ENV=production'));
    return {
      line: `invalid environment configuration: ${problems.join('; ')}${unset ? withSettings : ''}`,
      code: EXIT_CODES.configuration,
    };
  }
  if (error instanceof CommandRefused || isUsageError(error)) {
    return { line: error.message, code: EXIT_CODES.refused };
  }
  const message = error instanceof Error ? error.message : String(error);
  const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return { line: `failed: ${firstLine(message)}${cause}`, code: EXIT_CODES.failed };
}

/** An option node:util's parseArgs does not know, or one without its value. */
const isUsageError = (error: unknown): error is Error =>
  error instanceof Error && String((error as NodeJS.ErrnoException).code).startsWith('ERR_PARSE_ARGS');

const firstLine = (text: string) => text.split('\n').find((line) => line.trim()) ?? text;

function fail(error: unknown): never {
  settled = true;
  const { line, code } = describe(error);
  const unexpected = code === EXIT_CODES.failed;
  console.error(`${commandName}: ${line}${unexpected && !process.env.DEBUG ? ' (DEBUG=1 shows where)' : ''}`);
  if (unexpected && process.env.DEBUG && error instanceof Error) console.error(error.stack);
  process.exit(code);
}

/** Node ends a process whose event loop ran dry, whatever it still awaited: never silently. */
function stoppedUnsettled(code: number): void {
  if (settled) return;
  // Node's 13 (a top-level await left pending) is set by an earlier 'exit' listener.
  const nodeCode = process.exitCode ?? code;
  console.error(
    `${commandName}: stopped before it finished (Node exit code ${nodeCode}); nothing was confirmed`,
  );
  process.exitCode = EXIT_CODES.failed;
}

/**
 * Runs `command` and exits with its outcome. `command` loads what it needs itself (a
 * dynamic import): a wrong setting then fails it like any other reason, in one line.
 */
export function runCommand(name: string, command: () => Promise<void>): void {
  commandName = name;
  // The database, its -wal and -shm, backups and media: readable by the service user only.
  process.umask(OWNER_ONLY);
  process.on('uncaughtException', fail);
  process.on('unhandledRejection', fail);
  process.on('exit', stoppedUnsettled);
  command().then(
    () => {
      settled = true;
      process.exit(EXIT_CODES.ok);
    },
    (error: unknown) => fail(error),
  );
}
