import type { PageKey } from '../../domain/screens/registry';
import type { Localized } from '@/lib/domain/i18n/locales';
import type { Block } from '../lexical';
import type { Scene } from '../newsroom/scenes';

/** One fixed screen's seeded words, and its picture when it has one. */
export type SeedPage = {
  key: PageKey;
  title: Localized;
  intro: Localized;
  body: { en: Block[]; nl: Block[]; fr: Block[] };
  picture?: { scene: Scene | 'mascot'; alt: Localized };
  /** What an editor wrote for search results; pages without one show their introduction there. */
  searchDescription?: Localized;
};
