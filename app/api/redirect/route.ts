import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { findRedirect } from '@/lib/data/redirects';
import { jsonBodyOrRefusal } from '@/lib/shared/http/json-request';
import { log } from '@/lib/shared/log/logger';

const bodySchema = z.object({ url: z.string().min(1).max(2048).startsWith('/') });

/**
 * POST /api/redirect {url} — SPEC §7: the 404 page asks whether a failing path
 * has a redirect; answers { hasRedirect, to, statusCode, external }. Unlike the
 * forms it does not check Origin: it only reads public redirects and changes
 * nothing, so another site asking on a visitor's behalf gains nothing.
 */
export async function POST(request: NextRequest) {
  const read = await jsonBodyOrRefusal(request, 4096);
  if (!read.ok) return read.response;
  const parsed = bodySchema.safeParse(read.body);
  if (!parsed.success) {
    return NextResponse.json({ error: 'Send { "url": "/path" }.' }, { status: 400 });
  }
  try {
    return NextResponse.json(await findRedirect(parsed.data.url));
  } catch (error) {
    log.warn({ err: error }, 'a redirect lookup failed');
    return NextResponse.json(
      { error: 'The redirect lookup is unavailable; try again shortly.' },
      { status: 503, headers: { 'Retry-After': '5' } },
    );
  }
}
