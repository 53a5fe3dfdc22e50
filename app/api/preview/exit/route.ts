import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import type { NextRequest } from 'next/server';
import { sameSitePath } from '@/lib/domain/preview/same-site-path';

/** The page the exit link was clicked on, when the browser says so and it is on this site. */
function refererPath(request: NextRequest): string | null {
  const referer = request.headers.get('referer');
  if (!referer || !URL.canParse(referer)) return null;
  const url = new URL(referer);
  if (url.host !== request.headers.get('host')) return null;
  return sameSitePath(url.pathname + url.search);
}

/**
 * GET /api/preview/exit[?path=…][&fallback=…] — leaves draft mode and shows the
 * published page again: `path`, else the page the link was on, else `fallback`.
 */
export async function GET(request: NextRequest) {
  (await draftMode()).disable();
  const search = request.nextUrl.searchParams;
  redirect(
    sameSitePath(search.get('path')) ?? refererPath(request) ?? sameSitePath(search.get('fallback')) ?? '/',
  );
}
