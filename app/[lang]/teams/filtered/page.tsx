import { metadataFor } from '@/components/screens/screen-page';
import { TeamsScreen, teamFilter } from '@/components/screens/TeamsScreen';
import { pageLocale } from '@/lib/domain/i18n/page-locale';

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<{ team?: string | string[] }>;
};

export const generateMetadata = metadataFor('teams');

/** The squad of the `team` in the query, rendered per request from the tagged cache. */
export default async function FilteredTeamsPage({ params, searchParams }: Props) {
  const lang = await pageLocale(params);
  return <TeamsScreen locale={lang} team={teamFilter((await searchParams).team)} />;
}
