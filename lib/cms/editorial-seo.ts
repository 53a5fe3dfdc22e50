import { seoPlugin } from '@payloadcms/plugin-seo';
import type { Field, Plugin } from 'payload';
import { env } from '../shared/env';
import { defaultLocale, isLocale, type Locale } from '../domain/i18n/locales';
import { documentPath } from '../domain/preview/document-paths';
import {
  editorialCollections,
  editorialMetadata,
  type EditorialCollection,
  type EditorialDocument,
} from '../domain/seo/editorial-metadata';
import { slugify } from '@/lib/shared/slugify';
import { cmsLabel } from './labels';

/** What the plugin's generate functions receive: the form as the editor sees it, in their language. */
type FormState = {
  collectionConfig?: { slug: string };
  doc: Record<string, unknown> | undefined;
  locale?: string;
};

function editing({ collectionConfig, doc, locale }: FormState) {
  const collection = collectionConfig?.slug as EditorialCollection;
  if (!editorialCollections.includes(collection))
    throw new Error(`No SEO fields on ${collectionConfig?.slug}`);
  return { collection, doc: doc ?? {}, locale: isLocale(locale) ? locale : defaultLocale };
}

/**
 * What the page shows while the SEO fields are empty, from the same module the
 * pages use: "auto-generate" fills in exactly that, for the editor to adjust.
 */
function fallback(state: FormState) {
  const { collection, doc, locale } = editing(state);
  return editorialMetadata(
    collection,
    { ...doc, meta: null } as EditorialDocument[typeof collection],
    locale,
  );
}

/** The item's public address in the language being edited, as the search snippet shows it. */
function publicUrl(state: FormState): string {
  const { collection, doc, locale } = editing(state);
  // A new item has no slug until it is saved; it will follow the title (see fields/slug.ts).
  const slug = doc.slug || (typeof doc.title === 'string' ? slugify(doc.title) : null);
  const path = documentPath(collection, { ...doc, slug }, locale);
  return path ? new URL(path, env.SITE_URL).toString() : '';
}

const labels: Record<string, { label: Record<Locale, string> }> = {
  title: { label: cmsLabel('editorialSeo.title.label') },
  description: {
    label: cmsLabel('editorialSeo.description.label'),
  },
  image: { label: cmsLabel('editorialSeo.image.label') },
};

/** The plugin's own field components show no description, so the group explains the fallbacks. */
const groupAdmin = {
  label: cmsLabel('editorialSeo.group.label'),
  description: cmsLabel('editorialSeo.group.description'),
};

/**
 * Search title, description and share image per language on news, history
 * chapters and page texts, with the plugin's search-snippet preview
 * (`@payloadcms/plugin-seo`). Public pages read them through
 * `lib/domain/seo/editorial-metadata.ts`, which falls back to the content.
 */
export function editorialSeo(): Plugin {
  const plugin = seoPlugin({
    collections: [...editorialCollections],
    uploadsCollection: 'media',
    // One shared type for the three collections in payload-types.ts.
    interfaceName: 'EditorialMeta',
    // Not in tabs: the collections have none, and the group sits below the content it describes.
    tabbedUI: false,
    fields: ({ defaultFields }) =>
      defaultFields.map((field) =>
        'name' in field && labels[field.name]
          ? ({
              ...field,
              ...labels[field.name],
              // The plugin's note on file sizes is English-only and says nothing the media collection does not.
              admin: { ...field.admin, description: undefined },
            } as Field)
          : field,
      ),
    generateTitle: (state) => fallback(state).title,
    generateDescription: (state) => fallback(state).description ?? '',
    generateImage: (state) => {
      const { image } = fallback(state);
      return typeof image === 'object' && image ? image.id : (image ?? '');
    },
    generateURL: publicUrl,
  });
  return (config) => {
    const withFields = plugin(config);
    return {
      ...withFields,
      collections: withFields.collections?.map((collection) =>
        editorialCollections.includes(collection.slug as EditorialCollection)
          ? {
              ...collection,
              fields: collection.fields.map((field) =>
                field.type === 'group' && 'name' in field && field.name === 'meta'
                  ? {
                      ...field,
                      label: groupAdmin.label,
                      admin: { ...field.admin, description: groupAdmin.description },
                    }
                  : field,
              ),
            }
          : collection,
      ),
    };
  };
}
