import { metadataFor } from '@/components/screens/screen-page';
import { MatchesScreen } from '@/components/screens/MatchesScreen';
import { pageLocale } from '@/lib/domain/i18n/page-locale';
import { parseMatchFilters } from '@/lib/domain/matches/filters';

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = metadataFor('games');

/**
 * The matches screen without filters, prerendered and revalidated by tag. A
 * query with a filter is sent to `./filtered` by the router (lib/domain/i18n/rewrites.ts).
 */
export default async function GamesPage({ params }: Props) {
  return <MatchesScreen locale={await pageLocale(params)} filters={parseMatchFilters({})} />;
}
