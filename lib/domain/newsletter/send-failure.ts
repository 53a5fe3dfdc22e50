/**
 * What a failed newsletter mail means for its delivery. nodemailer's errors carry the
 * server's reply code: a 5xx is the server's final no (unknown mailbox, refused sender),
 * so the address goes onto the suppression list as bounced; anything else (a 4xx "try
 * later", a refused or dropped connection, a timeout) is temporary and tried again later.
 */
export type SendFailure = {
  permanent: boolean;
  /** No reply at all (refused or dropped connection, timeout): the server, not the address. */
  unreachable: boolean;
  error: string;
};

/**
 * A server's reply often quotes the address (`550 5.1.1 <reader@example.com>: no such user`):
 * the delivery keeps the reply without it, so the row names nobody once the subscriber is
 * gone (an unsubscription or an erasure leaves only the keyed hash of the suppression list).
 */
const withoutAddresses = (text: string) => text.replace(/<?[^\s<>@]+@[^\s<>@]+>?/g, '<address>');

export function sendFailure(error: unknown): SendFailure {
  const { responseCode, response, message } = (error ?? {}) as {
    responseCode?: number;
    response?: string;
    message?: string;
  };
  const permanent = typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
  return {
    permanent,
    unreachable: typeof responseCode !== 'number',
    error: withoutAddresses(response ?? message ?? String(error)).slice(0, 300),
  };
}

/** Tries of one delivery before a temporary failure counts as final. */
export const MAX_ATTEMPTS = 5;

/** The wait before try `attempts + 1`: 2, 4, 8, 16 minutes, about half an hour in all. */
export function retryDelayMs(attempts: number): number {
  return 2 ** attempts * 60_000;
}
