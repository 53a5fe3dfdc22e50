import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/layout/EmptyState';
import { PageFrame } from '@/components/layout/PageFrame';
import type { LangParams } from '@/components/screens/screen-page';
import type { TeamCategory } from '@/lib/domain/vocabulary/team-categories';
import { listSquads } from '@/lib/data/teams';
import { pageLocale } from '@/lib/domain/i18n/page-locale';
import type { ScreenName } from '@/lib/domain/screens/registry';
import { SquadView } from '@/components/teams/SquadView';

/** A category page (youth, esports, referee academy): every team of the category with its squad. */
export function categoryScreen(screen: ScreenName, category: TeamCategory) {
  return async function CategoryScreen({ params }: LangParams) {
    const lang = await pageLocale(params);
    const [squads, empty] = await Promise.all([
      listSquads(lang, [category]),
      getTranslations({ locale: lang, namespace: 'Empty' }),
    ]);
    return (
      <PageFrame locale={lang} screen={screen}>
        {squads.length === 0 ? (
          <EmptyState message={empty('currentlyNoData')} />
        ) : (
          squads.map((squad, index) => (
            <SquadView key={squad.team.id} locale={lang} squad={squad} preloadFirst={index === 0} />
          ))
        )}
      </PageFrame>
    );
  };
}
