import 'server-only';
import type { Payload } from 'payload';
import type { EditorialMeta } from '@/lib/generated/payload-types';
import type { Locale } from '@/lib/domain/i18n/locales';
import {
  editorialMetadata,
  type EditorialCollection,
  type EditorialDocument,
} from '@/lib/domain/seo/editorial-metadata';
import type { Visibility } from './cached-read';
import { toImage, type Image } from '../domain/content/image';

/** What a page tells search engines and social networks: its title, description and share image. */
export type SearchMetadata = { title: string; description: string | null; image: Image | null };

/**
 * The search title, description and share image of a document read in
 * `locale`. Its SEO fields are read once more without Payload's language
 * fallback: an English description on a Dutch page is worse than the start
 * of that page's own Dutch text, which is what an empty field falls back to.
 */
export async function querySearchMetadata<C extends EditorialCollection>(
  payload: Payload,
  collection: C,
  doc: EditorialDocument[C] & { id: number },
  locale: Locale,
  visibility: Visibility,
): Promise<SearchMetadata> {
  const own = (await payload.findByID({
    collection,
    id: doc.id,
    locale,
    fallbackLocale: false,
    draft: visibility === 'drafts',
    // The share image's sizes and alt text.
    depth: 1,
    select: { meta: true },
  })) as { meta?: EditorialMeta };
  const { title, description, image } = editorialMetadata(collection, { ...doc, meta: own.meta }, locale);
  return { title, description, image: toImage(image, 'hero') };
}
