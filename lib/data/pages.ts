import 'server-only';
import type { Payload } from 'payload';
import type { PageKey } from '@/lib/domain/screens/registry';
import type { Page as PageDoc } from '@/lib/generated/payload-types';
import type { Locale } from '@/lib/domain/i18n/locales';
import { cacheTags } from '@/lib/shared/cache/cache-tags';
import { toImage, type Image } from '../domain/content/image';
import { previewableRead, visibleTo, type Visibility } from './cached-read';
import { querySearchMetadata, type SearchMetadata } from './search-metadata';

export type PageText = {
  title: string;
  intro: string | null;
  body: PageDoc['body'];
  image: Image | null;
  metadata: SearchMetadata;
};

/** The editors' words for one fixed screen, or null when nobody wrote them yet. */
export async function queryPageText(
  payload: Payload,
  visibility: Visibility,
  key: PageKey,
  locale: Locale,
): Promise<PageText | null> {
  const { docs } = await payload.find({
    collection: 'pages',
    locale,
    limit: 1,
    // The picture's sizes and alt text; the rich text holds no relations.
    depth: 1,
    draft: visibility === 'drafts',
    where: visibleTo(visibility, { key: { equals: key } }),
  });
  const doc = docs[0];
  if (!doc) return null;
  return {
    title: doc.title,
    intro: doc.intro ?? null,
    body: doc.body,
    image: toImage(doc.image, 'card'),
    metadata: await querySearchMetadata(payload, 'pages', doc, locale, visibility),
  };
}

export const getPageText = previewableRead('page-text', [cacheTags.pages], queryPageText);
