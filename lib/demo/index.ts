import type { Payload } from 'payload';
import { locales, type Locale } from '../domain/i18n/locales';
import { clubSettings, demoCrestSvg } from './club-settings';
import { mediaByAlt, uploadDrawing } from './media';
import { demoUsers } from './demo-users';
import { seedFootball } from './football';
import { seedContext } from './football/shared';
import { seedHistory } from './history';
import { paragraphs } from './lexical';
import { seedNewsStories, seedVideoChannel } from './newsroom';
import { seedRedirectRules } from './redirects';
import { seedPagesAndForms } from './pages';

/**
 * Fills the demo content. Idempotent: every item is looked up by a stable key
 * first and only created when missing, so a second run changes nothing. Writes
 * are sequential (SQLite has one writer) and need no network.
 */
export async function seed(payload: Payload): Promise<void> {
  await seedUsers(payload);
  await seedClubSettings(payload);
  await seedHistoryChapters(payload);
  // Matches link the seeded game reports and galleries, so they come after them;
  // videos name players, so those come first. Pictures are generated once.
  await seedNewsStories(payload);
  await seedFootball(payload);
  await seedVideoChannel(payload);
  await seedPagesAndForms(payload);
  await seedRedirectRules(payload);
}

async function seedUsers(payload: Payload) {
  for (const user of demoUsers) {
    const existing = await payload.count({ collection: 'users', where: { email: { equals: user.email } } });
    if (existing.totalDocs === 0)
      await payload.create({ collection: 'users', data: user, context: seedContext() });
  }
}

/**
 * The demo club's settings and identity. A demo database seeded before the identity fields
 * existed has the name but no identity yet: it gets the identity alone, so the demo keeps
 * looking as it always has.
 */
async function seedClubSettings(payload: Payload) {
  const current = await payload.findGlobal({ slug: 'club-settings', depth: 0 });
  if (current.name && current.pathSegment) return;
  const crest = await uploadDrawing(payload, await mediaByAlt(payload), {
    name: 'crest-kvc-westhoek.png',
    format: 'png',
    svg: demoCrestSvg,
    alt: { en: 'Crest of KVC Westhoek', nl: 'Clublogo van KVC Westhoek', fr: 'Écusson du KVC Westhoek' },
  });
  for (const locale of locales) {
    await payload.updateGlobal({
      slug: 'club-settings',
      locale,
      data: {
        ...clubSettings,
        crest,
        copyright: clubSettings.copyright[locale],
        address: { ...clubSettings.address, city: clubSettings.address.city[locale] },
      },
      context: seedContext(),
    });
  }
}

async function seedHistoryChapters(payload: Payload) {
  for (const chapter of seedHistory) {
    const existing = await payload.count({
      collection: 'history-chapters',
      where: { order: { equals: chapter.order } },
    });
    if (existing.totalDocs > 0) continue;
    await createInEveryLanguage(
      payload,
      'history-chapters',
      { order: chapter.order, period: chapter.period },
      (locale) => ({
        title: chapter.title[locale],
        summary: chapter.summary[locale],
        body: paragraphs([chapter.body[locale]]),
      }),
    );
  }
}

/** Creates a published document in the default language, then adds the others. */
async function createInEveryLanguage<C extends 'history-chapters'>(
  payload: Payload,
  collection: C,
  shared: Record<string, unknown>,
  localized: (locale: Locale) => Record<string, unknown>,
) {
  const [first, ...others] = locales;
  const created = await payload.create({
    collection,
    locale: first,
    data: { ...shared, ...localized(first), _status: 'published' } as never,
    context: seedContext(),
  });
  for (const locale of others) {
    await payload.update({
      collection,
      id: created.id,
      locale,
      data: { ...localized(locale), _status: 'published' } as never,
      context: seedContext(),
    });
  }
}
