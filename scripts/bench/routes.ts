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

/** The first seeded item of a news kind, in English. */
const newsItem = (kind: keyof typeof newsPathnameByKind) =>
  english(newsPathnameByKind[kind], slugify(seedNews.find((news) => news.kind === kind)!.title.en));

/** Every screen of SPEC §2 in English, with one seeded item of each detail kind. */
export function englishRoutes(): string[] {
  const screens = (Object.keys(pathnames) as Internal[])
    .filter((internal) => !internal.includes('[slug]'))
    .map((internal) => english(internal));
  const details = (Object.keys(newsPathnameByKind) as (keyof typeof newsPathnameByKind)[]).map(newsItem);
  return [...screens, ...details, english('/history/[slug]', slugify(seedHistory[0].title.en))];
}

/** The article the throughput run and the figures of docs/performance.md use. */
export const benchArticle = newsItem('article');

/**
 * The pages measured against the floor (issue 44): the paired Lighthouse table of the bench and
 * the budgets of tests/e2e/first-load.spec.ts. `name` keys their budgets (scripts/bench/budgets.ts).
 */
export const floorPages = [
  { name: 'home', path: english('/') },
  { name: 'news list', path: english('/news') },
  { name: 'an article', path: benchArticle },
  { name: 'a gallery', path: newsItem('gamegallery') },
  { name: 'matches', path: english('/games') },
  { name: 'ranking', path: english('/games/ranking') },
  { name: 'teams', path: english('/teams') },
  { name: 'contact', path: english('/contact') },
  { name: 'a form page', path: english('/business/vip-experience') },
] as const;

export type FloorPage = (typeof floorPages)[number];
