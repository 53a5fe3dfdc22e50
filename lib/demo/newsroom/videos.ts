import type { Tag } from '@/lib/domain/vocabulary/content-tags';
import { seeded } from '../football/random';
import type { Localized } from '@/lib/domain/i18n/locales';
import type { Scene } from './scenes';

export type SeedVideo = {
  providerId: string;
  title: Localized;
  daysAgo: number;
  duration: number;
  tags: Tag[];
  scene: Scene;
  /** How many of the first team's players appear in it (picked deterministically). */
  players: number;
};

const rivals = [
  'KSC Leiedal',
  'Royal Kempen',
  'FC Meetjesland',
  'SK Haspengouw',
  'RFC Condroz',
  'KFC Dijleland',
];

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** An id shaped like YouTube's (11 characters), stable per key: the demo hosts no real videos. */
function providerId(key: string): string {
  const random = seeded(key);
  return Array.from({ length: 11 }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
}

const kinds: Array<(i: number) => Omit<SeedVideo, 'providerId' | 'daysAgo' | 'duration'>> = [
  (i) => {
    const rival = rivals[i % rivals.length];
    return {
      title: {
        en: `Highlights: Westhoek – ${rival} (${i + 1})`,
        nl: `Samenvatting: Westhoek – ${rival} (${i + 1})`,
        fr: `Résumé : Westhoek – ${rival} (${i + 1})`,
      },
      tags: ['highlights', 'first-team'],
      scene: 'match',
      players: 3,
    };
  },
  (i) => ({
    title: {
      en: `Interview after training, part ${i + 1}`,
      nl: `Interview na de training, deel ${i + 1}`,
      fr: `Interview après l'entraînement, partie ${i + 1}`,
    },
    tags: ['interview', 'first-team'],
    scene: 'studio',
    players: 1,
  }),
  (i) => ({
    title: {
      en: `Behind the scenes, episode ${i + 1}`,
      nl: `Achter de schermen, aflevering ${i + 1}`,
      fr: `Dans les coulisses, épisode ${i + 1}`,
    },
    tags: ['behind-the-scenes'],
    scene: 'stadium',
    players: 2,
  }),
  (i) => ({
    title: {
      en: `Esports weekly, episode ${i + 1}`,
      nl: `Esports wekelijks, aflevering ${i + 1}`,
      fr: `Esports hebdo, épisode ${i + 1}`,
    },
    tags: ['esports'],
    scene: 'esports',
    players: 0,
  }),
  (i) => ({
    title: {
      en: `Academy stories, chapter ${i + 1}`,
      nl: `Academieverhalen, hoofdstuk ${i + 1}`,
      fr: `Histoires de l'académie, chapitre ${i + 1}`,
    },
    tags: ['youth', 'community'],
    scene: 'youth',
    players: 0,
  }),
];

/** 22 videos for the club channel, one every four days or so. */
export const seedVideos: SeedVideo[] = Array.from({ length: 22 }, (_, i) => {
  const make = kinds[i % kinds.length];
  const random = seeded(`video-${i}`);
  return {
    ...make(Math.floor(i / kinds.length)),
    providerId: providerId(`video-${i}`),
    daysAgo: 1 + i * 4,
    duration: 60 + Math.floor(random() * 840),
  };
});
