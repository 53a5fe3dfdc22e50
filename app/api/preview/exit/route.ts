import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import type { NextRequest } from 'next/server';
import { sameSitePath } from '@/lib/preview/same-site-path';

/** GET /api/preview/exit?path=… — leaves draft mode and shows the published page again. */
export async function GET(request: NextRequest) {
  (await draftMode()).disable();
  redirect(sameSitePath(request.nextUrl.searchParams.get('path')) ?? '/');
}
