import type { CollectionSlug, File, Payload } from 'payload';
import { locales, type Locale } from '../../domain/i18n/locales';

/**
 * The context of one CMS call of the seed. Seeds never trigger on-demand revalidation: there
 * is no running site to refresh. A new object for every call: Payload hands the object itself
 * to the hooks as `req.context`, and they write to it (the storage plugin keeps the file it
 * uploads and a "skip the upload" flag there). One object shared by the whole seed carried
 * that flag from the first picture into every later call, so the object store of the
 * several-servers stack received the files of one picture out of 180. The site search's index is
 * filled once after the seed (deferSearchIndex): document by document it made the seed a third
 * slower.
 */
export const seedContext = () => ({ disableRevalidate: true, deferSearchIndex: true });

/**
 * Creates a document in the default language, then writes the localized fields
 * of the other languages. Payload's local API writes one locale per call.
 */
export async function createLocalized<C extends CollectionSlug>(
  payload: Payload,
  collection: C,
  shared: Record<string, unknown>,
  localized: (locale: Locale) => Record<string, unknown>,
  /** The file of a document in an upload collection (media). */
  file?: File,
): Promise<number> {
  const [first, ...others] = locales;
  // Seeded content is published; drafts are what editors make later.
  const status = payload.collections[collection].config.versions?.drafts ? { _status: 'published' } : {};
  const created = await payload.create({
    collection,
    locale: first,
    data: { ...shared, ...localized(first), ...status } as never,
    file,
    context: seedContext(),
  });
  for (const locale of others) {
    const data = { ...localized(locale), ...status };
    await payload.update({ collection, id: created.id, locale, data: data as never, context: seedContext() });
  }
  return created.id as number;
}

/** Every document of a collection (depth 0): the seed compares stable keys in memory. */
export async function findAll<C extends CollectionSlug>(
  payload: Payload,
  collection: C,
  locale: Locale = 'en',
) {
  const result = await payload.find({ collection, locale, depth: 0, pagination: false });
  return result.docs;
}
