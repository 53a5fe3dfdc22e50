import type { Payload } from 'payload';
import { locales, type Locale } from '../../domain/i18n/locales';
import { createLocalized, seedContext } from '../football/shared';
import { paragraphs, richText } from '../lexical';
import { sceneSvg } from '../newsroom/scenes';
import { mediaByAlt, uploadDrawing, uploadOnce } from '../media';
import { centenaryBookPdf } from './centenary-book';
import {
  seedDinners,
  seedFanClubs,
  seedFanMailRules,
  seedFaqs,
  seedOffices,
  seedPartners,
  seedSubscriptions,
  seedTicketPrices,
} from './content';
import { mascotSvg } from './mascot-drawing';
import type { SeedPage } from './seed-page';
import { seedPages } from './texts';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A partner's wordmark in its colour: a stand-in until the partner sends its logo. */
function wordmarkSvg(name: string, colour: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="240" viewBox="0 0 480 240">
  <rect width="480" height="240" rx="24" fill="#ffffff" stroke="${colour}" stroke-width="8"/>
  <text x="240" y="134" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif"
    font-weight="bold" font-size="${name.length > 16 ? 30 : 38}" fill="${colour}">${escape(name)}</text>
</svg>`;
}

/**
 * The ticketing, business and community content of issue 5: page texts, FAQ,
 * partners with logos, fan clubs, prices, the dining offer, offices and the
 * centenary book. Idempotent like the rest of the seed: looked up by a stable
 * key, created only when missing.
 */
/** A page's picture: a drawn scene, or the mascot itself. */
function pagePicture(payload: Payload, media: Map<string, number>, page: SeedPage) {
  if (!page.picture) return undefined;
  const { scene, alt } = page.picture;
  const svg = scene === 'mascot' ? mascotSvg() : sceneSvg(scene, `page-${page.key}`);
  return uploadDrawing(payload, media, { name: `page-${page.key}.jpg`, format: 'jpeg', svg, alt });
}

export async function seedPagesAndForms(payload: Payload): Promise<void> {
  const media = await mediaByAlt(payload);
  for (const page of seedPages) {
    const existing = await payload.count({ collection: 'pages', where: { key: { equals: page.key } } });
    if (existing.totalDocs > 0) continue;
    const image = await pagePicture(payload, media, page);
    await createLocalized(payload, 'pages', { key: page.key, image }, (locale) => ({
      title: page.title[locale],
      intro: page.intro[locale],
      body: richText(page.body[locale]),
      meta: page.searchDescription ? { description: page.searchDescription[locale] } : undefined,
    }));
  }

  for (const [index, faq] of seedFaqs.entries()) {
    const existing = await payload.count({ collection: 'faqs', where: { order: { equals: index + 1 } } });
    if (existing.totalDocs > 0) continue;
    await createLocalized(payload, 'faqs', { order: index + 1 }, (locale) => ({
      question: faq.question[locale],
      answer: faq.answer[locale],
    }));
  }

  for (const [index, partner] of seedPartners.entries()) {
    const existing = await payload.count({
      collection: 'partners',
      where: { name: { equals: partner.name } },
    });
    if (existing.totalDocs > 0) continue;
    const logo = await uploadDrawing(payload, media, {
      name: `partner-${index + 1}.png`,
      format: 'png',
      svg: wordmarkSvg(partner.name, partner.colour),
      alt: { en: `Logo of ${partner.name}`, nl: `Logo van ${partner.name}`, fr: `Logo de ${partner.name}` },
    });
    const slug = partner.name.toLowerCase().replace(/[^a-z]+/g, '');
    await payload.create({
      collection: 'partners',
      data: {
        name: partner.name,
        tier: partner.tier,
        url: `https://${slug}.example`,
        logo,
        order: index + 1,
        _status: 'published',
      },
      context: seedContext(),
    });
  }

  for (const fanClub of seedFanClubs) {
    const existing = await payload.count({
      collection: 'fan-clubs',
      where: { name: { equals: fanClub.name } },
    });
    if (existing.totalDocs === 0)
      await payload.create({
        collection: 'fan-clubs',
        data: { ...fanClub, _status: 'published' },
        context: seedContext(),
      });
  }

  await seedGlobals(payload);
  await seedCentenaryBook(payload, media);
}

async function seedGlobals(payload: Payload) {
  const ticketing = await payload.findGlobal({ slug: 'ticketing', depth: 0 });
  if (!ticketing.subscriptions?.length) {
    await payload.updateGlobal({
      slug: 'ticketing',
      data: {
        subscriptions: seedSubscriptions.map((row) => ({ ...row, perks: [...row.perks] })),
        ticketPrices: seedTicketPrices.map((row) => ({ ...row })),
      },
      context: seedContext(),
    });
  }

  const hospitality = await payload.findGlobal({ slug: 'hospitality', depth: 0 });
  if (!hospitality.dinners?.length) {
    await localizedArrays(payload, 'hospitality', (locale, ids) => ({
      dinners: seedDinners.map((dinner, index) => ({
        id: ids?.dinners?.[index],
        type: dinner.type,
        pricePerGuest: dinner.pricePerGuest,
        description: dinner.description[locale],
      })),
    }));
  }

  const contact = await payload.findGlobal({ slug: 'contact-details', depth: 0 });
  if (!contact.offices?.length) {
    await localizedArrays(payload, 'contact-details', (locale, ids) => ({
      offices: seedOffices.map((office, index) => ({
        id: ids?.offices?.[index]?.id,
        name: office.name[locale],
        address: office.address,
        phone: office.phone,
        email: office.email,
        hours: office.hours.map((hours, row) => ({
          id: ids?.offices?.[index]?.hours[row],
          days: hours.days[locale],
          time: hours.time[locale],
        })),
      })),
      fanMailRules: paragraphs(seedFanMailRules[locale]),
    }));
  }
}

type RowIds = { dinners?: string[]; offices?: { id: string; hours: string[] }[] };

/**
 * Writes a global with localized fields inside array rows: first the default
 * language, then the others on the same rows (by id), or Payload would replace
 * the rows and lose the first language.
 */
async function localizedArrays(
  payload: Payload,
  slug: 'hospitality' | 'contact-details',
  data: (locale: Locale, ids: RowIds | null) => Record<string, unknown>,
) {
  const [first, ...others] = locales;
  const written = (await payload.updateGlobal({
    slug,
    locale: first,
    data: data(first, null),
    context: seedContext(),
  })) as {
    dinners?: { id: string }[];
    offices?: { id: string; hours?: { id: string }[] }[];
  };
  const ids: RowIds = {
    dinners: written.dinners?.map((row) => row.id),
    offices: written.offices?.map((row) => ({
      id: row.id,
      hours: (row.hours ?? []).map((hours) => hours.id),
    })),
  };
  for (const locale of others)
    await payload.updateGlobal({ slug, locale, data: data(locale, ids), context: seedContext() });
}

const bookAlt = {
  en: 'KVC Westhoek centenary book, 1922–2022',
  nl: 'Jubileumboek KVC Westhoek, 1922–2022',
  fr: 'Livre du centenaire du KVC Westhoek, 1922–2022',
};

async function seedCentenaryBook(payload: Payload, media: Map<string, number>) {
  const settings = await payload.findGlobal({ slug: 'club-settings', depth: 0 });
  if (settings.centenaryBook) return;
  const id = await uploadOnce(payload, media, {
    name: 'centenary-book.pdf',
    mimetype: 'application/pdf',
    alt: bookAlt,
    data: centenaryBookPdf,
  });
  await payload.updateGlobal({ slug: 'club-settings', data: { centenaryBook: id }, context: seedContext() });
}
