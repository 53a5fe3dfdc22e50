import { APIError } from 'payload';

/**
 * An error the CMS answers with its own status and message, in the admin and over REST.
 *
 * Payload's REST handler keeps a message when the error is `instanceof` its APIError, or
 * else when the error has a `name`. A production build bundles Payload more than once (the
 * pages' server chunks and the route handlers' each hold a copy of its modules), and the
 * one Payload instance, with this config's hooks, is made by whichever is asked first:
 * once a page had been rendered first, the APIError our hooks threw was another copy's to
 * the REST handler. The minifier also turns `class APIError extends …` into an anonymous
 * class, whose `constructor.name` (Payload's `name`) is empty, so the answer said "An
 * unknown error occurred.": a 503 or 429 without its reason. A name given as a string
 * survives the minifier, and either copy then keeps the message.
 */
export function publicApiError(message: string, status: number, data: Record<string, unknown>): APIError {
  const error = new APIError(message, status, data, true);
  error.name = 'APIError';
  return error;
}
