/**
 * SPEC §8: a failed start of the client app is logged to the console. This tiny
 * inline script listens before any bundle runs; `NavigationEvents` marks the app
 * as started once React has mounted it, after which errors are the error
 * boundary's business.
 */
const script = `(function(){function report(error){if(!window.__clubAppStarted)console.error('[club-site] the app failed to start:',error)}window.addEventListener('error',function(event){report(event.error||event.message)});window.addEventListener('unhandledrejection',function(event){report(event.reason)})})();`;

export function ClientStartWatch() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}

export function markClientStarted() {
  (window as Window & { __clubAppStarted?: boolean }).__clubAppStarted = true;
}
