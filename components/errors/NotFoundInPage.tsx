import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { followEditorsRedirect } from '@/lib/server/redirects/follow';
import { NotFoundContent } from './NotFoundContent';

/** What a page renders for a path it does not know: an editor's redirect, else the 404 screen. */
export async function redirectOrNotFound(path: string) {
  await followEditorsRedirect(path);
  return <NotFoundInPage path={path} />;
}

/**
 * A 404 whose screen is in the server's HTML. A page that simply throws
 * `notFound()` gets, from Next 16's production server, the 404 status and an
 * empty error document (`<html id="__next_error__">`: no language, header or
 * text — the not-found boundary's markup travels only in the RSC payload), so
 * visitors without JavaScript and crawlers saw a blank page. Thrown inside a
 * Suspense boundary, the same `notFound()` still sets the status while React
 * puts the boundary's fallback — the 404 screen, inside the site's layout — in
 * the HTML; in the browser the not-found boundary then shows the same screen.
 */
function NotFoundInPage({ path }: { path: string }) {
  return (
    <Suspense fallback={<NotFoundContent path={path} />}>
      <ThrowNotFound />
    </Suspense>
  );
}

async function ThrowNotFound(): Promise<never> {
  notFound();
}
