import { env } from '@/lib/shared/env';
import { requestOrigin } from './request-origin';

/** A form body is a few kilobytes; anything far beyond that is not a visitor typing. */
export const JSON_BODY_LIMIT_BYTES = 16 * 1024;

export function isJson(request: Request): boolean {
  const type = request.headers.get('content-type') ?? '';
  return /^application\/json\s*(;|$)/i.test(type);
}

/**
 * Whether a POST comes from our own pages. Our pages post with fetch, and a
 * browser names the page's origin on every POST it sends, same-origin or not:
 * a foreign Origin is another site posting on a visitor's behalf, and a missing
 * one is no visitor's browser at all. Both are refused by the endpoints that
 * store what they receive (forms, newsletter). Our origin is the public SITE_URL
 * or the host the request came to.
 */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return false;
  const url = new URL(request.url);
  const allowed = new Set([new URL(env.SITE_URL).origin, url.origin]);
  const asked = requestOrigin(request.headers, url.protocol.replace(':', ''), env.SITE_URL);
  if (asked) allowed.add(asked);
  return allowed.has(origin);
}

export type JsonBody =
  | { ok: true; body: unknown }
  | { ok: false; status: 413; error: 'payloadTooLarge' }
  | { ok: false; status: 400; error: 'malformedJson' };

/**
 * The parsed body, refused past `limit` bytes, declared or streamed: a chunked
 * upload stops being read at the limit instead of filling the memory first.
 */
export async function readJsonBody(request: Request, limit = JSON_BODY_LIMIT_BYTES): Promise<JsonBody> {
  const text = await readLimited(request, limit);
  if (text === null) return { ok: false, status: 413, error: 'payloadTooLarge' };
  try {
    return { ok: true, body: JSON.parse(text) };
  } catch {
    return { ok: false, status: 400, error: 'malformedJson' };
  }
}

/** The body as text, or null past `limit` bytes (declared or streamed). */
export async function readLimited(request: Request, limit: number): Promise<string | null> {
  return (await readLimitedBytes(request, limit))?.toString('utf8') ?? null;
}

/** The body's bytes, or null past `limit` bytes (declared or streamed): for files in any encoding. */
export async function readLimitedBytes(request: Request, limit: number): Promise<Buffer | null> {
  if (Number(request.headers.get('content-length') ?? 0) > limit) return null;
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** A refused body in words, for the endpoints that answer in sentences rather than codes. */
export const refusals = {
  unsupportedMediaType: 'Send the form as application/json.',
  payloadTooLarge: 'The form is too large.',
  malformedJson: 'The form could not be read.',
};

/**
 * The JSON body of a public endpoint (newsletter, redirect lookup), or the
 * answer refusing it: 415 for another content type, 413 past the limit, 400 for
 * malformed JSON, each with its reason in words. A client's mistake is never a 5xx.
 */
export async function jsonBodyOrRefusal(
  request: Request,
  limit = JSON_BODY_LIMIT_BYTES,
): Promise<{ ok: true; body: unknown } | { ok: false; response: Response }> {
  const refuse = (status: number, error: keyof typeof refusals) => ({
    ok: false as const,
    response: Response.json({ error: refusals[error] }, { status }),
  });
  if (!isJson(request)) return refuse(415, 'unsupportedMediaType');
  const read = await readJsonBody(request, limit);
  return read.ok ? read : refuse(read.status, read.error);
}
