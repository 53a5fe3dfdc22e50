import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale, type Locale } from './locales';

/**
 * The language of a page from its `[lang]` segment, made the request's locale
 * for static rendering. Anything else (`/favicon.ico` reaches `[lang]` too) is a 404.
 */
export async function pageLocale(params: Promise<{ lang: string }>): Promise<Locale> {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  return lang;
}
