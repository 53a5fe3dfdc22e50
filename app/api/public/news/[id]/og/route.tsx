import { ImageResponse } from 'next/og';
import type { NextRequest } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { getClubIdentity } from '@/lib/data/club-identity';
import { paletteProperties } from '@/lib/domain/club/palette';
import { findNewsCard } from '@/lib/data/news';
import { PUBLIC_CACHE_CONTROL } from '@/lib/shared/http/cache-control';
import { requestedLanguage } from '@/lib/domain/i18n/request-language';

/**
 * GET /api/public/news/{id}/og?lang=fr — the article's Open Graph card (1200×630),
 * drawn from its search title: social networks show it when an article without
 * any picture is shared.
 *
 * A route handler rather than Next's `opengraph-image.tsx` convention, which does not
 * fit: a convention file wins over the article's own picture (the card is only for
 * articles without one), and its address is the route's folder path
 * (`/nl/news/article/…/opengraph-image`), not the localized path the proxy and the
 * rewrites serve (`/nl/nieuws/artikel/…`).
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  // An image address, not an API a script reads: no card in a language we lack, as for an unknown id.
  const lang = requestedLanguage(request);
  if (!lang || !/^\d+$/.test(id)) return new Response('Not found', { status: 404 });
  const item = await findNewsCard(Number(id), lang);
  if (!item) return new Response('Not found', { status: 404 });
  const [kinds, identity] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'NewsKinds' }),
    getClubIdentity(lang),
  ]);
  // The club's colours (Club settings), as the site's pages show them.
  const palette = paletteProperties(identity.colours);
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 64,
        background: `linear-gradient(135deg, ${palette['--brand']}, ${palette['--brand-2']})`,
        color: '#fff',
      }}
    >
      <div style={{ display: 'flex', fontSize: 32, color: palette['--accent'], fontWeight: 700 }}>
        {identity.name} · {kinds(item.kind)}
      </div>
      <div style={{ display: 'flex', fontSize: 64, fontWeight: 700, lineHeight: 1.15 }}>{item.title}</div>
      <div style={{ display: 'flex', height: 12, width: '100%', background: palette['--accent'] }} />
    </div>,
    {
      width: 1200,
      height: 630,
      headers: { 'Cache-Control': PUBLIC_CACHE_CONTROL },
    },
  );
}
