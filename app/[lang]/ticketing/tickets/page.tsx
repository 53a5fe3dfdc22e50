import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/layout/EmptyState';
import { PageFrame } from '@/components/layout/PageFrame';
import { metadataFor, type LangParams } from '@/components/layout/screen-page';
import { getClubInfo } from '@/lib/data/club-settings';
import { pageLocale } from '@/lib/i18n/page-locale';

export const generateMetadata = metadataFor('ticketing-tickets');

export default async function TicketsPage({ params }: LangParams) {
  const lang = await pageLocale(params);
  const [info, common, empty] = await Promise.all([
    getClubInfo(lang),
    getTranslations({ locale: lang, namespace: 'Common' }),
    getTranslations({ locale: lang, namespace: 'Empty' }),
  ]);
  return (
    <PageFrame locale={lang} screen="ticketing-tickets">
      <p>
        <a className="button" href={info.links.ticketShop} rel="noopener">
          {common('buyTickets')}
        </a>
      </p>
      <EmptyState message={empty('currentlyNoData')} />
    </PageFrame>
  );
}
