'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import {
  consentModeSignals,
  CONSENT_CHANGED_EVENT,
  readConsent,
  type StoredConsent,
} from '@/lib/domain/consent/consent';
import { publicConfig } from '@/lib/shared/env/public';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** gtag() pushes its `arguments` object, which is what Consent Mode reads. */
function gtag(..._args: unknown[]) {
  const w = window as DataLayerWindow;
  w.dataLayer = w.dataLayer ?? [];
  // eslint-disable-next-line prefer-rest-params
  w.dataLayer.push(arguments);
}

function loadTagManager(id: string) {
  if (document.getElementById('gtm-script')) return;
  const script = document.createElement('script');
  script.id = 'gtm-script';
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}

/**
 * Google Tag Manager under Consent Mode v2: defaults denied, updated from the
 * banner; the GTM script itself (the only third-party request) loads after the
 * visitor accepts. Every page view, client navigations included, goes to the
 * data layer once.
 */
export function TagManager() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const lastPageView = useRef<string | null>(null);

  useEffect(() => {
    gtag('consent', 'default', consentModeSignals(null));
    const apply = (consent: StoredConsent | null) => {
      if (!consent) return;
      gtag('consent', 'update', consentModeSignals(consent.choice));
      if (consent.choice === 'all' && publicConfig.gtmId) {
        (window as DataLayerWindow).dataLayer?.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
        loadTagManager(publicConfig.gtmId);
      }
    };
    apply(readConsent());
    const onChange = (event: Event) => apply((event as CustomEvent<StoredConsent>).detail);
    window.addEventListener(CONSENT_CHANGED_EVENT, onChange);
    return () => window.removeEventListener(CONSENT_CHANGED_EVENT, onChange);
  }, []);

  useEffect(() => {
    const query = searchParams.toString();
    const page = query ? `${pathname}?${query}` : pathname;
    if (lastPageView.current === page) return;
    lastPageView.current = page;
    const w = window as DataLayerWindow;
    w.dataLayer = w.dataLayer ?? [];
    w.dataLayer.push({ event: 'page_view', page_path: page, page_location: window.location.href });
  }, [pathname, searchParams]);

  return null;
}
