import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isWellFormedId } from '@/lib/cms/route-ids';
import { namesImageElsewhere } from '@/lib/shared/http/image-url';
import { appendEachValueOnce } from '@/lib/shared/http/repeated-headers';

describe('namesImageElsewhere', () => {
  const image = (url: string) => `/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`;
  it.each([
    '/\\127.0.0.1:39999/x.png',
    '/\\\\evil.example/x.png',
    '/\\/evil.example/x.png',
    '/\t/evil.example/x',
    '//evil.example/x',
  ])('%j is elsewhere', (url) => expect(namesImageElsewhere(image(url))).toBe(true));
  it.each(['/api/media/file/crowd-1-768x512.jpg', '/etc/passwd', 'https://example.org/x.png'])(
    '%j is left to Next',
    (url) => expect(namesImageElsewhere(image(url))).toBe(false),
  );
  it('looks at the image optimizer only', () => {
    expect(namesImageElsewhere(`/en?url=${encodeURIComponent('/\\evil.example')}`)).toBe(false);
  });
});

describe('isWellFormedId', () => {
  it.each(['1', '42', '2147483647'])('%s is an id', (id) => expect(isWellFormedId(id)).toBe(true));
  it.each(['abc', '1.5', '99999999999999999999', '2147483648', '-1', '0', '01', '1e3', '0x1f', ' 1', ''])(
    '%j is not',
    (id) => expect(isWellFormedId(id)).toBe(false),
  );
});

describe('appendEachValueOnce', () => {
  let server: Server;
  let port = 0;
  beforeAll(async () => {
    server = createServer((_request, response) => {
      appendEachValueOnce(response);
      response.setHeader('Location', '/nl/nieuws');
      response.appendHeader('location', '/nl/nieuws');
      response.appendHeader('Vary', 'RSC');
      response.appendHeader('Vary', 'Accept');
      response.appendHeader('Vary', ['Accept', 'Next-Url']);
      response.statusCode = 308;
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends a value written twice once, and different values each', async () => {
    const raw = await new Promise<string[]>((resolve, reject) =>
      get({ host: '127.0.0.1', port, path: '/' }, (response) => {
        response.resume();
        resolve(response.rawHeaders);
      }).on('error', reject),
    );
    const values = (name: string) =>
      raw.flatMap((item, index) => (index % 2 === 0 && item.toLowerCase() === name ? [raw[index + 1]] : []));
    expect(values('location')).toEqual(['/nl/nieuws']);
    expect(values('vary')).toEqual(['RSC', 'Accept', 'Next-Url']);
  });
});
