import { NextResponse, type NextRequest } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { listMatches } from '@/lib/data/matches';
import { matchFiltersSchema } from '@/lib/matches/filters';
import { PUBLIC_CACHE_CONTROL } from '@/lib/http/cache-control';
import { requestedLanguage, unknownLanguage } from '@/lib/http/request-language';

/**
 * GET /api/public/matches?lang=nl&timeframe=past&competition=2…
 * The matches list as JSON, for the filters on the matches screen. Read-only and
 * public; answers from the tagged cache, so a shared cache may keep it briefly.
 */
export async function GET(request: NextRequest) {
  // The language as every API route reads it (lib/http/request-language.ts); required here.
  const lang = requestedLanguage(request);
  if (!lang) return unknownLanguage();
  const query = new URLSearchParams(request.nextUrl.searchParams);
  query.delete('lang');
  const filters = matchFiltersSchema.safeParse(Object.fromEntries(query));
  if (!filters.success) {
    const t = await getTranslations({ locale: lang, namespace: 'Matches' });
    return NextResponse.json(
      { error: t('invalidFilters'), fields: filters.error.issues.map((issue) => issue.path.join('.')) },
      { status: 400 },
    );
  }
  const matches = await listMatches(lang, filters.data);
  return NextResponse.json({ matches }, { headers: { 'Cache-Control': PUBLIC_CACHE_CONTROL } });
}
