import 'server-only';
import type { Payload } from 'payload';
import type { HistoryChapter, News, Redirect as RedirectDoc } from '@/lib/generated/payload-types';
import { defaultLocale, isLocale, type Locale } from '@/lib/domain/i18n/locales';
import { localizedPath } from '@/lib/domain/i18n/routes';
import { newsItemPath } from '@/lib/domain/news/routes';
import { cacheTags } from '@/lib/shared/cache/cache-tags';
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

async function targetOf(payload: Payload, redirect: Rule, locale: Locale): Promise<string | null> {
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

type Rule = Pick<RedirectDoc, 'from' | 'type' | 'to'>;

/** Every redirect editors set, as rules: a few hundred rows at most, read whole. */
async function queryRules(payload: Payload): Promise<Rule[]> {
  const { docs } = await payload.find({ collection: 'redirects', pagination: false, depth: 0 });
  return docs.map(({ from, type, to }) => ({ from, type, to }));
}

/**
 * The redirect editors set for a path (SPEC §4, §7). A path under a language is
 * also tried without it, so `/oude-pagina` set once covers `/nl/oude-pagina`.
 * A reference to a news item or chapter resolves to its slug in that language.
 */
async function resolve(
  url: string,
  rules: Rule[],
  target: (rule: Rule, locale: Locale) => Promise<string | null>,
): Promise<RedirectAnswer> {
  const path = normalizePath(url);
  const withoutLocale = path.replace(/^\/(en|nl|fr)(?=\/|$)/, '') || '/';
  const rule = rules.find((r) => r.from === path) ?? rules.find((r) => r.from === withoutLocale);
  if (!rule) return noRedirect;
  const to = await target(rule, localeOf(path));
  if (!to || normalizePath(to) === path) return noRedirect;
  return { hasRedirect: true, to, statusCode: Number(rule.type), external: /^https?:\/\//i.test(to) };
}

/** Uncached, on any Payload instance (the tests' throwaway database). */
export async function queryRedirect(payload: Payload, url: string): Promise<RedirectAnswer> {
  return resolve(url, await queryRules(payload), (rule, locale) => targetOf(payload, rule, locale));
}

/**
 * Cached per rule, never per URL asked: anybody can ask for any path (every unknown
 * slug is looked up here), and one cache entry per address would let them fill it.
 */
const cachedRules = cachedRead('redirect-rules', [cacheTags.redirects], queryRules);
const cachedTarget = cachedRead(
  'redirect-target',
  [cacheTags.redirects, cacheTags.news, cacheTags.history],
  targetOf,
);

export async function findRedirect(url: string): Promise<RedirectAnswer> {
  return resolve(url, await cachedRules(), cachedTarget);
}
