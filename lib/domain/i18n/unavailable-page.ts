import { defaultLocale, isLocale, locales, type Locale } from '@/lib/domain/i18n/locales';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';

const words: Record<Locale, { title: string; help: string; retry: string }> = {
  en: en.Unavailable,
  nl: nl.Unavailable,
  fr: fr.Unavailable,
};

/** What the page says: half a minute, as in the front cache's own "back soon" page. */
export const RETRY_AFTER_SECONDS = 30;

/** Its inline style is its only resource: it must show when nothing else can be served. */
export const UNAVAILABLE_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'";

const escape = (text: string) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The "back soon" page an instance answers with 503 when a page needs the database and
 * it cannot be reached: in the language of the path first (`/nl/…`), then the others,
 * styled like deploy/nginx/unavailable.html, with a link that asks for the page again. It
 * names no club: it is shown when the database, which holds the club's name, cannot be read.
 */
export function unavailablePage(path: string): string {
  const first = path.split('/')[1];
  const lang = isLocale(first) ? first : defaultLocale;
  const href = escape(path);
  const sections = [lang, ...locales.filter((other) => other !== lang)]
    .map(
      (locale) => `<section lang="${locale}"><h1>${escape(words[locale].title)}</h1>
<p>${escape(words[locale].help)}</p><p><a href="${href}">${escape(words[locale].retry)}</a></p></section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(words[lang].title)}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#101820;color:#f5f5f5;font:1.05rem/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}
main{max-width:36rem;padding:2rem 1.5rem}.bar{height:6px;width:4rem;background:linear-gradient(90deg,#e0ac00,#ffd13a);margin-bottom:1.5rem}
h1{color:#ffd13a;font-size:1.6rem;margin:0 0 .25rem}p{margin:0 0 .5rem}a{color:#ffd13a}
section+section{margin-top:1.5rem;padding-top:1.5rem;border-top:1px solid #2c3a47}
</style></head>
<body><main><div class="bar"></div>
${sections}
</main></body></html>`;
}
