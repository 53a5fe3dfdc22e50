import { pino, stdTimeFunctions, type DestinationStream, type Level, type Logger } from 'pino';
import { env } from '../env';
import { reportError } from './error-reports';
import { loggedError, personalPaths, withoutPersonalData } from './personal-data';
import { currentRequestId } from './request-context';

const ERROR_LEVEL = 50;

type Fields = Record<string, unknown> & { err?: unknown; msg?: unknown };

/**
 * Scrubs every message (Payload's too) and sends each line at level error and above to
 * the error reports (SENTRY_DSN), with the error it carries and its route and request id.
 */
function logMethod(this: Logger, args: unknown[], method: (...args: unknown[]) => void, level: number) {
  const scrubbed = args.map((arg, index) => {
    if (typeof arg === 'string') return withoutPersonalData(arg);
    if (index === 0 && arg && typeof arg === 'object' && typeof (arg as Fields).msg === 'string') {
      return { ...(arg as Fields), msg: withoutPersonalData((arg as Fields).msg as string) };
    }
    return arg;
  });
  if (level >= ERROR_LEVEL) {
    const [first, second] = scrubbed;
    const fields = first instanceof Error ? { err: first } : ((first ?? {}) as Fields);
    const message = [second, fields.msg].find((text): text is string => typeof text === 'string');
    reportError(fields.err, message, {
      route: fields.route as string | undefined,
      kind: fields.kind as string | undefined,
      requestId: (fields.requestId as string | undefined) ?? currentRequestId(),
      digest: fields.digest as string | undefined,
      component: this.bindings().component as string | undefined,
    });
  }
  method.apply(this, scrubbed);
}

/** A logger as the site's: `destination` is stdout but in tests. */
export function createLogger(level: Level | 'silent', destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      timestamp: stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: loggedError, error: loggedError },
      // The id of the request being answered, on every line logged while answering it.
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
      redact: { paths: personalPaths, censor: '[redacted]' },
      hooks: { logMethod },
    },
    destination,
  );
}

/**
 * The server's one log: JSON lines on stdout, one per event, for the app and for Payload
 * (lib/cms/payload.config.ts gives it a child). Level from LOG_LEVEL. Personal data stays
 * out (lib/shared/log/personal-data.ts); bodies of requests are never logged. Read it on a
 * terminal with `| npx pino-pretty`.
 */
export const log = createLogger(env.LOG_LEVEL);
