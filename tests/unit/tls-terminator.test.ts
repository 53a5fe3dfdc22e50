import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { connect } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRONT_BODY_LIMIT_MB } from '@/lib/cms/uploads/upload-limit';
import { startFrontCache } from '@/scripts/front-cache';
import { checkNginxConfig, nchanModule } from '@/scripts/nginx';
import { selfSignedCertificate, startTlsTerminator } from '@/scripts/tls-terminator';

/**
 * The TLS terminator a club installs (deploy/nginx/tls.conf) and the front cache behind it,
 * both filled in by deploy/nginx/render.mjs with the defaults of one server: nginx accepts
 * them together, and the terminator speaks HTTP/2, sends HSTS once, redirects http:// and
 * passes what the app's TRUSTED_PROXIES reads.
 */
const folder = mkdtempSync(path.join(tmpdir(), 'club-tls-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const render = (file: string, ...assignments: string[]) =>
  spawnSync('node', ['deploy/nginx/render.mjs', `deploy/nginx/${file}`, ...assignments], {
    encoding: 'utf8',
  });

describe('the nginx files as a club fills them in', () => {
  it('pass nginx -t together, with the defaults of one server', () => {
    const { certificate, key } = selfSignedCertificate(folder);
    mkdirSync(path.join(folder, 'cache'));
    // Only what this machine's paths need: the certificate, the cache and the pages.
    const tls = render(
      'tls.conf',
      'SERVER_NAME=www.westhoek.example westhoek.example',
      `CERTIFICATE=${certificate}`,
      `CERTIFICATE_KEY=${key}`,
      `ACME_DIR=${folder}`,
    );
    const front = render(
      'club-site.conf',
      'SERVER_NAME=www.westhoek.example westhoek.example',
      `CACHE_DIR=${path.join(folder, 'cache')}`,
      `PAGES_DIR=${path.resolve('deploy/nginx')}`,
    );
    expect(tls.status, tls.stderr).toBe(0);
    expect(front.status, front.stderr).toBe(0);
    expect(tls.stdout).toMatch(/^ {4}listen 443 ssl http2;\n {4}listen \[::\]:443 ssl http2;$/m);
    expect(tls.stdout).toContain('server 127.0.0.1:8080;');
    expect(front.stdout).toMatch(/^ {4}listen 127\.0\.0\.1:8080;$/m);
    expect(front.stdout).toMatch(/^ {4}set_real_ip_from 127\.0\.0\.1;$/m);
    expect(front.stdout).toContain(`client_max_body_size ${FRONT_BODY_LIMIT_MB}m;`);
    expect(tls.stdout).toContain(`client_max_body_size ${FRONT_BODY_LIMIT_MB}m;`);
    writeFileSync(path.join(folder, 'tls.conf'), tls.stdout);
    writeFileSync(path.join(folder, 'front.conf'), front.stdout);
    const config = path.join(folder, 'nginx.conf');
    writeFileSync(
      config,
      [
        // Debian's libnginx-mod-nchan loads it through /etc/nginx/modules-enabled.
        `load_module ${nchanModule};`,
        `pid ${folder}/nginx.pid;`,
        'events {}',
        `http { include ${folder}/front.conf; include ${folder}/tls.conf; }`,
      ].join('\n'),
    );
    const tested = checkNginxConfig(folder, config);
    expect(tested.status, tested.stderr).toBe(0);
  });

  it('keep an idle live stream open through both hops: the front pings well within the terminator’s read timeout', () => {
    const front = readFileSync('deploy/nginx/club-site.conf', 'utf8');
    const tls = readFileSync('deploy/nginx/tls.conf', 'utf8');
    const ping = Number(front.match(/nchan_eventsource_ping_interval (\d+);/)?.[1]);
    const readTimeout = Number(tls.match(/^ {4}proxy_read_timeout (\d+)s;/m)?.[1]);
    expect(ping).toBeGreaterThan(0);
    expect(readTimeout).toBeGreaterThanOrEqual(3 * ping);
    // The stream location sets no shorter one of its own.
    const streams = tls.match(/location \/api\/live\/ \{([^}]*)\}/)?.[1] ?? '';
    expect(streams).toContain('proxy_buffering off;');
    expect(streams).not.toContain('proxy_read_timeout');
  });

  it('name the placeholder a club left without a value', () => {
    const refused = render('tls.conf');
    expect([refused.status, refused.stderr.trim()]).toEqual([1, 'render.mjs: no value for @SERVER_NAME@']);
  });
});

describe('the TLS terminator', () => {
  const base = Number(process.env.E2E_PORT ?? 3100) + 140;
  const [frontPort, httpsPort, httpPort] = [base, base + 1, base + 2];
  let front: Server;
  let terminator: Awaited<ReturnType<typeof startTlsTerminator>>;

  beforeAll(async () => {
    // Stands for the front cache: answers with the request headers it was given, and
    // the app's own HSTS, which the terminator must not send a second time.
    front = createServer((req, res) => {
      if (req.url?.startsWith('/api/live/')) {
        // As nchan holds a stream: headers and a first event, then the connection stays open.
        res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8' });
        res.write(
          `id: 1\ndata: ${JSON.stringify({ lastEventId: req.headers['last-event-id'] ?? null })}\n\n`,
        );
        return;
      }
      res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(req.headers));
    });
    await new Promise<void>((resolve) => front.listen(frontPort, '127.0.0.1', resolve));
    terminator = await startTlsTerminator(httpsPort, `127.0.0.1:${frontPort}`, httpPort);
  });
  afterAll(() => {
    terminator?.stop();
    front?.close();
  });

  it('speaks HTTP/2, sends HSTS once and passes the forwarded headers', async () => {
    const session = connect(terminator.httpsOrigin, { rejectUnauthorized: false });
    try {
      const { headers, body } = await new Promise<{ headers: Record<string, unknown>; body: string }>(
        (resolve, reject) => {
          const stream = session.request({ ':path': '/en', 'x-forwarded-for': '203.0.113.9' });
          let body = '';
          let headers: Record<string, unknown> = {};
          stream.on('response', (received) => (headers = received));
          stream.setEncoding('utf8');
          stream.on('data', (chunk: string) => (body += chunk));
          stream.on('end', () => resolve({ headers, body }));
          stream.on('error', reject);
        },
      );
      expect(headers[':status']).toBe(200);
      expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const forwarded = JSON.parse(body) as Record<string, string>;
      // The visitor's own header, then the address the terminator saw: the front cache adds
      // one more, and TRUSTED_PROXIES=2 reads this one.
      expect(forwarded['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
      expect(forwarded['x-forwarded-proto']).toBe('https');
      expect(forwarded.host).toBe('127.0.0.1');
    } finally {
      session.close();
    }
  });

  it('passes a live stream on as it comes, over HTTP/2 and HTTP/1.1, with the Last-Event-ID of a reconnect', async () => {
    const firstEvent = (agent: 'h2' | 'http/1.1') =>
      new Promise<{ data: string; ms: number }>((resolve, reject) => {
        const started = performance.now();
        const headers = { accept: 'text/event-stream', 'last-event-id': '41' };
        const received = (text: string, close: () => void) => {
          const data = text.match(/^data: (.*)$/m)?.[1];
          if (!data) return false;
          close();
          resolve({ data, ms: performance.now() - started });
          return true;
        };
        // Buffered, as the terminator proxied everything else, nothing came in 25 s.
        const timer = setTimeout(() => reject(new Error(`no event over ${agent} within 2 s`)), 2_000);
        let text = '';
        if (agent === 'h2') {
          const session = connect(terminator.httpsOrigin, { rejectUnauthorized: false });
          const stream = session.request({ ':path': '/api/live/matches/7', ...headers });
          stream.setEncoding('utf8');
          stream.on('data', (chunk: string) => {
            text += chunk;
            if (received(text, () => session.destroy())) clearTimeout(timer);
          });
          stream.on('error', () => undefined);
          return;
        }
        const outgoing = httpsRequest(
          `${terminator.httpsOrigin}/api/live/matches/7`,
          { headers, rejectUnauthorized: false },
          (response) => {
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => {
              text += chunk;
              if (received(text, () => outgoing.destroy())) clearTimeout(timer);
            });
            response.on('error', () => undefined);
          },
        );
        outgoing.on('error', () => undefined);
        outgoing.end();
      });
    for (const agent of ['h2', 'http/1.1'] as const) {
      const { data, ms } = await firstEvent(agent);
      expect(JSON.parse(data)).toEqual({ lastEventId: '41' });
      expect(ms, agent).toBeLessThan(1_000);
    }
  });

  it("redirects http:// to https:// except certbot's challenges", async () => {
    mkdirSync(path.join(terminator.folder, '.well-known', 'acme-challenge'), { recursive: true });
    writeFileSync(path.join(terminator.folder, '.well-known', 'acme-challenge', 'token'), 'proof');
    const get = (pathname: string) =>
      new Promise<{ status?: number; location?: string; body: string }>((resolve, reject) => {
        request({ host: '127.0.0.1', port: httpPort, path: pathname }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode, location: res.headers.location, body }));
        })
          .on('error', reject)
          .end();
      });
    const redirected = await get('/nl/nieuws?page=2');
    expect([redirected.status, redirected.location]).toEqual([301, 'https://127.0.0.1/nl/nieuws?page=2']);
    const challenge = await get('/.well-known/acme-challenge/token');
    expect([challenge.status, challenge.body]).toEqual([200, 'proof']);
  });
});

describe('the front cache behind the terminator', () => {
  it('takes the visitor named by the terminator as the client its limits count', async () => {
    const base = Number(process.env.E2E_PORT ?? 3100) + 150;
    const app = createServer((req, res) => res.end(req.headers['x-forwarded-for']));
    await new Promise<void>((resolve) => app.listen(base, '127.0.0.1', resolve));
    const front = await startFrontCache(base + 1, [base], {
      realIpFrom: ['127.0.0.1'],
      unlimitedClients: [],
    });
    try {
      // As the terminator on 127.0.0.1 passes it: the front's own address for the client
      // ($remote_addr, what the limits count) is then the visitor's, which it appends.
      const seen = await fetch(`${front.origin}/api/echo`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(await seen.text()).toBe('203.0.113.9, 203.0.113.9');
    } finally {
      front.stop();
      app.close();
    }
  });
});
