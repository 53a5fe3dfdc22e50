import 'server-only';
import type { Payload } from 'payload';
import type { PartnerTier } from '@/lib/domain/vocabulary/partner-tiers';
import type { Locale } from '@/lib/domain/i18n/locales';
import { cacheTags } from '@/lib/shared/cache/cache-tags';
import { previewableRead, visibleTo, type Visibility } from './cached-read';
import { toImage, type Image } from '../domain/content/image';

export type Partner = { id: number; name: string; tier: PartnerTier; url: string; logo: Image | null };
export type FanClub = {
  id: number;
  name: string;
  town: string;
  clubhouse: string;
  chairman: string;
  busTrip: boolean;
};
export type Question = { id: number; question: string; answer: string };

export async function queryPartners(
  payload: Payload,
  visibility: Visibility,
  locale: Locale,
): Promise<Partner[]> {
  const { docs } = await payload.find({
    collection: 'partners',
    locale,
    draft: visibility === 'drafts',
    where: visibleTo(visibility),
    pagination: false,
    sort: 'order',
    depth: 1,
  });
  return docs.map((doc) => ({
    id: doc.id,
    name: doc.name,
    tier: doc.tier,
    url: doc.url,
    logo: toImage(doc.logo),
  }));
}
export const listPartners = previewableRead('partners', [cacheTags.partners], queryPartners);

export async function queryFanClubs(payload: Payload, visibility: Visibility): Promise<FanClub[]> {
  const { docs } = await payload.find({
    collection: 'fan-clubs',
    draft: visibility === 'drafts',
    where: visibleTo(visibility),
    pagination: false,
    sort: 'name',
    depth: 0,
  });
  return docs.map((doc) => ({
    id: doc.id,
    name: doc.name,
    town: doc.town,
    clubhouse: doc.clubhouse,
    chairman: doc.chairman,
    busTrip: Boolean(doc.busTrip),
  }));
}
export const listFanClubs = previewableRead('fan-clubs', [cacheTags.fanClubs], queryFanClubs);

export async function queryFaq(
  payload: Payload,
  visibility: Visibility,
  locale: Locale,
): Promise<Question[]> {
  const { docs } = await payload.find({
    collection: 'faqs',
    locale,
    draft: visibility === 'drafts',
    where: visibleTo(visibility),
    pagination: false,
    sort: 'order',
    depth: 0,
  });
  return docs.map((doc) => ({ id: doc.id, question: doc.question, answer: doc.answer }));
}
export const listFaq = previewableRead('faq', [cacheTags.faqs], queryFaq);
