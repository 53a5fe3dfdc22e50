import { getTranslations } from 'next-intl/server';
import { FanClubList } from '@/components/community/FanClubList';
import { fanClubWords } from '@/components/community/words';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { EmptyState } from '@/components/layout/EmptyState';
import { PageFrame } from '@/components/layout/PageFrame';
import { metadataFor, type LangParams } from '@/components/screens/screen-page';
import { PageBody, PageLead } from '@/components/pages/PageText';
import { listFanClubs } from '@/lib/data/community';
import { getPageText } from '@/lib/data/pages';
import { pageLocale } from '@/lib/domain/i18n/page-locale';
import { pageKeyOf } from '@/lib/domain/screens/registry';

export const generateMetadata = metadataFor('fanclub');

export default async function FanClubPage({ params }: LangParams) {
  const lang = await pageLocale(params);
  const [text, fanClubs, t, empty] = await Promise.all([
    getPageText(pageKeyOf('fanclub'), lang),
    listFanClubs(),
    getTranslations({ locale: lang, namespace: 'FanClubs' }),
    getTranslations({ locale: lang, namespace: 'Empty' }),
  ]);
  return (
    <PageFrame locale={lang} screen="fanclub" lead={<PageLead text={text} />}>
      <PageBody text={text} />
      <h2>{t('listTitle')}</h2>
      {fanClubs.length === 0 ? (
        <EmptyState message={empty('currentlyNoData')} />
      ) : (
        <ClientMessages locale={lang} pick={fanClubWords}>
          <FanClubList fanClubs={fanClubs} />
        </ClientMessages>
      )}
    </PageFrame>
  );
}
