'use client';

import { useEffect, useState } from 'react';

/**
 * The address that was not found (SPEC §8: "Page Not Found" plus the path). The
 * 404 page is rendered once for every unknown path, so the path is filled in by
 * the browser.
 */
export function RequestedPath({ template }: { template: string }) {
  const [path, setPath] = useState<string | null>(null);
  useEffect(() => setPath(window.location.pathname), []);
  if (!path) return null;
  return <p className="not-found__path">{template.replace('{path}', path)}</p>;
}
