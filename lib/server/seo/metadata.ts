import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { clubWords, getClubIdentity } from '@/lib/data/club-identity';
import type { SearchMetadata } from '@/lib/data/search-metadata';
import { env } from '@/lib/shared/env';
import { localeTags, locales, defaultLocale, type Locale } from '@/lib/domain/i18n/locales';
import { localizedPath } from '@/lib/domain/i18n/routes';
import { newsFeedPath } from '@/lib/domain/news/routes';
import { screenTitle, type ScreenName } from '@/lib/domain/screens/registry';

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

type OpenGraph = NonNullable<Metadata['openGraph']>;
type ShareImage = { url: string; width: number; height: number; alt?: string };

/** A page as search engines and social networks see it. */
type PageDescription = {
  title: string;
  description: string | null;
  /** The page's address in this language. */
  path: string;
  alternates: Metadata['alternates'];
  image: ShareImage | null;
};

/**
 * Title, description, alternates, Open Graph and Twitter tags of a page, one
 * set of values for all of them; `openGraph` adds what its kind has (an
 * article's publication time).
 */
export async function pageMetadata(
  locale: Locale,
  { title, description, path, alternates, image }: PageDescription,
  openGraph: OpenGraph = { type: 'website' },
): Promise<Metadata> {
  const identity = await getClubIdentity(locale);
  const images = image ? [image] : undefined;
  const text = description ?? undefined;
  return {
    title,
    description: text,
    alternates,
    openGraph: {
      ...openGraph,
      title,
      description: text,
      url: path,
      locale: localeTags[locale].replace('-', '_'),
      siteName: identity.name,
      images,
    },
    twitter: { card: 'summary_large_image', title, description: text, images },
  };
}

/**
 * Title, description and alternates of a static screen; a screen whose words
 * editors write (`editorial`, from its page text) says what they set for
 * search engines instead, with the screen's own description while theirs is empty.
 */
export async function screenMetadata(
  locale: Locale,
  name: ScreenName,
  editorial?: SearchMetadata | null,
): Promise<Metadata> {
  const pages = await getTranslations({ locale, namespace: 'Pages' });
  const descriptions = await getTranslations({ locale, namespace: 'Descriptions' });
  const key = screenTitle(name);
  const identity = await getClubIdentity(locale);
  const names = clubWords(identity, locale);
  const alternates = alternatesFor(locale, (other) => localizedPath(other, name));
  return pageMetadata(locale, {
    title: editorial?.title ?? (name === 'index' ? identity.name : pages(key, names)),
    description: editorial?.description ?? descriptions(key, names),
    path: localizedPath(locale, name),
    alternates: screensNamingTheFeed.has(name)
      ? { ...alternates, types: await newsFeed(locale, names.club) }
      : alternates,
    image: editorial?.image ?? null,
  });
}

/**
 * The screens whose head names their language's news feed: feed readers and browsers
 * look for `<link rel="alternate" type="application/rss+xml">` on the page a visitor
 * gives them, which is the home page or the news list.
 */
const screensNamingTheFeed: ReadonlySet<ScreenName> = new Set(['index', 'news']);

async function newsFeed(locale: Locale, club: string): Promise<NonNullable<Metadata['alternates']>['types']> {
  const t = await getTranslations({ locale, namespace: 'NewsList' });
  return { 'application/rss+xml': [{ url: newsFeedPath(locale), title: t('feedTitle', { club }) }] };
}
