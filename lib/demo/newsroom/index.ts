import type { Payload } from 'payload';
import { locales, type Locale } from '../../domain/i18n/locales';
import { seedContext } from '../football/shared';
import type { Localized } from '@/lib/domain/i18n/locales';
import { paragraphs } from '../lexical';
import { mediaByAlt, uploadDrawing } from '../media';
import { sceneSvg, type Scene } from './scenes';
import { seedStories, type SeedStory } from './stories';
import { seedVideos } from './videos';

const DAY = 24 * 60 * 60 * 1000;

/** Three pictures per scene serve as the heroes of all news items and videos. */
const sceneAlt: Record<Scene, Localized> = {
  match: {
    en: 'Players in action on the pitch',
    nl: 'Spelers in actie op het veld',
    fr: 'Joueurs en action sur le terrain',
  },
  crowd: {
    en: 'Supporters in the stands under the lights',
    nl: 'Supporters op de tribune onder de lichten',
    fr: 'Supporters en tribune sous les projecteurs',
  },
  training: { en: 'The squad at training', nl: 'De kern op training', fr: "L'équipe à l'entraînement" },
  esports: {
    en: 'The esports team on stage',
    nl: 'De esportsploeg op het podium',
    fr: "L'équipe esports sur scène",
  },
  youth: {
    en: 'Young players of the academy',
    nl: 'Jonge spelers van de academie',
    fr: "Jeunes joueurs de l'académie",
  },
  stadium: {
    en: 'Stadion Westhoek on a match day',
    nl: 'Stadion Westhoek op een matchdag',
    fr: 'Le Stadion Westhoek un jour de match',
  },
  studio: {
    en: 'An interview in the club studio',
    nl: 'Een interview in de clubstudio',
    fr: 'Une interview dans le studio du club',
  },
};

const numbered = (alt: Localized, n: number): Localized => ({
  en: `${alt.en} (${n})`,
  nl: `${alt.nl} (${n})`,
  fr: `${alt.fr} (${n})`,
});

async function scenePicture(payload: Payload, media: Map<string, number>, scene: Scene, variant: number) {
  const n = (variant % 3) + 1;
  return uploadDrawing(payload, media, {
    name: `${scene}-${n}.jpg`,
    format: 'jpeg',
    svg: sceneSvg(scene, `${scene}-${n}`),
    alt: numbered(sceneAlt[scene], n),
  });
}

async function galleryPhotos(payload: Payload, media: Map<string, number>, story: SeedStory) {
  const photos = [];
  for (let n = 1; n <= (story.photos ?? 0); n++) {
    const scene: Scene = n % 3 === 0 ? 'crowd' : 'match';
    const image = await uploadDrawing(payload, media, {
      name: `gallery-${story.daysAgo}-${n}.jpg`,
      format: 'jpeg',
      svg: sceneSvg(scene, `${story.title.en}-${n}`),
      alt: {
        en: `${story.title.en}, photo ${n}`,
        nl: `${story.title.nl}, foto ${n}`,
        fr: `${story.title.fr}, photo ${n}`,
      },
    });
    photos.push({ image, n });
  }
  return photos;
}

const caption = (n: number): Localized => ({
  en: `Moment ${n} of the evening`,
  nl: `Moment ${n} van de avond`,
  fr: `Moment ${n} de la soirée`,
});

/**
 * News items, with a hero picture and, for galleries, their photos. Idempotent:
 * news are keyed by English title, pictures by English alt text.
 */
export async function seedNewsStories(payload: Payload): Promise<void> {
  const media = await mediaByAlt(payload);
  const existing = await payload.find({
    collection: 'news',
    locale: 'en',
    depth: 0,
    pagination: false,
    draft: true,
    select: { title: true },
  });
  const titles = new Set(existing.docs.map((doc) => doc.title));

  for (const [index, story] of seedStories.entries()) {
    if (titles.has(story.title.en)) continue;
    const heroImage = await scenePicture(payload, media, story.scene, index);
    const photos = await galleryPhotos(payload, media, story);
    const localized = (locale: Locale, photoIds: Array<{ id?: string | null }> = []) => ({
      title: story.title[locale],
      excerpt: story.excerpt[locale],
      body: paragraphs(story.body[locale]),
      meta: story.searchDescription ? { description: story.searchDescription[locale] } : undefined,
      photos: photos.map((photo, i) => ({
        id: photoIds[i]?.id,
        image: photo.image,
        caption: caption(photo.n)[locale],
      })),
      _status: 'published' as const,
    });
    const [first, ...others] = locales;
    const created = await payload.create({
      collection: 'news',
      locale: first,
      data: {
        kind: story.kind,
        publishedAt: new Date(Date.now() - story.daysAgo * DAY).toISOString(),
        author: story.author,
        tags: story.tags,
        highlighted: Boolean(story.highlighted),
        hot: Boolean(story.hot),
        heroImage,
        ...localized(first),
      },
      context: seedContext(),
    });
    for (const locale of others) {
      // Keep the array rows' ids: the captions of each language belong to the same photos.
      await payload.update({
        collection: 'news',
        id: created.id,
        locale,
        data: localized(locale, created.photos ?? []),
        context: seedContext(),
      });
    }
  }
}

/** The club channel's videos, keyed by provider id; they name first-team players. */
export async function seedVideoChannel(payload: Payload): Promise<void> {
  const media = await mediaByAlt(payload);
  const existing = await payload.find({
    collection: 'videos',
    depth: 0,
    pagination: false,
    select: { providerId: true },
  });
  const known = new Set(existing.docs.map((doc) => doc.providerId));
  const players = await payload.find({
    collection: 'people',
    depth: 0,
    pagination: false,
    sort: 'lastName',
    where: { function: { in: ['FORWARD', 'MIDFIELDER', 'DEFENDER', 'GOALKEEPER'] }, photo: { exists: true } },
    select: { lastName: true },
  });
  const ids = players.docs.map((doc) => doc.id);

  for (const [index, video] of seedVideos.entries()) {
    if (known.has(video.providerId)) continue;
    const thumbnail = await scenePicture(payload, media, video.scene, index);
    const cast = ids.length
      ? Array.from({ length: video.players }, (_, i) => ids[(index * 5 + i * 7) % ids.length])
      : [];
    const [first, ...others] = locales;
    const created = await payload.create({
      collection: 'videos',
      locale: first,
      data: {
        title: video.title[first],
        provider: 'youtube',
        providerId: video.providerId,
        thumbnail,
        duration: video.duration,
        publishedAt: new Date(Date.now() - video.daysAgo * DAY).toISOString(),
        players: [...new Set(cast)],
        tags: video.tags,
        _status: 'published',
      },
      context: seedContext(),
    });
    for (const locale of others) {
      await payload.update({
        collection: 'videos',
        id: created.id,
        locale,
        data: { title: video.title[locale], _status: 'published' },
        context: seedContext(),
      });
    }
  }
}
