import 'server-only';
import type { Payload, Where } from 'payload';
import { locales, type Locale } from '@/lib/domain/i18n/locales';

type SluggedCollection = 'news' | 'history-chapters';

/**
 * The slug a published document has in `locale`, found from the slug it has in
 * another language. A language switch on a detail page keeps the document:
 * `/nl/nieuws/artikel/{english-slug}` redirects to the Dutch slug, never 404s.
 */
export async function slugInLocale(
  payload: Payload,
  collection: SluggedCollection,
  slug: string,
  locale: Locale,
  extra: Where = {},
): Promise<string | null> {
  for (const other of locales.filter((candidate) => candidate !== locale)) {
    const result = await payload.find({
      collection,
      locale: other,
      limit: 1,
      depth: 0,
      where: { and: [{ _status: { equals: 'published' } }, { slug: { equals: slug } }, extra] },
    });
    const doc = result.docs[0];
    if (doc) {
      const localized = await payload.findByID({ collection, id: doc.id, locale, depth: 0 });
      return localized.slug ?? null;
    }
  }
  return null;
}
