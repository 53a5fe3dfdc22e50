import { metadataFor } from '@/components/screens/screen-page';
import { MatchesScreen } from '@/components/screens/MatchesScreen';
import { pageLocale } from '@/lib/domain/i18n/page-locale';
import { parseMatchFilters } from '@/lib/domain/matches/filters';

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = metadataFor('games');

/**
 * The matches screen with filters in the query (shareable, and working without
 * JavaScript): rendered per request; the data comes from the tagged cache.
 */
export default async function FilteredGamesPage({ params, searchParams }: Props) {
  const lang = await pageLocale(params);
  return <MatchesScreen locale={lang} filters={parseMatchFilters(await searchParams)} />;
}
