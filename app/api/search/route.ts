import { NextResponse, type NextRequest } from 'next/server';
import { searchSite } from '@/lib/data/search';
import { defaultLocale } from '@/lib/domain/i18n/locales';
import { requestedLanguage } from '@/lib/domain/i18n/request-language';
import { PRIVATE_CACHE_CONTROL } from '@/lib/shared/http/cache-control';

/**
 * GET /api/search?q=derby&lang=nl&page=1 — the search screen's results as the visitor types
 * (components/search/SearchPanel.tsx). Every query answers 200 with results or none; an
 * unknown language reads as the default. Never stored by a shared cache: one copy per query
 * would fill it, and the front lets such requests through as misses, counted per client.
 */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const locale = requestedLanguage(request) || defaultLocale;
  const found = await searchSite(locale, params.get('q'), params.get('page'));
  return NextResponse.json(found, { headers: { 'Cache-Control': PRIVATE_CACHE_CONTROL } });
}
