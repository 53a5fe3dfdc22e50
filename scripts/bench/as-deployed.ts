import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { startFrontCache } from '../front-cache';
import { startNginx } from '../nginx';

/**
 * The way a visitor reaches the site once a club has gone live (README "Going live"): a TLS
 * terminator speaking HTTP/2, the shipped front cache behind it, the app behind that. Here
 * nginx terminates TLS with a certificate made for this run, so Chromium must be told to
 * accept it (`--ignore-certificate-errors`, for the bench's own browser only).
 *
 * Why Lighthouse measures this path too: over plain HTTP/1.1 a browser opens a new
 * connection for each of a page's parallel requests, and Lighthouse's mobile model prices
 * every one of them at 150 ms round trips; no deployed site is reached that way.
 */
export async function startAsDeployed(appPort: number, frontPort: number, tlsPort: number) {
  const front = await startFrontCache(frontPort, [appPort]);
  try {
    const tls = await startNginx(tlsPort, (folder) => {
      const certificate = path.join(folder, 'certificate.pem');
      const key = path.join(folder, 'key.pem');
      const made = spawnSync('openssl', [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        certificate,
      ]);
      if (made.status !== 0) throw new Error(`openssl: ${made.stderr.toString()}`);
      return [
        '  server {',
        // Debian 12's nginx 1.22 takes http2 on the listen line.
        `    listen 127.0.0.1:${tlsPort} ssl http2;`,
        `    ssl_certificate ${certificate};`,
        `    ssl_certificate_key ${key};`,
        '    location / {',
        `      proxy_pass ${front.origin};`,
        '      proxy_http_version 1.1;',
        '      proxy_set_header Connection "";',
        '      proxy_set_header Host $http_host;',
        '      proxy_set_header X-Forwarded-Proto https;',
        '    }',
        '  }',
      ].join('\n');
    });
    return {
      origin: `https://127.0.0.1:${tlsPort}`,
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
