import 'server-only';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { findRedirect } from '@/lib/data/redirects';

/**
 * Before a page answers 404: follow the redirect editors set for the path, with
 * the server's own status so search engines move with it. Next's server
 * redirects are 307 (temporary) and 308 (permanent): 301 and 308 redirects go
 * out as 308, 302 and 307 as 307 — the same meaning for browsers and crawlers.
 */
export async function redirectOrNotFound(path: string): Promise<never> {
  const answer = await findRedirect(path);
  if (answer.hasRedirect && answer.to) {
    if (answer.statusCode === 301 || answer.statusCode === 308) permanentRedirect(answer.to);
    redirect(answer.to);
  }
  notFound();
}
