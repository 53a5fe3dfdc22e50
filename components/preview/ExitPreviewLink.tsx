'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import type { ReactNode } from 'react';

/** Leaves draft mode and comes back to the page being looked at, now as visitors see it. */
export function ExitPreviewLink({
  className,
  fallbackPath,
  children,
}: {
  className: string;
  fallbackPath: string;
  children: ReactNode;
}) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const path = pathname ? `${pathname}${search ? `?${search}` : ''}` : fallbackPath;
  return (
    // A plain link: leaving draft mode needs a full request to the route handler.
    // eslint-disable-next-line @next/next/no-html-link-for-pages
    <a className={className} href={`/api/preview/exit?${new URLSearchParams({ path })}`}>
      {children}
    </a>
  );
}
