import type { CollectionConfig } from 'payload';

/**
 * Editorial content keeps a history: every save is a version, editors' work in
 * progress is autosaved as a draft that visitors never see, and a draft can be
 * published or unpublished at a chosen time (run by the jobs queue, see
 * `lib/cms/jobs.ts`).
 */
export const editorialVersions: CollectionConfig['versions'] = {
  drafts: { autosave: { interval: 1500 }, schedulePublish: true },
  maxPerDoc: 50,
};
