'use client';

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react';
import { useRouter } from 'next/navigation';

/**
 * Inside the CMS's live preview frame, re-renders the page on the server each
 * time the editor's draft is autosaved. The CMS runs on this same origin.
 */
export function LivePreviewRefresh() {
  const router = useRouter();
  return <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={window.location.origin} />;
}
