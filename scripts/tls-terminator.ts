/**
 * Runs the shipped TLS terminator (deploy/nginx/tls.conf) on loopback, in front of a front
 * cache or any HTTP server, with a certificate made for the run: for the bench (which
 * measures pages as a visitor reaches them) and the terminator's test. The file is filled
 * in by the code a club fills it with (deploy/nginx/render.mjs).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fillPlaceholders } from '../deploy/nginx/render.mjs';
import { FRONT_BODY_LIMIT_MB } from '../lib/cms/uploads/upload-limit';
import { startNginx, type Nginx, type NginxOptions } from './nginx';

export type TlsTerminatorAddresses = {
  /** Where it takes HTTPS (HTTP/2). */
  httpsPort: number;
  /** Where it redirects plain HTTP; by default a socket in its folder, reached by nobody. */
  httpListen: string;
  /** The host:port it forwards to. */
  upstream: string;
};

export function tlsTerminatorConfig(
  { httpsPort, httpListen, upstream }: TlsTerminatorAddresses,
  certificate: { certificate: string; key: string },
): string {
  return fillPlaceholders(readFileSync(path.join('deploy', 'nginx', 'tls.conf'), 'utf8'), {
    SERVER_NAME: '127.0.0.1 localhost',
    HTTP_LISTEN: [httpListen],
    HTTPS_LISTEN: [`127.0.0.1:${httpsPort}`],
    FRONT: upstream,
    ACME_DIR: path.dirname(certificate.certificate),
    CERTIFICATE: certificate.certificate,
    CERTIFICATE_KEY: certificate.key,
    BODY_LIMIT: `${FRONT_BODY_LIMIT_MB}m`,
  });
}

/** A self-signed certificate for 127.0.0.1, valid a day, written into `folder`. */
export function selfSignedCertificate(folder: string): { certificate: string; key: string } {
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
  return { certificate, key };
}

/** The terminator on 127.0.0.1:`httpsPort` (HTTPS) and, when given, `httpPort` (redirects). */
export function startTlsTerminator(
  httpsPort: number,
  upstream: string,
  httpPort?: number,
  nginxOptions: NginxOptions = {},
): Promise<Nginx & { httpsOrigin: string }> {
  return startNginx(
    httpsPort,
    (folder) =>
      tlsTerminatorConfig(
        {
          httpsPort,
          upstream,
          httpListen: httpPort ? `127.0.0.1:${httpPort}` : `unix:${path.join(folder, 'http.sock')}`,
        },
        selfSignedCertificate(folder),
      ),
    nginxOptions,
  ).then((nginx) => ({ ...nginx, httpsOrigin: `https://127.0.0.1:${httpsPort}` }));
}
