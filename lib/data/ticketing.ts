import 'server-only';
import type { Payload } from 'payload';
import type { ContactDetail, Hospitality, Ticketing } from '@/lib/generated/payload-types';
import type { Locale } from '@/lib/domain/i18n/locales';
import { queryHomeFixtures, type Fixture } from '@/lib/data/home-fixtures';
import { cacheTags } from '@/lib/shared/cache/cache-tags';
import { cachedRead } from './cached-read';

type SubscriptionRow = NonNullable<Ticketing['subscriptions']>[number];
type PriceRow = NonNullable<Ticketing['ticketPrices']>[number];
type DinnerRow = NonNullable<Hospitality['dinners']>[number];

/** The rows as the CMS types them, so a perk, an age group or a dinner names its message key. */
export type Subscription = Pick<SubscriptionRow, 'stand' | 'adult' | 'reduced'> & {
  perks: NonNullable<SubscriptionRow['perks']>;
};
export type TicketPrice = Pick<PriceRow, 'ageGroup' | 'normal' | 'subtop' | 'top'>;
export type Dinner = Pick<DinnerRow, 'type' | 'description' | 'pricePerGuest'>;
export type Office = NonNullable<ContactDetail['offices']>[number];

export async function queryTicketing(
  payload: Payload,
): Promise<{ subscriptions: Subscription[]; prices: TicketPrice[] }> {
  const global: Ticketing = await payload.findGlobal({ slug: 'ticketing', depth: 0 });
  return {
    subscriptions: (global.subscriptions ?? []).map((row) => ({
      stand: row.stand,
      adult: row.adult,
      reduced: row.reduced,
      perks: row.perks ?? [],
    })),
    prices: (global.ticketPrices ?? []).map(({ ageGroup, normal, subtop, top }) => ({
      ageGroup,
      normal,
      subtop,
      top,
    })),
  };
}
export const getTicketing = cachedRead('ticketing', [cacheTags.ticketing], queryTicketing);

export async function queryDinners(payload: Payload, locale: Locale): Promise<Dinner[]> {
  const global: Hospitality = await payload.findGlobal({ slug: 'hospitality', locale, depth: 0 });
  return (global.dinners ?? []).map(({ type, description, pricePerGuest }) => ({
    type,
    description,
    pricePerGuest,
  }));
}
export const listDinners = cachedRead('dinners', [cacheTags.hospitality], queryDinners);

export async function queryContactDetails(payload: Payload, locale: Locale) {
  const global: ContactDetail = await payload.findGlobal({ slug: 'contact-details', locale, depth: 0 });
  return { offices: global.offices ?? [], fanMailRules: global.fanMailRules ?? null };
}
export const getContactDetails = cachedRead(
  'contact-details',
  [cacheTags.contactDetails],
  queryContactDetails,
);

/** The upcoming home games the VIP and refs-and-scouts forms offer. */
export const listHomeFixtures: (locale: Locale) => Promise<Fixture[]> = cachedRead(
  'home-fixtures',
  [cacheTags.matches],
  queryHomeFixtures,
);

/** The centenary book's file path in the media library, or null. */
export async function queryCentenaryBook(payload: Payload): Promise<string | null> {
  const settings = await payload.findGlobal({ slug: 'club-settings', depth: 1 });
  const book = settings.centenaryBook;
  if (!book || typeof book === 'number' || !book.url) return null;
  return book.url.startsWith('/') ? book.url : new URL(book.url).pathname;
}
export const getCentenaryBook = cachedRead('centenary-book', [cacheTags.clubSettings], queryCentenaryBook);
