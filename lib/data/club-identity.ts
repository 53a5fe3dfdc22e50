import 'server-only';
import type { Payload } from 'payload';
import { cacheTags } from '@/lib/shared/cache/cache-tags';
import { cachedRead } from '@/lib/data/cached-read';
import { defaultLocale, type Locale } from '@/lib/domain/i18n/locales';
import { toClubIdentity, type ClubIdentity, type SavedIdentity } from '../domain/club/identity-shape';

export {
  clubWords,
  mascotOf,
  neutralClubName,
  neutralMascotName,
  toClubIdentity,
  type ClubIdentity,
} from '../domain/club/identity-shape';

export async function queryClubIdentity(
  payload: Payload,
  locale: Locale = defaultLocale,
): Promise<ClubIdentity> {
  const saved: SavedIdentity = await payload.findGlobal({ slug: 'club-settings', locale, depth: 1 });
  return toClubIdentity(saved, locale);
}

const cachedIdentity = cachedRead('club-identity', [cacheTags.clubSettings], queryClubIdentity);

/**
 * The club's identity, cached until the settings are saved (tag `club-settings`): a save
 * expires every page, feed, sitemap, picture, icon and manifest that read it.
 */
export function getClubIdentity(locale: Locale = defaultLocale): Promise<ClubIdentity> {
  return cachedIdentity(locale);
}
