'use client';

import { lazy, Suspense } from 'react';
import { useBrowserValue } from '@/components/ui/use-browser-value';

const LivePreviewRefresh = lazy(() =>
  import('./LivePreviewRefresh').then((module) => ({ default: module.LivePreviewRefresh })),
);

/** The live preview's refresher, loaded only inside the CMS's preview frame. */
export function LivePreview() {
  const framed = useBrowserValue(() => window.parent !== window, false);
  if (!framed) return null;
  return (
    <Suspense fallback={null}>
      <LivePreviewRefresh />
    </Suspense>
  );
}
