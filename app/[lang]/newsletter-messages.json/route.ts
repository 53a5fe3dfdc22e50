import { pickMessages } from '@/components/i18n/pick-messages';
import { wordPaths } from '@/components/i18n/words';
import { newsletterWords } from '@/components/newsletter/words';
import { PUBLIC_CACHE_CONTROL } from '@/lib/shared/http/cache-control';
import { isLocale, locales } from '@/lib/domain/i18n/locales';

/**
 * The newsletter dialog's words, compiled, one file per language made at build time.
 * The header opens the dialog on every page, but few visitors do: fetched on the first
 * opening (components/newsletter/dialog-messages.ts), they are no longer part of every
 * page's document (≈ 0.8 KB gzip, which on several pages decided whether the document
 * fits the first round trip of a new connection).
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((lang) => ({ lang }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  if (!isLocale(lang)) return new Response('Not found', { status: 404 });
  return Response.json(await pickMessages(wordPaths(newsletterWords), lang), {
    headers: { 'Cache-Control': PUBLIC_CACHE_CONTROL },
  });
}
