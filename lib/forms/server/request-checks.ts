import { env } from '@/lib/env';

/** A form body is a few kilobytes; anything far beyond that is not a visitor typing. */
export const BODY_LIMIT_BYTES = 16 * 1024;

export function isJson(request: Request): boolean {
  const type = request.headers.get('content-type') ?? '';
  return /^application\/json\s*(;|$)/i.test(type);
}

/**
 * Forms are posted by our own pages with fetch, which always sends Origin on a
 * POST: a missing or foreign Origin is another site (or a script) posting on a
 * visitor's behalf. Our origin is the public SITE_URL or the host the request came to.
 */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return false;
  const allowed = new Set([new URL(env.SITE_URL).origin, new URL(request.url).origin]);
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  if (host) {
    const proto = request.headers.get('x-forwarded-proto') ?? new URL(request.url).protocol.replace(':', '');
    allowed.add(`${proto}://${host}`);
  }
  return allowed.has(origin);
}

/** The body as text, or null once it exceeds `limit` bytes (without reading the rest). */
export async function readLimited(request: Request, limit = BODY_LIMIT_BYTES): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > limit) return null;
  if (!request.body) return '';
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
  return Buffer.concat(chunks).toString('utf8');
}
