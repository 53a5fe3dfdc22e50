import { format } from 'node:util';
import type { Logger } from 'pino';
import { log } from './logger';

/**
 * What Next, React and other libraries print with `console` goes into the log as JSON
 * lines too (scrubbed like every line), so the server's output is one stream a machine
 * can read. At most warn: a failed request is logged at error, and reported, by
 * onRequestError (instrumentation.ts), which Next calls beside printing it. In
 * production only: `next dev` keeps its own output.
 */
export function sendConsoleToLog(logger: Logger = log): void {
  const fromConsole = logger.child({ component: 'console' });
  const line =
    (level: 'warn' | 'info' | 'debug') =>
    (...args: unknown[]) =>
      fromConsole[level](format(...args));
  console.error = line('warn');
  console.warn = line('warn');
  console.info = line('info');
  console.log = line('info');
  console.debug = line('debug');
}
