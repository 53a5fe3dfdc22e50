import en from '../../messages/en.json';
import fr from '../../messages/fr.json';
import nl from '../../messages/nl.json';
import type { Locale } from '../i18n/locales';
import type { MessageKey } from '../i18n/message-keys';

/** A word of the admin: its key in the `Cms` namespace of messages/en.json, as `group.key`. */
export type CmsKey = MessageKey<'Cms'>;

type Catalogue = { [key: string]: Catalogue | string };

function lookup(catalogue: Catalogue, key: CmsKey): string {
  const text = key
    .split('.')
    .reduce<Catalogue | string | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      catalogue,
    );
  if (typeof text !== 'string') throw new Error(`No admin word Cms.${key} in one of messages/*.json`);
  return text;
}

/**
 * The admin's words live beside the site's, in messages/{en,nl,fr}.json under `Cms`: the
 * compiler rejects a key English lacks, and tests/unit/messages.test.ts keeps nl and fr to
 * English's keys. Payload takes a label or description as one string per admin language
 * (its i18n in payload.config.ts speaks the site's languages), which is what this returns.
 * Config files only: a client component that imported this would carry all three catalogues.
 */
export function cmsLabel(key: CmsKey): Record<Locale, string> {
  return { en: lookup(en.Cms, key), nl: lookup(nl.Cms, key), fr: lookup(fr.Cms, key) };
}
