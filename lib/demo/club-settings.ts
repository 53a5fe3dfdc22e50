import { locales, type Locale } from '../domain/i18n/locales';
import { GOLD, NAVY } from './football/images';

/** The demo club's crest: the navy and gold shield with its initials, as the site has always shown it. */
export const demoCrestSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 64 64">' +
  `<path d="M32 2 58 10v22c0 15-11 25-26 30C17 57 6 47 6 32V10Z" fill="${NAVY}"/>` +
  `<path d="M32 7 53 13.5V32c0 12-8.7 20.3-21 24.7C19.7 52.3 11 44 11 32V13.5Z" fill="${GOLD}"/>` +
  `<path d="M32 12 48 17v15c0 9.5-6.6 16.3-16 20-9.4-3.7-16-10.5-16-20V17Z" fill="${NAVY}"/>` +
  `<text x="32" y="38" text-anchor="middle" font-size="13" font-weight="700" fill="${GOLD}" font-family="DejaVu Sans, system-ui, sans-serif">KVC</text>` +
  '</svg>';

const rights: Record<Locale, string> = {
  en: 'All rights reserved.',
  nl: 'Alle rechten voorbehouden.',
  fr: 'Tous droits réservés.',
};

export const clubSettings = {
  name: 'KVC Westhoek',
  // The identity (Club settings → identity fields): the demo as it has always looked.
  shortName: 'Westhoek',
  pathSegment: 'westhoek',
  foundedYear: 1922,
  mascotName: 'Binkie',
  colours: { primary: NAVY, accent: GOLD },
  mail: { senderName: 'KVC Westhoek', senderAddress: 'tickets@westhoek.example' },
  /** SPEC §2 shows 2022, the centenary, in the copyright line. */
  copyright: Object.fromEntries(
    locales.map((locale) => [locale, `© 2022 KVC Westhoek. ${rights[locale]}`]),
  ) as Record<Locale, string>,
  address: { street: 'Stadionlaan 1', postalCode: '8900', city: { en: 'Ypres', nl: 'Ieper', fr: 'Ypres' } },
  phone: '+32 57 00 19 22',
  email: 'info@westhoek.example',
  // The demo's staff read their mail in Dutch; contact messages about "something else"
  // go to the club's address above, as an empty general mailbox does.
  mailboxes: {
    tickets: 'tickets@westhoek.example',
    business: 'business@westhoek.example',
    community: 'community@westhoek.example',
    language: 'nl' as const,
  },
  links: {
    webshop: 'https://shop.westhoek.example',
    memberPortal: 'https://my.westhoek.example',
    sportsAcademy: 'https://academy.westhoek.example',
    ticketShop: 'https://tickets.westhoek.example',
  },
  apps: {
    ios: 'https://apps.apple.com/app/kvc-westhoek/id0000000000',
    android: 'https://play.google.com/store/apps/details?id=example.westhoek',
  },
  social: {
    instagram: 'https://www.instagram.com/kvcwesthoek',
    twitter: 'https://x.com/kvcwesthoek',
    youtube: 'https://www.youtube.com/@kvcwesthoek',
    facebook: 'https://www.facebook.com/kvcwesthoek',
    tiktok: 'https://www.tiktok.com/@kvcwesthoek',
  },
};
