import 'server-only';
import type { Payload } from 'payload';
import type { Locale } from '@/lib/i18n/locales';
import { cacheTags } from './cache-tags';
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

/** The club's contact details and outside links, as editors set them in the CMS. */
export async function queryClubInfo(payload: Payload, locale: Locale): Promise<ClubInfo> {
  const settings = await payload.findGlobal({ slug: 'club-settings', locale, depth: 0 });
  return {
    name: settings.name,
    address: {
      street: settings.address.street,
      postalCode: settings.address.postalCode,
      city: settings.address.city,
    },
    phone: settings.phone,
    email: settings.email,
    links: { ...settings.links },
    apps: { ...settings.apps },
    social: { ...settings.social },
  };
}

export const getClubInfo = cachedRead('club-info', [cacheTags.clubSettings], queryClubInfo);
