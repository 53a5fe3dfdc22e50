'use client';

import { useEffect } from 'react';
import { CHECK_INTERVAL_MS, FIRST_CHECK_MS, reloadOnce } from '@/lib/shared/browser/reload-guard';

const currentBuild = process.env.NEXT_PUBLIC_BUILD_ID;

function reload() {
  reloadOnce(sessionStorage, window.location.pathname, Date.now(), () => window.location.reload());
}

/**
 * Keeps an open page on the live build (SPEC §4, §7): it polls
 * builds/latest.json and reloads when a newer build is out — at most once per 10 s
 * per path. A script that fails to load asks at once: after an upgrade the old
 * build's files are gone and a newer build is out, so the page reloads; while the
 * server is restarting or the network is away, the script failed for that reason and
 * a reload would only replace the page with the browser's error page (a live match
 * page among them, whose stream reconnects by itself).
 */
export function BuildWatcher() {
  useEffect(() => {
    if (!currentBuild) return;
    fetch(`/builds/meta/${currentBuild}.json`).catch((error: unknown) =>
      console.warn('[build] manifest unavailable', error),
    );
    const check = async () => {
      try {
        const response = await fetch(`/builds/latest.json?${Date.now()}`, { cache: 'no-store' });
        if (!response.ok) return;
        const latest = (await response.json()) as { id?: string };
        if (latest.id && latest.id !== currentBuild) reload();
      } catch {
        // Offline or restarting: try again at the next interval.
      }
    };
    const first = setTimeout(check, FIRST_CHECK_MS);
    const interval = setInterval(check, CHECK_INTERVAL_MS);

    const onError = (event: Event) => {
      const target = event.target as HTMLElement | null;
      if (target?.tagName === 'SCRIPT' && (target as HTMLScriptElement).src.includes('/_next/')) void check();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      const reason = event.reason as { name?: string; message?: string } | undefined;
      if (
        reason?.name === 'ChunkLoadError' ||
        /Loading chunk|Failed to fetch dynamically imported module/.test(reason?.message ?? '')
      ) {
        void check();
      }
    };
    window.addEventListener('error', onError, true);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      clearTimeout(first);
      clearInterval(interval);
      window.removeEventListener('error', onError, true);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
