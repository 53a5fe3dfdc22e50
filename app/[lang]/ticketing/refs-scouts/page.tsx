import { TicketRequestForm } from '@/components/forms/on-interaction/TicketRequestForm';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { ticketFormWords } from '@/components/forms/words';
import { PageFrame } from '@/components/layout/PageFrame';
import { metadataFor, type LangParams } from '@/components/screens/screen-page';
import { PageBody, PageLead } from '@/components/pages/PageText';
import { getPageText } from '@/lib/data/pages';
import { listHomeFixtures } from '@/lib/data/ticketing';
import { localizedPath } from '@/lib/domain/i18n/routes';
import { pageLocale } from '@/lib/domain/i18n/page-locale';
import { pageKeyOf } from '@/lib/domain/screens/registry';
// The form's styles come with the page: its code, which imports them as well, loads on first use.
import '@/components/forms/forms.module.css';

export const generateMetadata = metadataFor('ticketing-refs-scouts');

/** Tickets for referees and scouts: who may ask, and the three-step request. */
export default async function RefsScoutsPage({ params }: LangParams) {
  const lang = await pageLocale(params);
  const [text, fixtures] = await Promise.all([
    getPageText(pageKeyOf('ticketing-refs-scouts'), lang),
    listHomeFixtures(lang),
  ]);
  return (
    <PageFrame locale={lang} screen="ticketing-refs-scouts" lead={<PageLead text={text} />}>
      <PageBody text={text} />
      <ClientMessages locale={lang} pick={ticketFormWords}>
        <TicketRequestForm
          fixtures={fixtures.map(({ id, label, competition }) => ({ id, label, competition }))}
          privacyHref={localizedPath(lang, 'privacy-policy')}
        />
      </ClientMessages>
    </PageFrame>
  );
}
