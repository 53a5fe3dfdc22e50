/**
 * What keeps visitors' personal data (names, e-mail addresses, phone numbers, messages)
 * out of the log and the error reports. Nothing logs a request or form body; what can
 * still carry such data is an error: a database error quotes the values of the failed
 * query ("params: …"), a mail error the recipient, Payload's mail-less adapter the
 * address it would have written to. So errors are logged by an allow-list of fields, and
 * every message and error text loses its query values and e-mail addresses.
 */

// No slash: a stack's `node_modules/@scope/…` is not an address.
const emailAddress = /[^\s@<>"'(),;:/]+@[^\s@<>"'(),;:/]+\.[^\s@<>"'(),;:/]+/g;
// Drizzle's "Failed query: … params: a,b,c" and SQLite's bound values after "params".
const queryValues = /\bparams:[\s\S]*$/i;

/** `text` without the values a failed query quoted and without e-mail addresses. */
export function withoutPersonalData(text: string): string {
  return text.replace(queryValues, 'params: [redacted]').replace(emailAddress, '[email]');
}

/** Keys whose values are personal wherever they appear in a logged object (pino `redact`). */
const personalKeys = [
  'email',
  'to',
  'message',
  'firstName',
  'lastName',
  'name',
  'phone',
  'comments',
  'street',
  'houseNumber',
  'company',
  'vatNumber',
  'cardNumber',
  'password',
  'body',
  'data',
  'headers',
  'cookie',
  'authorization',
];
// One level down too, except `message`, which there is an error's own (lib/shared/log/logger.ts `err`).
export const personalPaths = personalKeys.flatMap((key) => (key === 'message' ? [key] : [key, `*.${key}`]));

type LoggedError = {
  type: string;
  message: string;
  stack?: string;
  code?: string;
  status?: number;
  digest?: string;
  cause?: LoggedError;
};

/**
 * An error as a log line carries it: its class, message, stack, code, status and Next's
 * digest, scrubbed; never its other fields (a mail error's envelope, a query's values).
 */
export function loggedError(error: unknown, depth = 0): LoggedError | unknown {
  if (!(error instanceof Error)) return typeof error === 'string' ? withoutPersonalData(error) : error;
  const fields = error as Error & { code?: unknown; status?: unknown; digest?: unknown };
  const logged: LoggedError = {
    // The class's own name when it sets one: a production build shortens class names.
    type: error.name && error.name !== 'Error' ? error.name : error.constructor?.name || 'Error',
    message: withoutPersonalData(error.message),
  };
  if (error.stack) logged.stack = withoutPersonalData(error.stack);
  if (typeof fields.code === 'string') logged.code = fields.code;
  if (typeof fields.status === 'number') logged.status = fields.status;
  if (typeof fields.digest === 'string') logged.digest = fields.digest;
  if (error.cause instanceof Error && depth < 3)
    logged.cause = loggedError(error.cause, depth + 1) as LoggedError;
  return logged;
}
