import { createLocalReq } from 'payload';
import { describe, expect, it } from 'vitest';
import { slugify } from '@/lib/shared/slugify';
import { seedHistory } from '@/lib/demo/history';
import { seedNews } from '@/lib/demo/news';
import { queryHistoryChapter } from '@/lib/data/history';
import { toImage } from '@/lib/domain/content/image';
import { queryNewsCard, queryNewsItem } from '@/lib/data/news';
import { queryPageText } from '@/lib/data/pages';
import { env } from '@/lib/shared/env';
import { publicPath } from '@/lib/domain/i18n/public-path';
import { summarize } from '@/lib/domain/seo/editorial-metadata';
import { useSeededCms } from '../support/throwaway-cms';

const cms = useSeededCms();
const context = { disableRevalidate: true };

/** Two seeded pictures: one for the share image, one for the hero. */
async function twoPictures() {
  const { docs } = await cms().find({
    collection: 'media',
    limit: 2,
    depth: 0,
    where: { mimeType: { equals: 'image/jpeg' } },
  });
  return docs;
}

describe('SEO fields through the data layer', () => {
  it("gives each language the editor's own fields, or that language's content", async () => {
    const [share, hero] = await twoPictures();
    const created = await cms().create({
      collection: 'news',
      locale: 'en',
      data: {
        kind: 'article',
        publishedAt: new Date().toISOString(),
        title: 'New floodlights at the Stadionlaan',
        excerpt: 'The stadium plays its evening games under LED light from next month.',
        heroImage: hero.id,
        meta: {
          title: 'LED floodlights for Stadion Westhoek',
          description:
            'KVC Westhoek lights its stadium with LED floodlights: brighter for the players, half the power.',
          image: share.id,
        },
        _status: 'published',
      },
      context,
    });
    try {
      await cms().update({
        collection: 'news',
        id: created.id,
        locale: 'nl',
        data: {
          title: 'Nieuwe verlichting aan de Stadionlaan',
          excerpt: 'Het stadion speelt zijn avondmatchen vanaf volgende maand onder ledlicht.',
          meta: {
            description:
              'KVC Westhoek verlicht zijn stadion met ledlampen: feller voor de spelers, half zo veel stroom.',
          },
          _status: 'published',
        },
        context,
      });
      await cms().update({
        collection: 'news',
        id: created.id,
        locale: 'fr',
        data: {
          title: 'Nouvel éclairage à la Stadionlaan',
          excerpt: 'Le stade joue ses matchs du soir sous des LED dès le mois prochain.',
          _status: 'published',
        },
        context,
      });

      const en = await queryNewsItem(
        cms(),
        'published',
        'article',
        'new-floodlights-at-the-stadionlaan',
        'en',
      );
      expect(en?.metadata).toMatchObject({
        title: 'LED floodlights for Stadion Westhoek',
        description:
          'KVC Westhoek lights its stadium with LED floodlights: brighter for the players, half the power.',
      });
      // The share image comes with its size and alt text, as a path of the site.
      expect(en?.metadata.image).toEqual(toImage(share, 'hero'));
      expect(en?.metadata.image?.url).toMatch(/^\/api\/media\/file\//);

      // Dutch: its own description; no search title of its own, so the Dutch title.
      const nl = await queryNewsItem(
        cms(),
        'published',
        'article',
        'nieuwe-verlichting-aan-de-stadionlaan',
        'nl',
      );
      expect(nl?.metadata).toMatchObject({
        title: 'Nieuwe verlichting aan de Stadionlaan',
        description:
          'KVC Westhoek verlicht zijn stadion met ledlampen: feller voor de spelers, half zo veel stroom.',
      });
      // French: nothing written for search engines, so its own excerpt and hero, never the English fields.
      const fr = await queryNewsItem(
        cms(),
        'published',
        'article',
        'nouvel-eclairage-a-la-stadionlaan',
        'fr',
      );
      expect(fr?.metadata.title).toBe('Nouvel éclairage à la Stadionlaan');
      expect(fr?.metadata.description).toBe(
        'Le stade joue ses matchs du soir sous des LED dès le mois prochain.',
      );
      expect(fr?.metadata.image).toEqual(fr?.hero);
      expect(await queryNewsCard(cms(), created.id, 'en')).toEqual({
        kind: 'article',
        title: 'LED floodlights for Stadion Westhoek',
      });

      // Changing one field keeps the others; a draft shows in a preview only.
      await cms().update({
        collection: 'news',
        id: created.id,
        locale: 'en',
        data: { meta: { description: 'Brighter evenings at Stadion Westhoek.' }, _status: 'published' },
        context,
      });
      await cms().update({
        collection: 'news',
        id: created.id,
        locale: 'en',
        draft: true,
        data: { meta: { description: 'Draft: not yet for visitors.' }, _status: 'draft' },
        context,
      });
      const published = await queryNewsItem(
        cms(),
        'published',
        'article',
        'new-floodlights-at-the-stadionlaan',
        'en',
      );
      expect(published?.metadata).toMatchObject({
        title: 'LED floodlights for Stadion Westhoek',
        description: 'Brighter evenings at Stadion Westhoek.',
      });
      expect(published?.metadata.image).toEqual(en?.metadata.image);
      const preview = await queryNewsItem(
        cms(),
        'drafts',
        'article',
        'new-floodlights-at-the-stadionlaan',
        'en',
      );
      expect(preview?.metadata.description).toBe('Draft: not yet for visitors.');
    } finally {
      await cms().delete({ collection: 'news', id: created.id, context });
    }
  });

  it('shows the seeded search descriptions, and falls back to the lead where there is none', async () => {
    const report = seedNews.find((item) => item.searchDescription)!;
    const item = await queryNewsItem(cms(), 'published', report.kind, slugify(report.title.fr), 'fr');
    expect(item?.metadata.description).toBe(report.searchDescription!.fr);

    const tickets = await queryPageText(cms(), 'published', 'tickets', 'nl');
    expect(tickets?.metadata.description).toMatch(/^Tickets voor elke thuiswedstrijd/);
    const about = await queryPageText(cms(), 'published', 'about', 'fr');
    expect(about?.metadata).toMatchObject({ title: about?.title, description: about?.intro });

    const chapter = await queryHistoryChapter(cms(), 'published', slugify(seedHistory[0].title.nl), 'nl');
    expect(chapter?.metadata).toEqual({
      title: seedHistory[0].title.nl,
      description: seedHistory[0].summary.nl,
      image: null,
    });
  });
});

/** What the admin asks the SEO plugin when an editor presses "auto-generate", or for the snippet preview. */
async function generate(what: 'title' | 'description' | 'image' | 'url', body: Record<string, unknown>) {
  const { docs } = await cms().find({
    collection: 'users',
    where: { email: { equals: 'editor@westhoek.example' } },
  });
  const req = await createLocalReq({ user: { ...docs[0], collection: 'users' } }, cms());
  req.json = async () => body;
  const endpoint = cms().config.endpoints.find(
    (candidate) => candidate.path === `/plugin-seo/generate-${what}`,
  );
  const response = await endpoint!.handler(req);
  expect(response.status).toBe(200);
  return (await response.json()).result;
}

describe('SEO fields in the admin', () => {
  it("auto-generates what the page shows while the fields are empty, and previews the item's public address", async () => {
    const report = seedNews.find((item) => item.kind === 'gamereport')!;
    const slug = slugify(report.title.nl);
    const { docs } = await cms().find({
      collection: 'news',
      locale: 'nl',
      depth: 0,
      where: { slug: { equals: slug } },
    });
    const doc = docs[0];
    // The form as the editor sees it in Dutch, with a search description already typed.
    const form = { ...doc, meta: { ...doc.meta, description: 'Typed by the editor.' } };
    const body = { id: doc.id, collectionSlug: 'news', doc: form, locale: 'nl' };

    expect(await generate('title', body)).toBe(report.title.nl);
    expect(await generate('description', body)).toBe(summarize(report.excerpt.nl, 'nl'));
    expect(await generate('image', body)).toBe(doc.heroImage);
    expect(await generate('url', body)).toBe(
      new URL(publicPath('nl', '/news/gamereport/[slug]', slug), env.SITE_URL).toString(),
    );

    // A new item has no slug before it is saved: its address follows the title, as it will.
    const draft = {
      collectionSlug: 'news',
      doc: { kind: 'article', title: 'Nouveau maillot' },
      locale: 'fr',
    };
    expect(await generate('url', draft)).toBe(
      new URL(publicPath('fr', '/news/article/[slug]', 'nouveau-maillot'), env.SITE_URL).toString(),
    );
    const page = { collectionSlug: 'pages', doc: { key: 'tickets', title: 'Billets' }, locale: 'fr' };
    expect(await generate('url', page)).toBe(
      new URL(publicPath('fr', '/ticketing/tickets'), env.SITE_URL).toString(),
    );
  });
});
