import type { Payload } from 'payload';
import { locales } from '../../domain/i18n/locales';
import { searchDocument, searchedCollections, SEARCH_READ_DEPTH } from './documents';
import type { SearchDocument } from '../../domain/search/results';
import { searchEngine } from './search-engine';

/** Documents read at once while rebuilding: bounded memory on a club with years of news. */
const BATCH = 100;

/**
 * Empties the index and fills it again from every published document, in one transaction:
 * visitors search the old index until the new one is complete. Returns how many documents
 * (one per language) it holds.
 */
export async function rebuildSearchIndex(payload: Payload): Promise<number> {
  const transactionID = await payload.db.beginTransaction();
  const req = { transactionID: transactionID ?? undefined };
  try {
    const engine = await searchEngine(payload, req);
    await engine.clear();
    let count = 0;
    for (const collection of searchedCollections) {
      const byId = new Map<string, SearchDocument[]>();
      for (const locale of locales) {
        for (let page = 1, more = true; more; page += 1) {
          const result = await payload.find({
            collection,
            locale,
            depth: SEARCH_READ_DEPTH,
            draft: false,
            overrideAccess: true,
            limit: BATCH,
            page,
            sort: 'id',
          });
          for (const doc of result.docs) {
            const found = searchDocument(collection, doc as unknown as Record<string, unknown>, locale);
            if (found) byId.set(found.id, [...(byId.get(found.id) ?? []), found]);
          }
          more = result.hasNextPage;
        }
      }
      for (const [id, documents] of byId) {
        await engine.replace({ collection, id }, documents);
        count += documents.length;
      }
    }
    if (transactionID) await payload.db.commitTransaction(transactionID);
    return count;
  } catch (error) {
    if (transactionID) await payload.db.rollbackTransaction(transactionID);
    throw error;
  }
}
