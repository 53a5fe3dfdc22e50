import { draftMode, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { NextRequest } from 'next/server';
import { isDerivedSecret } from '@/lib/shared/env/derived-secret';
import { isEditorRequest } from '@/lib/data/editor-session';
import { sameSitePath } from '@/lib/domain/preview/same-site-path';

/**
 * GET /api/preview?secret=…&path=/nl/nieuws/… — opens a page of this site in
 * Next draft mode, where it shows editors' latest drafts. The CMS's "Preview"
 * button and live preview link here. Three checks: the link's secret, a CMS
 * session (a leaked link alone shows nothing), and a path on this site only.
 */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  if (!isDerivedSecret(params.get('secret'), 'preview-link')) {
    return Response.json({ error: 'This preview link is not valid.' }, { status: 401 });
  }
  const path = sameSitePath(params.get('path'));
  if (!path) {
    return Response.json({ error: 'A preview opens a page of this site only.' }, { status: 400 });
  }
  if (!(await isEditorRequest(await headers()))) {
    return Response.json({ error: 'Log in to the CMS to preview.' }, { status: 403 });
  }
  (await draftMode()).enable();
  redirect(path);
}
