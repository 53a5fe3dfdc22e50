import { z } from '../../shared/zod';
import type { NewsKind } from '@/lib/domain/news/kinds';
import { newsTypes, type NewsType } from '@/lib/domain/i18n/routes';

/** SPEC §2's `types` values name the pages of the old site; each is one news kind. */
export const kindOfType = {
  newsgamereportpage: 'gamereport',
  newsgallerypage: 'gamegallery',
  esportsnewsarticlepage: 'esports-article',
} as const satisfies Record<NewsType, NewsKind>;

/** News per page of the list and per "load more". */
export const NEWS_PAGE_SIZE = 12;

const typeList = z
  .union([z.enum(newsTypes), z.array(z.enum(newsTypes))])
  .optional()
  .transform((value) => (value === undefined ? [] : [...new Set([value].flat())].sort()));

/** Strict: what a list state may hold. */
export const newsQuerySchema = z.object({
  types: typeList,
  page: z.coerce.number().int().min(1).max(100).default(1),
});
export type NewsQuery = z.infer<typeof newsQuerySchema>;

type Params = Record<string, string | string[] | undefined>;

/** Lenient, for the page: an unknown type or page is left out rather than failing the list. */
export function parseNewsQuery(params: Params): NewsQuery {
  const raw = [params.types ?? []]
    .flat()
    .filter((type): type is NewsType => newsTypes.includes(type as NewsType));
  const page = newsQuerySchema.shape.page.safeParse(
    Array.isArray(params.page) ? params.page[0] : params.page,
  );
  return { types: [...new Set(raw)].sort(), page: page.success ? page.data : 1 };
}

export function kindsOf(types: NewsType[]): NewsKind[] {
  return types.map((type) => kindOfType[type]);
}
