import 'server-only';
import type { Payload } from 'payload';
import type { ClubSetting } from '@/lib/generated/payload-types';
import type { Locale } from '@/lib/domain/i18n/locales';
import { cacheTags } from '@/lib/shared/cache/cache-tags';
import { cachedRead } from './cached-read';

export type SocialNetwork = 'instagram' | 'twitter' | 'youtube' | 'facebook' | 'tiktok';

export type ClubInfo = {
  name: string;
  address: { street: string; postalCode: string; city: string };
  phone: string;
  email: string;
  links: { webshop: string; memberPortal: string; sportsAcademy: string; ticketShop: string };
  apps: { ios: string; android: string };
  social: Record<SocialNetwork, string>;
};

export const socialNetworks: SocialNetwork[] = ['instagram', 'twitter', 'youtube', 'facebook', 'tiktok'];

export const socialNetworkNames: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  twitter: 'Twitter',
  youtube: 'YouTube',
  facebook: 'Facebook',
  tiktok: 'TikTok',
};

/** The networks the club has an address for, in the usual order: only those get a link. */
export function clubChannels(info: ClubInfo): SocialNetwork[] {
  return socialNetworks.filter((network) => info.social[network]);
}

/** What a read of the club settings may lack: everything, until an editor first saves them. */
type SavedSettings = Partial<Pick<ClubSetting, 'name' | 'phone' | 'email'>> & {
  [group in 'address' | 'links' | 'apps' | 'social']?: Partial<ClubSetting[group]>;
};

/**
 * The club's contact details and outside links, as editors set them in the CMS. A club's new
 * database has none (only the demo seeds them, although the CMS requires each field once
 * saved): until then every one reads as empty, so the layout of every page, which shows them,
 * still renders, at build time too.
 */
export async function queryClubInfo(payload: Payload, locale: Locale): Promise<ClubInfo> {
  const settings: SavedSettings = await payload.findGlobal({ slug: 'club-settings', locale, depth: 0 });
  const text = (value: string | null | undefined) => value ?? '';
  return {
    name: text(settings.name),
    address: {
      street: text(settings.address?.street),
      postalCode: text(settings.address?.postalCode),
      city: text(settings.address?.city),
    },
    phone: text(settings.phone),
    email: text(settings.email),
    links: {
      webshop: text(settings.links?.webshop),
      memberPortal: text(settings.links?.memberPortal),
      sportsAcademy: text(settings.links?.sportsAcademy),
      ticketShop: text(settings.links?.ticketShop),
    },
    apps: { ios: text(settings.apps?.ios), android: text(settings.apps?.android) },
    social: Object.fromEntries(
      socialNetworks.map((network) => [network, text(settings.social?.[network])]),
    ) as ClubInfo['social'],
  };
}

export const getClubInfo = cachedRead('club-info', [cacheTags.clubSettings], queryClubInfo);
