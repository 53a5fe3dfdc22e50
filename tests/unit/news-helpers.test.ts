import { describe, expect, it } from 'vitest';
import { kindsOf, newsQuerySchema, parseNewsQuery } from '@/lib/domain/news/filters';
import { newsSearch } from '@/lib/domain/news/search';
import { rssXml } from '@/lib/domain/news/rss';
import { shareLinks } from '@/lib/domain/news/share';
import { parseChannelFilters } from '@/lib/domain/videos/filters';
import { clockDuration, embedUrl, isoDuration } from '@/lib/domain/videos/embed';

describe('news query', () => {
  it('maps SPEC types to news kinds', () => {
    expect(kindsOf(['newsgallerypage', 'esportsnewsarticlepage'])).toEqual([
      'gamegallery',
      'esports-article',
    ]);
  });

  it('is lenient on the page and strict on the endpoint', () => {
    expect(parseNewsQuery({ types: ['nonsense', 'newsgallerypage'], page: 'x' })).toEqual({
      types: ['newsgallerypage'],
      page: 1,
    });
    expect(parseNewsQuery({ types: 'newsgamereportpage', page: '3' })).toEqual({
      types: ['newsgamereportpage'],
      page: 3,
    });
    expect(newsQuerySchema.safeParse({ types: 'nonsense' }).success).toBe(false);
    expect(newsQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });

  it('writes short URLs: no default page', () => {
    expect(newsSearch({ types: [], page: 1 }).toString()).toBe('');
    expect(newsSearch({ types: ['newsgallerypage'], page: 2 }).toString()).toBe(
      'types=newsgallerypage&page=2',
    );
  });
});

describe('videos', () => {
  it('embeds from the privacy-friendly hosts only', () => {
    expect(embedUrl('youtube', 'abc')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/abc\?/);
    expect(embedUrl('vimeo', '42')).toMatch(/^https:\/\/player\.vimeo\.com\/video\/42\?/);
    expect(embedUrl('youtube', '"><script>')).not.toContain('<');
  });

  it('formats durations for people and for schema.org', () => {
    expect(isoDuration(754)).toBe('PT12M34S');
    expect(isoDuration(3600)).toBe('PT1H');
    expect(isoDuration(0)).toBe('PT0S');
    expect(clockDuration(754)).toBe('12:34');
    expect(clockDuration(3723)).toBe('1:02:03');
  });

  it('drops unknown channel filters', () => {
    expect(parseChannelFilters({ player: '12', tag: 'interview' })).toEqual({ player: 12, tag: 'interview' });
    expect(parseChannelFilters({ player: '-1', tag: 'nope' })).toEqual({});
  });
});

describe('share links', () => {
  it('encode the article URL and title', () => {
    const links = shareLinks('https://club.example/en/news/article/a b', 'Win & draw');
    expect(links.map((link) => link.network)).toEqual(['facebook', 'x', 'linkedin', 'whatsapp', 'email']);
    expect(links[1].href).toContain('text=Win%20%26%20draw');
    expect(links[0].href).toContain('a%20b');
  });
});

describe('rssXml', () => {
  it('writes valid RSS with escaped text', () => {
    const xml = rssXml({
      title: 'News & more',
      description: 'd',
      url: 'https://club.example/en/news',
      selfUrl: 'https://club.example/en/rss.xml',
      language: 'en-US',
      items: [
        {
          title: 'A <b> & c',
          url: 'https://club.example/en/news/article/a',
          description: null,
          publishedAt: '2026-11-01T10:00:00Z',
          category: 'Article',
        },
      ],
    });
    // The e2e suite parses the served feed with the browser's XML parser.
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain('<title>News &amp; more</title>');
    expect(xml).toContain('<title>A &lt;b&gt; &amp; c</title>');
    expect(xml).toContain('<pubDate>Sun, 01 Nov 2026 10:00:00 GMT</pubDate>');
    expect(xml).not.toContain('<description></description>');
  });

  it('stays well-formed XML whatever an editor pastes, with the feed’s language and self link', () => {
    // A vertical tab is a word processor's line break; XML 1.0 forbids it even as `&#11;`.
    const xml = rssXml({
      title: 'Nieuws',
      description: 'd',
      url: 'https://club.example/nl/nieuws',
      selfUrl: 'https://club.example/nl/rss.xml?a=1&b=2',
      language: 'nl-BE',
      items: [
        {
          title: 'Derby\u000bverslag ]]> “3–1” \u0001',
          url: 'https://club.example/nl/nieuws/a?x=1&y=2',
          description: 'Zege <b>thuis</b> \ud800',
          publishedAt: '2026-03-29T01:30:00Z',
          category: 'Verslag',
        },
      ],
    });
    // XML 1.0's Char production (§2.2): anything else makes the whole feed unreadable.
    expect(xml).toMatch(/^[\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]*$/u);
    expect(xml).toContain('<title>Derbyverslag ]]&gt; “3–1” </title>');
    expect(xml).toContain('<description>Zege &lt;b&gt;thuis&lt;/b&gt; </description>');
    expect(xml).toContain('<link>https://club.example/nl/nieuws/a?x=1&amp;y=2</link>');
    expect(xml).toContain('<pubDate>Sun, 29 Mar 2026 01:30:00 GMT</pubDate>');
    expect(xml).toContain('<language>nl-BE</language>');
    expect(xml).toContain(
      '<atom:link href="https://club.example/nl/rss.xml?a=1&amp;b=2" rel="self" type="application/rss+xml"/>',
    );
  });
});

describe('newsQueryRewrites', () => {
  it('sends only a filtered or paged news list to the per-request page', async () => {
    const { newsQueryRewrites } = await import('@/lib/domain/i18n/rewrites');
    expect(newsQueryRewrites()).toContainEqual({
      source: '/nl/nieuws',
      has: [{ type: 'query', key: 'types' }],
      destination: '/nl/news/filtered',
    });
    expect(newsQueryRewrites().map((rule) => rule.source)).toEqual([
      '/en/news',
      '/en/news',
      '/nl/nieuws',
      '/nl/nieuws',
      '/fr/nouvelles',
      '/fr/nouvelles',
    ]);
  });
});
