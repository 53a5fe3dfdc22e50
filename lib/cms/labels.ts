import { createTranslator } from 'next-intl';
import en from '../../messages/en.json';
import fr from '../../messages/fr.json';
import nl from '../../messages/nl.json';
import type { Locale } from '@/lib/domain/i18n/locales';
import type { MessageKey } from '@/lib/domain/i18n/message-keys';

/**
 * The admin's words live beside the site's, in messages/{en,nl,fr}.json under `Cms`, and are
 * ICU messages like the site's (a brace or `<` meant as text is quoted: `'{club}'`): the
 * compiler rejects a key English lacks, and tests/unit/messages.test.ts keeps nl and fr to
 * English's keys and placeholders. Payload takes a label or description as one string per
 * admin language (its i18n in payload.config.ts speaks the site's languages).
 * Server and config files only: a client component that imported this module would carry
 * all three catalogues (lib/cms/admin/rights-request-texts.ts keeps its words for that reason).
 */

/** A word of the admin: its key in the `Cms` namespace of messages/en.json, as `group.key`. */
export type CmsKey = MessageKey<'Cms'>;

/** A message with its placeholders filled; a number is written in the language, a string kept as it is. */
export type CmsTranslate = (key: CmsKey, values?: Record<string, string | number>) => string;

function translatorIn(locale: Locale): CmsTranslate {
  const t = createTranslator({
    locale,
    messages: { en, nl, fr }[locale],
    namespace: 'Cms',
    // A message that does not format is a defect to see, not a key to show an editor.
    onError: (error) => {
      throw error;
    },
  });
  return (key, values) => t(key, values);
}

const translators = { en: translatorIn('en'), nl: translatorIn('nl'), fr: translatorIn('fr') };

/**
 * Words built once per admin language with that language's `t`: strings, functions that
 * fill placeholders, or an object of both, keyed by language as Payload's hooks and the
 * admin's components look them up.
 */
export function cmsWords<T>(build: (t: CmsTranslate) => T): Record<Locale, T> {
  return { en: build(translators.en), nl: build(translators.nl), fr: build(translators.fr) };
}

/** A label, description or option as Payload takes it: one text per admin language. */
export function cmsLabel(key: CmsKey): Record<Locale, string> {
  return cmsWords((t) => t(key));
}
