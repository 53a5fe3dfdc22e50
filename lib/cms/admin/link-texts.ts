import type { Locale } from '@/lib/domain/i18n/locales';

/** A refused address as the message quotes it: a `data:` one can be megabytes long. */
const quoted = (url: string) => (url.length > 60 ? `${url.slice(0, 57)}…` : url);

/** Said in the editor when a rich-text link goes somewhere the site does not link to (lib/domain/content/rich-text-links.ts). */
export const refusedLinkText: Record<Locale, (url: string) => string> = {
  en: (url) =>
    `A link may open a web address (https://…), an e-mail address (mailto:…), a phone number (tel:…) or a page of this site (/…); “${quoted(url)}” is none of these.`,
  nl: (url) =>
    `Een link mag een webadres (https://…), een e-mailadres (mailto:…), een telefoonnummer (tel:…) of een pagina van deze site (/…) openen; “${quoted(url)}” is geen van die.`,
  fr: (url) =>
    `Un lien peut ouvrir une adresse web (https://…), une adresse e-mail (mailto:…), un numéro de téléphone (tel:…) ou une page de ce site (/…) ; « ${quoted(url)} » n’en est aucune.`,
};
