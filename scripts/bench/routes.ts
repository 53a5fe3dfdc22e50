import { slugify } from '@/lib/shared/slugify';
import { seedNews } from '@/lib/demo/news';
import { seedHistory } from '@/lib/demo/history';
import { clubSettings } from '@/lib/demo/club-settings';
import { newsPathnameByKind, pathnamesFor } from '@/lib/domain/screens/registry';

/** The demo's paths, with the `{club}` segment its build read from the demo database. */
const pathnames = pathnamesFor(clubSettings.pathSegment);
type Internal = keyof typeof pathnames;

const english = (internal: Internal, slug = '') => {
  const path = pathnames[internal].en.replace('[slug]', slug);
  return path === '/' ? '/en' : `/en${path}`;
};

/** Every screen of SPEC §2 in English, with one seeded item of each detail kind. */
export function englishRoutes(): string[] {
  const screens = (Object.keys(pathnames) as Internal[])
    .filter((internal) => !internal.includes('[slug]'))
    .map((internal) => english(internal));
  const details = Object.entries(newsPathnameByKind).map(([kind, internal]) =>
    english(internal, slugify(seedNews.find((news) => news.kind === kind)!.title.en)),
  );
  return [...screens, ...details, english('/history/[slug]', slugify(seedHistory[0].title.en))];
}

/** The article the throughput run and the figures of docs/performance.md use. */
export const benchArticle = english(
  '/news/article/[slug]',
  slugify(seedNews.find((news) => news.kind === 'article')!.title.en),
);
