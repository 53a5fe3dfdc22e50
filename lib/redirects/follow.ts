import 'server-only';
import { permanentRedirect, redirect } from 'next/navigation';
import { findRedirect } from '@/lib/data/redirects';

/**
 * Before a page answers 404: follow the redirect editors set for the path, with
 * the server's own status so search engines move with it. Next's server
 * redirects are 307 (temporary) and 308 (permanent): 301 and 308 redirects go
 * out as 308, 302 and 307 as 307 — the same meaning for browsers and crawlers.
 * Returns when the path has no redirect.
 */
export async function followEditorsRedirect(path: string): Promise<void> {
  const answer = await findRedirect(path);
  if (!answer.hasRedirect || !answer.to) return;
  if (answer.statusCode === 301 || answer.statusCode === 308) permanentRedirect(answer.to);
  redirect(answer.to);
}
