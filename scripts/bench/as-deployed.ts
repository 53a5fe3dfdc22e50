import { startFrontCache } from '../front-cache';
import { startTlsTerminator } from '../tls-terminator';

/**
 * The way a visitor reaches the site once a club has gone live (docs/operations.md "Going live"): the
 * shipped TLS terminator (deploy/nginx/tls.conf) speaking HTTP/2, the shipped front cache
 * behind it, the app behind that. The terminator's certificate is made for this run, so
 * Chromium must be told to accept it (`--ignore-certificate-errors`, for the bench's own
 * browser only).
 *
 * Why Lighthouse measures this path too: over plain HTTP/1.1 a browser opens a new
 * connection for each of a page's parallel requests, and Lighthouse's mobile model prices
 * every one of them at 150 ms round trips; no deployed site is reached that way.
 */
export async function startAsDeployed(appPort: number, frontPort: number, tlsPort: number) {
  // As on a server, the front cache counts visitors by the address the terminator passes.
  const front = await startFrontCache(frontPort, [appPort], { realIpFrom: ['127.0.0.1'] });
  try {
    const tls = await startTlsTerminator(tlsPort, `127.0.0.1:${frontPort}`);
    return {
      origin: tls.httpsOrigin,
      stop: () => {
        tls.stop();
        front.stop();
      },
    };
  } catch (error) {
    front.stop();
    throw error;
  }
}
