import { describe, expect, it } from 'vitest';
import { cacheTags } from '@/lib/shared/cache/cache-tags';
import { tagsExpiredBy } from '@/lib/cms/hooks/revalidate';
import configPromise from '@/lib/cms/payload.config';
import { storedForms } from '@/lib/domain/forms/registry';

/**
 * What visitors never see on a cached page: accounts, form submissions, sign-ups, the newsletter's
 * suppression list, editions and deliveries, its topics (only the preferences page shows them, read
 * for each request behind a subscriber's signed link), the data-request log, the league feeds'
 * settings and reports, and Payload's own tables.
 */
const privateCollections = new Set<string>([
  'users',
  ...storedForms.map((form) => form.collection),
  'newsletter-subscribers',
  'newsletter-suppressions',
  'newsletter-editions',
  'newsletter-deliveries',
  'newsletter-topics',
  'rights-requests',
  'league-feeds',
]);
/** Globals no page reads: the server's records for the admin's checklist (lib/cms/globals/SiteChecks). */
const privateGlobals = new Set(['site-checks']);

/**
 * Public pages stay cached until an editor's change expires the tags of their reads
 * (lib/shared/cache/cache-tags.ts). A read whose tag no save expires shows stale content for good:
 * the club settings had no hook, so a club's new address never reached its footer.
 */
describe('revalidation covers every cached read', async () => {
  const config = await configPromise;
  const owners = [...config.collections, ...config.globals];

  it('every cache tag is expired by the save of some collection or global', () => {
    const expired = new Set(owners.flatMap((owner) => tagsExpiredBy(owner.hooks)));
    expect(Object.values(cacheTags).filter((tag) => !expired.has(tag))).toEqual([]);
  });

  it('every global and every collection visitors see expires the reads that show it', () => {
    const visible = [
      // Payload's own (payload-jobs-stats, which its job scheduler keeps) shows nowhere.
      ...config.globals.filter(
        (global) => !privateGlobals.has(global.slug) && !global.slug.startsWith('payload-'),
      ),
      ...config.collections.filter(
        (collection) => !privateCollections.has(collection.slug) && !collection.slug.startsWith('payload-'),
      ),
    ];
    expect(
      visible.filter((owner) => tagsExpiredBy(owner.hooks).length === 0).map((owner) => owner.slug),
    ).toEqual([]);
  });
});
