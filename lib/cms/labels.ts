import { createTranslator } from 'next-intl';
import en from '../../messages/en.json';
import fr from '../../messages/fr.json';
import nl from '../../messages/nl.json';
import type { Locale } from '../i18n/locales';
import type { MessageKey } from '../i18n/message-keys';

/**
 * The admin's words live beside the site's, in messages/{en,nl,fr}.json under `Cms`: the
 * compiler rejects a key English lacks, and tests/unit/messages.test.ts keeps nl and fr to
 * English's keys and placeholders. Payload takes a label or description as one string per
 * admin language (its i18n in payload.config.ts speaks the site's languages).
 * Server and config files only: a client component that imported this module would carry
 * all three catalogues (lib/cms/admin/rights-request-texts.ts keeps its words for that reason).
 */

/** A word of the admin: its key in the `Cms` namespace of messages/en.json, as `group.key`. */
export type CmsKey = MessageKey<'Cms'>;

type Catalogue = { [key: string]: Catalogue | string };
const catalogues = { en, nl, fr };

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

/** A label, description or option as Payload takes it: the message as written, in each language. */
export function cmsLabel(key: CmsKey): Record<Locale, string> {
  return { en: lookup(en.Cms, key), nl: lookup(nl.Cms, key), fr: lookup(fr.Cms, key) };
}

/**
 * A message with its ICU placeholders filled (`{server}`, plurals), as next-intl does for the
 * site. A number is written in the admin's language; pass a string to keep its digits as they are.
 */
export type CmsTranslate = (key: CmsKey, values?: Record<string, string | number>) => string;

function translatorIn(locale: Locale): CmsTranslate {
  const t = createTranslator({
    locale,
    messages: catalogues[locale],
    namespace: 'Cms',
    // A message that does not format is a defect to see, not a key to show an editor.
    onError: (error) => {
      throw error;
    },
  });
  return (key, values) => t(key, values);
}

/**
 * Words that need more than a label: `build` runs once per admin language with that
 * language's `t`, and may return strings, functions that fill placeholders, or an object
 * of both; the result is keyed by language, the shape Payload's hooks and the admin's
 * components look words up by.
 */
export function cmsWords<T>(build: (t: CmsTranslate) => T): Record<Locale, T> {
  return { en: build(translatorIn('en')), nl: build(translatorIn('nl')), fr: build(translatorIn('fr')) };
}
