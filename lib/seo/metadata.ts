import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { club } from '@/lib/club.mjs';
import { env } from '@/lib/env';
import { localeTags, locales, defaultLocale, type Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routes';
import { screens, type ScreenName } from '@/lib/navigation/screens';

const names = { club: club.name, mascot: club.mascot };

/**
 * Canonical URL and hreflang alternates from each language's path, as the
 * sitemaps list them: a language without the page (an item not published in it,
 * `null`) is left out, and x-default is the English page when there is one.
 */
export function alternatesFor(
  locale: Locale,
  pathFor: (locale: Locale) => string | null,
): Metadata['alternates'] {
  const canonical = pathFor(locale);
  const languages: Record<string, string> = {};
  for (const other of locales) {
    const path = pathFor(other);
    if (path) languages[localeTags[other]] = path;
  }
  const fallback = pathFor(defaultLocale);
  if (fallback) languages['x-default'] = fallback;
  return { canonical, languages };
}

export function baseMetadata(): Metadata {
  return { metadataBase: new URL(env.SITE_URL) };
}

/** Title, description and alternates of a static screen. */
export async function screenMetadata(locale: Locale, name: ScreenName): Promise<Metadata> {
  const pages = await getTranslations({ locale, namespace: 'Pages' });
  const descriptions = await getTranslations({ locale, namespace: 'Descriptions' });
  const { key } = screens[name];
  const title = name === 'index' ? club.name : pages(key, names);
  const description = descriptions(key, names);
  return {
    title,
    description,
    alternates: alternatesFor(locale, (other) => localizedPath(other, name)),
    openGraph: {
      type: 'website',
      title,
      description,
      url: localizedPath(locale, name),
      locale: localeTags[locale].replace('-', '_'),
      siteName: club.name,
    },
    twitter: { card: 'summary_large_image', title, description },
  };
}
