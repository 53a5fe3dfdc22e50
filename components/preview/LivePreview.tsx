'use client';

import { lazy, Suspense, useEffect, useState } from 'react';

const LivePreviewRefresh = lazy(() =>
  import('./LivePreviewRefresh').then((module) => ({ default: module.LivePreviewRefresh })),
);

/** The live preview's refresher, loaded only inside the CMS's preview frame. */
export function LivePreview() {
  const [framed, setFramed] = useState(false);
  useEffect(() => setFramed(window.parent !== window), []);
  if (!framed) return null;
  return (
    <Suspense fallback={null}>
      <LivePreviewRefresh />
    </Suspense>
  );
}
