/** Which error screen was shown: a page's (app/[lang]/error.tsx) or the whole site's (app/global-error.tsx). */
export type ErrorScreen = 'page' | 'fatal';

/** Where the error screens report to (app/api/client-errors/route.ts). */
export const CLIENT_ERRORS_PATH = '/api/client-errors';

/**
 * Tells the server that an error screen was shown, so the log (and Sentry) has it:
 * for a server error only Next's digest, which names the error the server logged; for
 * an error in the browser its class and message. Never the page's query, its content or
 * anything typed. A beacon: it survives the visitor leaving, and nobody waits for it.
 */
export function reportShownError(screen: ErrorScreen, error: Error & { digest?: string }): void {
  const report = error.digest
    ? { screen, digest: error.digest, path: location.pathname }
    : { screen, type: error.name, message: error.message.slice(0, 300), path: location.pathname };
  const body = new Blob([JSON.stringify(report)], { type: 'application/json' });
  navigator.sendBeacon?.(CLIENT_ERRORS_PATH, body);
}
