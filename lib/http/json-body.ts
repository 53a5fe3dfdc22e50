import { NextResponse, type NextRequest } from 'next/server';

/** Largest JSON body a public form accepts; a real submission is a fraction of it. */
export const MAX_FORM_BODY_BYTES = 16 * 1024;

type Parsed = { ok: true; body: unknown } | { ok: false; response: NextResponse };

/**
 * Reads a public endpoint's JSON body defensively: 415 for another content type,
 * 413 past the size limit, 400 for malformed JSON. A client's mistake is never a 5xx.
 */
export async function readJsonBody(request: NextRequest, maxBytes = MAX_FORM_BODY_BYTES): Promise<Parsed> {
  const fail = (status: number, error: string): Parsed => ({
    ok: false,
    response: NextResponse.json({ error }, { status }),
  });
  if (!request.headers.get('content-type')?.toLowerCase().startsWith('application/json')) {
    return fail(415, 'Send the form as application/json.');
  }
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes)
    return fail(413, 'The form is too large.');
  const text = await request.text();
  if (new TextEncoder().encode(text).length > maxBytes) return fail(413, 'The form is too large.');
  try {
    return { ok: true, body: JSON.parse(text) };
  } catch {
    return fail(400, 'The form could not be read.');
  }
}

/** Browsers send Origin on POST; a form posted from another site is refused. */
export function isSameOrigin(request: NextRequest): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return true;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
