import type { Payload } from 'payload';
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical';
import type { NewsletterEdition } from '@/lib/generated/payload-types';
import { env } from '../../shared/env';
import { toClubIdentity } from '../club/identity-shape';
import { toImage } from '../content/image';
import { sender, type Sender } from '../mail/smtp';
import { TIME_ZONE, type Locale } from '../i18n/locales';
import { localizedPath } from '../i18n/routes';
import { newsItemPath } from '../news/routes';
import type { NewsKind } from '../news/kinds';
import { NEXT_MATCHES } from './editions';
import type { EditionBrand, EditionCard, EditionContent } from './edition-render';

/**
 * What an edition shows, read when it is rendered (the preview, the test, the first batch
 * of a send): its text, its picked news as published in its language, the next matches if
 * asked, and the club's name, colours and crest from the club settings. No `server-only`:
 * the send job loads it outside Next.
 */
export async function editionParts(
  payload: Payload,
  edition: Pick<NewsletterEdition, 'locale' | 'subject' | 'preheader' | 'body' | 'news' | 'includeMatches'>,
  now = new Date(),
): Promise<{ content: EditionContent; brand: EditionBrand; from: Sender }> {
  const locale = edition.locale as Locale;
  const site = (path: string) => new URL(path, env.SITE_URL).toString();
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: TIME_ZONE });
  const moment = new Intl.DateTimeFormat(locale, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  });

  const settings = await payload.findGlobal({ slug: 'club-settings', depth: 1, locale });
  const identity = toClubIdentity(settings, locale);
  // The crest at its small size: the mail shows it 48 pixels wide, and every recipient loads it.
  const crest = toImage(settings.crest, 'thumbnail') ?? identity.crest;

  const newsIds = (edition.news ?? []).map((item) => (typeof item === 'object' ? item.id : item));
  const { docs: news } = newsIds.length
    ? await payload.find({
        collection: 'news',
        where: { and: [{ id: { in: newsIds } }, { _status: { equals: 'published' } }] },
        locale,
        depth: 0,
        pagination: false,
      })
    : { docs: [] };
  const newsCards: EditionCard[] = newsIds.flatMap((id) => {
    const item = news.find((candidate) => candidate.id === id);
    if (!item?.slug) return [];
    return [
      {
        title: item.title,
        meta: item.publishedAt ? day.format(new Date(item.publishedAt)) : undefined,
        text: item.excerpt ?? undefined,
        url: site(newsItemPath(locale, { kind: item.kind as NewsKind, slug: item.slug })),
      },
    ];
  });

  const matchCards: EditionCard[] = [];
  if (edition.includeMatches) {
    const { docs: matches } = await payload.find({
      collection: 'matches',
      where: {
        and: [{ kickoff: { greater_than: now.toISOString() } }, { status: { in: ['scheduled', 'tbc'] } }],
      },
      sort: 'kickoff',
      limit: NEXT_MATCHES,
      locale,
      depth: 1,
    });
    for (const match of matches) {
      // Our side by the club's name, as the site's match cards; which of its teams plays, beside the time.
      const team = typeof match.team === 'object' ? match.team.name : undefined;
      const opponent = typeof match.opponent === 'object' ? match.opponent.name : '';
      const ours = identity.shortName;
      matchCards.push({
        title: match.isHome === false ? `${opponent} – ${ours}` : `${ours} – ${opponent}`,
        meta: [moment.format(new Date(match.kickoff)), team].filter(Boolean).join(' · '),
        text: match.venue ?? undefined,
        url: site(localizedPath(locale, 'games')),
      });
    }
  }

  return {
    content: {
      locale,
      subject: edition.subject,
      preheader: edition.preheader,
      body: (edition.body as SerializedEditorState | null | undefined) ?? null,
      news: newsCards,
      matches: matchCards,
    },
    brand: {
      name: identity.name,
      primary: identity.colours.primary,
      accent: identity.colours.accent,
      logoUrl: crest ? site(crest.url) : undefined,
    },
    from: sender(identity.mail, env),
  };
}
