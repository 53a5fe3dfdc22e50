import { NextResponse, type NextRequest } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { listNewsPage } from '@/lib/data/news';
import { kindsOf, NEWS_PAGE_SIZE, newsQuerySchema } from '@/lib/news/filters';
import { newsItemPath } from '@/lib/news/routes';
import { PUBLIC_CACHE_CONTROL } from '@/lib/http/cache-control';
import { requestedLanguage, unknownLanguage } from '@/lib/http/request-language';

/**
 * GET /api/public/news?lang=nl&types=newsgallerypage&page=2
 * One page of the news list as JSON, for "load more". Each item carries its
 * localized href so the client never builds a public URL itself.
 */
export async function GET(request: NextRequest) {
  const search = request.nextUrl.searchParams;
  // The language as every API route reads it (lib/http/request-language.ts); required here.
  const lang = requestedLanguage(request);
  if (!lang) return unknownLanguage();
  const query = newsQuerySchema.safeParse({
    types: search.getAll('types').length ? search.getAll('types') : undefined,
    page: search.get('page') ?? undefined,
  });
  const unknown = [...search.keys()].filter((key) => !['lang', 'types', 'page'].includes(key));
  if (!query.success || unknown.length) {
    const t = await getTranslations({ locale: lang, namespace: 'NewsList' });
    return NextResponse.json({ error: t('invalidQuery') }, { status: 400 });
  }
  const page = await listNewsPage(lang, {
    kinds: kindsOf(query.data.types),
    page: query.data.page,
    limit: NEWS_PAGE_SIZE,
  });
  return NextResponse.json(
    { ...page, items: page.items.map((item) => ({ ...item, href: newsItemPath(lang, item) })) },
    { headers: { 'Cache-Control': PUBLIC_CACHE_CONTROL } },
  );
}
