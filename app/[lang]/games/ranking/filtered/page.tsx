import { metadataFor } from '@/components/screens/screen-page';
import { RankingScreen, rankingTeam } from '@/components/screens/RankingScreen';
import { pageLocale } from '@/lib/domain/i18n/page-locale';

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<{ team?: string | string[] }>;
};

export const generateMetadata = metadataFor('games-ranking');

/** The ranking for the `team` in the query, rendered per request from the tagged cache. */
export default async function FilteredRankingPage({ params, searchParams }: Props) {
  const lang = await pageLocale(params);
  return <RankingScreen locale={lang} team={rankingTeam((await searchParams).team)} />;
}
