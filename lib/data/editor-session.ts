import 'server-only';
import { draftMode, headers } from 'next/headers';
import { cache } from 'react';
import { canReadDrafts, type Role } from '@/lib/cms/access';
import { cms } from '@/lib/cms/client';

/** Whether the request carries a CMS session whose roles may read drafts. */
export async function isEditorRequest(headers: Headers): Promise<boolean> {
  const payload = await cms();
  const { user } = await payload.auth({ headers });
  return canReadDrafts(user as { roles?: Role[] } | null);
}

/**
 * Whether this request sees drafts: Next's draft mode and, checked on every request, a
 * CMS session allowed to read them. Draft mode alone is the `__prerender_bypass` cookie,
 * whose value is the build's preview id, the same for every editor and every session: a
 * former editor, or anyone who saw it once, would read every unpublished item until the
 * next build. With the cookie but no such session a request sees what visitors see.
 *
 * Once per request (React's cache), and nothing at all without the cookie: a page a
 * visitor gets stays static and reads no session.
 */
export const previewShowsDrafts = cache(async (): Promise<boolean> => {
  if (!(await draftMode()).isEnabled) return false;
  return isEditorRequest(await headers());
});
