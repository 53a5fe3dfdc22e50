import { metadataFor } from '@/components/screens/screen-page';
import { RankingScreen } from '@/components/screens/RankingScreen';
import { pageLocale } from '@/lib/domain/i18n/page-locale';

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = metadataFor('games-ranking');

/**
 * The first team's ranking, prerendered and revalidated by tag. A `team` in the
 * query is sent to `./filtered` by the router (lib/domain/i18n/rewrites.ts).
 */
export default async function RankingPage({ params }: Props) {
  return <RankingScreen locale={await pageLocale(params)} team="first_team" />;
}
