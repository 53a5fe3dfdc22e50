import 'server-only';
import type { Payload } from 'payload';
import type { HistoryChapter, News, Redirect as RedirectDoc } from '@/lib/cms/payload-types';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routes';
import { newsItemPath } from '@/lib/news/routes';
import { cacheTags } from './cache-tags';
import { cachedRead } from './cached-read';

/** SPEC §3: the redirect lookup answer. */
export type RedirectAnswer = {
  hasRedirect: boolean;
  to: string | null;
  statusCode: number | null;
  external: boolean;
};

export const noRedirect: RedirectAnswer = { hasRedirect: false, to: null, statusCode: null, external: false };

/** The path as editors write it: no trailing slash, no query. */
export function normalizePath(url: string): string {
  const path = url.split(/[?#]/)[0].replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

function localeOf(path: string): Locale {
  const first = path.split('/')[1];
  return isLocale(first) ? first : defaultLocale;
}

async function targetOf(payload: Payload, redirect: RedirectDoc, locale: Locale): Promise<string | null> {
  if (redirect.to?.type === 'custom') return redirect.to.url ?? null;
  const reference = redirect.to?.reference;
  if (!reference) return null;
  const id = typeof reference.value === 'number' ? reference.value : reference.value.id;
  if (reference.relationTo === 'news') {
    const item = (await payload.findByID({ collection: 'news', id, locale, depth: 0 })) as News;
    return item.slug ? newsItemPath(locale, { kind: item.kind, slug: item.slug }) : null;
  }
  const chapter = (await payload.findByID({
    collection: 'history-chapters',
    id,
    locale,
    depth: 0,
  })) as HistoryChapter;
  return chapter.slug ? localizedPath(locale, 'history-slug', { params: { slug: chapter.slug } }) : null;
}

/**
 * The redirect editors set for a path (SPEC §4, §7). A path under a language is
 * also tried without it, so `/oude-pagina` set once covers `/nl/oude-pagina`.
 * A reference to a news item or chapter resolves to its slug in that language.
 */
export async function queryRedirect(payload: Payload, url: string): Promise<RedirectAnswer> {
  const path = normalizePath(url);
  const withoutLocale = path.replace(/^\/(en|nl|fr)(?=\/|$)/, '') || '/';
  const result = await payload.find({
    collection: 'redirects',
    where: { from: { in: [...new Set([path, withoutLocale])] } },
    limit: 2,
    depth: 0,
  });
  const redirect = result.docs.find((doc) => doc.from === path) ?? result.docs[0];
  if (!redirect) return noRedirect;
  const to = await targetOf(payload, redirect, localeOf(path));
  if (!to || normalizePath(to) === path) return noRedirect;
  return { hasRedirect: true, to, statusCode: Number(redirect.type), external: /^https?:\/\//i.test(to) };
}

export const findRedirect = cachedRead(
  'redirect',
  [cacheTags.redirects, cacheTags.news, cacheTags.history],
  queryRedirect,
);
