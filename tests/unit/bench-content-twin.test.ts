import { describe, expect, it } from 'vitest';
import { twinName, twinPage } from '../../scripts/bench/content-twin';

const html = `<!DOCTYPE html><html lang="nl-BE"><head><meta charset="utf-8"/>
<link rel="stylesheet" href="/_next/static/chunks/a.css"/><link rel="preload" as="script" href="/_next/static/chunks/x.js"/>
<style id="club-colours">:root{--brand:#123}</style><script src="/_next/static/chunks/x.js"></script></head>
<body><div hidden=""><!--$--><!--/$--></div><script>self.__next_f.push([1,"…"])</script>
<header class="top"><a href="/nl" aria-label="Home"><img src="/api/media/file/crest.png" srcset="/a.png 1x, /b.png 2x" alt=""/></a></header>
<noscript><div id="mobile-drawer">menu</div></noscript><!-- a comment -->
<main id="main" tabindex="-1"><h1>Contact</h1><p hidden="">later</p></main></body></html>`;

describe("a page's content twin", () => {
  const twin = twinPage(html, 'http://127.0.0.1:3200');

  it('keeps the elements and text of the body, and none of the scripts, noscripts or markers', () => {
    expect(twin.lang).toBe('nl-BE');
    expect(JSON.stringify(twin.body)).not.toMatch(/script|__next_f|mobile-drawer|comment/);
    const tags = (nodes: typeof twin.body): string[] =>
      nodes.flatMap((node) => (typeof node === 'string' ? [] : [node[0], ...tags(node[2])]));
    expect(tags(twin.body)).toEqual(['header', 'a', 'img', 'main', 'h1', 'p']);
    expect(JSON.stringify(twin.body)).toContain('"hidden":""');
  });

  it('takes the style sheets and inline styles of the head, and points our other addresses at our server', () => {
    expect(twin.styleSheets).toEqual(['/_next/static/chunks/a.css']);
    expect(twin.inlineStyles).toEqual([':root{--brand:#123}']);
    const [, , [link]] = twin.body.find((node) => typeof node !== 'string' && node[0] === 'header') as [
      string,
      Record<string, string>,
      [string, Record<string, string>, [string, Record<string, string>, []][]][],
    ];
    expect(link[1].href).toBe('http://127.0.0.1:3200/nl');
    expect(link[2][0][1].src).toBe('http://127.0.0.1:3200/api/media/file/crest.png');
    expect(link[2][0][1].srcset).toBe('http://127.0.0.1:3200/a.png 1x, http://127.0.0.1:3200/b.png 2x');
  });

  it('names its file after the page, as a path segment', () => {
    expect(twinName('a form page')).toBe('a-form-page');
  });
});
