import { getTranslations } from 'next-intl/server';
import { getClubIdentity } from '@/lib/data/club-identity';
import { listLatestNews } from '@/lib/data/news';
import { env } from '@/lib/shared/env';
import { isLocale, localeTags } from '@/lib/domain/i18n/locales';
import { localizedPath } from '@/lib/domain/i18n/routes';
import { newsFeedPath, newsItemPath } from '@/lib/domain/news/routes';
import { rssXml } from '@/lib/domain/news/rss';
import { PUBLIC_CACHE_CONTROL } from '@/lib/shared/http/cache-control';

const absolute = (path: string) => new URL(path, env.SITE_URL).toString();

/** GET /{lang}/rss.xml — the latest news of one language as RSS 2.0. */
export async function GET(_request: Request, { params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  if (!isLocale(lang)) return new Response('Not found', { status: 404 });
  const [items, t, kinds, meta, identity] = await Promise.all([
    listLatestNews(lang, 30),
    getTranslations({ locale: lang, namespace: 'NewsList' }),
    getTranslations({ locale: lang, namespace: 'NewsKinds' }),
    getTranslations({ locale: lang, namespace: 'Meta' }),
    getClubIdentity(lang),
  ]);
  const xml = rssXml({
    title: t('feedTitle', { club: identity.name }),
    description: meta('siteDescription', { club: identity.name }),
    url: absolute(localizedPath(lang, 'news')),
    selfUrl: absolute(newsFeedPath(lang)),
    language: localeTags[lang],
    items: items.map((item) => ({
      title: item.title,
      url: absolute(newsItemPath(lang, item)),
      description: item.excerpt,
      publishedAt: item.publishedAt,
      category: kinds(item.kind),
    })),
  });
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': PUBLIC_CACHE_CONTROL,
    },
  });
}
