import 'server-only';
import { permanentRedirect, redirect } from 'next/navigation';
import { findRedirect } from '@/lib/data/redirects';
import { log } from '@/lib/shared/log/logger';

/**
 * Before a page answers 404: follow the redirect editors set for the path, with
 * the server's own status so search engines move with it. Next's server
 * redirects are 307 (temporary) and 308 (permanent): 301 and 308 redirects go
 * out as 308, 302 and 307 as 307 — the same meaning for browsers and crawlers.
 * Returns when the path has no redirect, or when the lookup cannot be made.
 */
export async function followEditorsRedirect(path: string): Promise<void> {
  let answer;
  try {
    answer = await findRedirect(path);
  } catch (error) {
    // The database cannot be reached: whatever redirect there may be, the path is not a
    // page, and the visitor gets the 404 page rather than an error.
    log.warn({ err: error }, 'a redirect lookup failed; the page answers 404');
    return;
  }
  if (!answer.hasRedirect || !answer.to) return;
  if (answer.statusCode === 301 || answer.statusCode === 308) permanentRedirect(answer.to);
  redirect(answer.to);
}
