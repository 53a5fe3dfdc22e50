'use client';

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';

/**
 * Inside the CMS's live preview frame, re-renders the page on the server each
 * time the editor's draft is autosaved. The CMS runs on this same origin.
 */
export function LivePreviewRefresh() {
  const router = useRouter();
  const [origin, setOrigin] = useState<string | null>(null);
  useEffect(() => {
    if (window.parent !== window) setOrigin(window.location.origin);
  }, []);
  return origin ? <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={origin} /> : null;
}
