import { getClubIdentity } from '@/lib/data/club-identity';
import { drawnCrestSvg } from '@/lib/domain/club/crest';
import { PUBLIC_CACHE_CONTROL } from '@/lib/shared/http/cache-control';

/**
 * GET /crest.svg — the shield drawn in the club's colours (Club settings): the site's icon
 * until the club uploads a crest (lib/domain/club/crest.ts `siteIconPath`). Rendered once and again
 * when the settings are saved (their cache tag), like every page.
 */
export const dynamic = 'force-static';

export async function GET() {
  const identity = await getClubIdentity();
  return new Response(drawnCrestSvg(identity.colours), {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': PUBLIC_CACHE_CONTROL },
  });
}
