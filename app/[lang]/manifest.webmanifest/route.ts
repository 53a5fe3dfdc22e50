import { siteIconPath } from '@/lib/domain/club/crest';
import { getClubIdentity } from '@/lib/data/club-identity';
import { PUBLIC_CACHE_CONTROL } from '@/lib/shared/http/cache-control';
import { isLocale, localeTags, locales } from '@/lib/domain/i18n/locales';
import { localizedPath } from '@/lib/domain/i18n/routes';

/**
 * GET /{lang}/manifest.webmanifest — what a phone shows when the site is added to its home
 * screen: the club's name, short name, colour and icon (Club settings), in one language.
 * Rendered once per language and again when the settings are saved (their cache tag).
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((lang) => ({ lang }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  if (!isLocale(lang)) return new Response('Not found', { status: 404 });
  const identity = await getClubIdentity(lang);
  const manifest = {
    name: identity.name,
    short_name: identity.shortName,
    lang: localeTags[lang],
    start_url: localizedPath(lang, 'index'),
    scope: `/${lang}/`,
    display: 'browser',
    theme_color: identity.colours.primary,
    background_color: '#ffffff',
    icons: [{ src: siteIconPath(identity), sizes: 'any' }],
  };
  return new Response(JSON.stringify(manifest), {
    headers: {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      'Cache-Control': PUBLIC_CACHE_CONTROL,
    },
  });
}
