import type { CollectionBeforeChangeHook } from 'payload';

/**
 * When an editor renames an item, its old slug is kept so the
 * old address can redirect (308) to the new one instead of answering 404.
 */
export const keepPreviousSlugs: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || !originalDoc) return data;
  const before = originalDoc.slug as string | null | undefined;
  if (!before || data.slug === undefined || data.slug === before) return data;
  const kept = ((data.previousSlugs ?? originalDoc.previousSlugs ?? []) as string[]).filter(
    (slug) => slug !== data.slug,
  );
  return { ...data, previousSlugs: [...new Set([...kept, before])] };
};
