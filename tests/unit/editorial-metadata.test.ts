import { describe, expect, it } from 'vitest';
import type { Media } from '@/lib/generated/payload-types';
import type { Locale } from '@/lib/domain/i18n/locales';
import { richText } from '@/lib/demo/lexical';
import {
  DESCRIPTION_MAX_LENGTH,
  editorialMetadata,
  firstParagraph,
  summarize,
} from '@/lib/domain/seo/editorial-metadata';

const picture = (id: number) => ({ id, url: `/api/media/file/${id}.jpg`, alt: `Picture ${id}` }) as Media;

const longLead = {
  en: 'Westhoek started strongly and hit the post twice before the break; after the hour Leiedal equalised, but the home side kept pushing and a header in the 89th minute settled a tense evening.',
  nl: 'Westhoek begon sterk en trof voor de rust twee keer de paal; na het uur maakte Leiedal gelijk, maar de thuisploeg bleef drukken en een kopbal in de 89ste minuut besliste een spannende avond.',
  fr: "Westhoek a bien commencé et a touché deux fois le poteau avant la pause ; après l'heure de jeu, Leiedal a égalisé, mais l'équipe locale a continué à pousser et une tête à la 89e minute a décidé la soirée.",
} as const;

describe('editorial metadata', () => {
  it("uses the editor's search title, description and share image when given", () => {
    const metadata = editorialMetadata(
      'news',
      {
        title: 'Late winner',
        excerpt: 'A header in the 89th minute.',
        heroImage: picture(1),
        meta: {
          title: 'Westhoek beat Leiedal late',
          description: 'Match report of the evening.',
          image: picture(2),
        },
      },
      'en',
    );
    expect(metadata).toEqual({
      title: 'Westhoek beat Leiedal late',
      description: 'Match report of the evening.',
      image: picture(2),
    });
  });

  it("falls back to the item's title, lead and main picture when the fields are empty", () => {
    const news = editorialMetadata(
      'news',
      {
        title: 'Late winner',
        excerpt: 'A header in the 89th minute.',
        heroImage: 7,
        meta: { title: '  ', description: '', image: null },
      },
      'en',
    );
    expect(news).toEqual({ title: 'Late winner', description: 'A header in the 89th minute.', image: 7 });

    const chapter = editorialMetadata(
      'history-chapters',
      { title: 'De beginjaren', summary: 'Spoorwegarbeiders richten de club op.' },
      'nl',
    );
    expect(chapter).toEqual({
      title: 'De beginjaren',
      description: 'Spoorwegarbeiders richten de club op.',
      image: null,
    });

    const page = editorialMetadata(
      'pages',
      { title: 'Billets', intro: 'Billets par match, en ligne et au guichet.', image: picture(3) },
      'fr',
    );
    expect(page).toEqual({
      title: 'Billets',
      description: 'Billets par match, en ligne et au guichet.',
      image: picture(3),
    });
  });

  it('describes an item without a lead by the first paragraph of its text, and one without either by nothing', () => {
    const body = richText([
      { heading: 'The season' },
      '   ',
      'Tickets are on sale from June.',
      'More later.',
    ]);
    expect(editorialMetadata('news', { title: 'Tickets', excerpt: null, body }, 'en').description).toBe(
      'Tickets are on sale from June.',
    );
    expect(editorialMetadata('history-chapters', { title: 'Later' }, 'en')).toEqual({
      title: 'Later',
      description: null,
      image: null,
    });
  });

  it("does not shorten an editor's own description", () => {
    const description = `${longLead.en} ${longLead.en}`;
    expect(editorialMetadata('pages', { title: 'About', meta: { description } }, 'en').description).toBe(
      description,
    );
  });
});

describe('summarize', () => {
  it.each(Object.entries(longLead) as [Locale, string][])(
    'cuts a long %s lead after a whole word, within the search snippet length',
    (locale, lead) => {
      const description = editorialMetadata('news', { title: 'Report', excerpt: lead }, locale).description!;
      expect(description.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
      expect(description.length).toBeGreaterThan(DESCRIPTION_MAX_LENGTH - 20);
      expect(description.endsWith('…')).toBe(true);
      const kept = description.slice(0, -1);
      expect(lead.startsWith(kept)).toBe(true);
      // The cut falls between words: what follows in the lead is no letter or digit.
      expect(lead[kept.length]).toMatch(/[^\p{L}\p{N}]/u);
      expect(kept).toMatch(/[\p{L}\p{N}]$/u);
    },
  );

  it('keeps a short text whole, with its white space tidied', () => {
    expect(summarize('  Tickets\n on   sale. ', 'en')).toBe('Tickets on sale.');
  });

  it('keeps words with an apostrophe whole, in each language', () => {
    expect(summarize("Nous aimons l'équipe première", 'fr', 20)).toBe('Nous aimons…');
    expect(summarize('Le coup d’envoi est donné', 'fr', 14)).toBe('Le coup…');
    expect(summarize('Wij zijn Westhoek, al honderd jaar', 'nl', 20)).toBe('Wij zijn Westhoek…');
    expect(summarize("It's the late winner", 'en', 8)).toBe("It's…");
  });

  it('keeps a French no-break space as one, and never leaves it before the ellipsis', () => {
    expect(summarize('Photos\u202f: Westhoek\u00a0– Leiedal', 'fr')).toBe(
      'Photos\u202f: Westhoek\u00a0– Leiedal',
    );
    expect(summarize('Photos\u202f: Westhoek – Leiedal', 'fr', 10)).toBe('Photos…');
  });

  it('cuts a single word longer than the snippet', () => {
    expect(summarize('Supercalifragilistic', 'en', 10)).toBe('Supercali…');
  });
});

describe('firstParagraph', () => {
  it('reads the text of nested nodes and line breaks, skipping headings and lists', () => {
    const body = {
      root: {
        type: 'root',
        direction: null,
        format: '' as const,
        indent: 0,
        version: 1,
        children: [
          { type: 'list', version: 1, children: [{ type: 'listitem', version: 1, text: 'An item' }] },
          {
            type: 'paragraph',
            version: 1,
            children: [
              { type: 'text', version: 1, text: 'Founded in' },
              { type: 'linebreak', version: 1 },
              { type: 'link', version: 1, children: [{ type: 'text', version: 1, text: '1922' }] },
            ],
          },
        ],
      },
    };
    expect(firstParagraph(body)).toBe('Founded in 1922');
    expect(firstParagraph(null)).toBeNull();
  });
});
