import { metadataFor } from '@/components/screens/screen-page';
import { TeamsScreen } from '@/components/screens/TeamsScreen';
import { pageLocale } from '@/lib/domain/i18n/page-locale';

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = metadataFor('teams');

/**
 * The first team's squad and the other teams, prerendered and revalidated by tag. A `team` in
 * the query is sent to `./filtered` by the router (lib/domain/i18n/rewrites.ts).
 */
export default async function TeamsPage({ params }: Props) {
  return <TeamsScreen locale={await pageLocale(params)} team="first_team" />;
}
