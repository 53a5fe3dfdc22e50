import type { Payload, PayloadRequest } from 'payload';
import { locales } from '../../domain/i18n/locales';
import type { SearchDocument } from '../../domain/search/results';
import { searchDocument, SEARCH_READ_DEPTH, type SearchedCollection } from './documents';
import { searchEngine } from './search-engine';

/**
 * Puts one document in the index as visitors now see it, in each language: its published
 * version (`draft: false`), or nothing when it is a draft, unpublished or deleted.
 */
export async function indexDocument(
  payload: Payload,
  collection: SearchedCollection,
  id: number | string,
  req?: Partial<PayloadRequest>,
): Promise<void> {
  const documents: SearchDocument[] = [];
  for (const locale of locales) {
    const doc = await payload.findByID({
      collection,
      id,
      locale,
      depth: SEARCH_READ_DEPTH,
      draft: false,
      overrideAccess: true,
      disableErrors: true,
      req,
    });
    const found = doc ? searchDocument(collection, doc as unknown as Record<string, unknown>, locale) : null;
    if (found) documents.push(found);
  }
  const engine = await searchEngine(payload, req);
  await engine.replace({ collection, id: String(id) }, documents);
}
